import { useState } from 'react';
import { largestStake } from '../../../../contract/max-win';
import { type CoinSide, coinflipMaxMultiplier } from '../../../../games/coinflip';
import { QuickBetChips } from '../../../components/game/quick-bet-chips';
import { CoinIcon, CoinsIcon } from '../../../components/icons';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { CardBody, SectionCard } from '../../../components/ui/card';
import { Funds } from '../../../components/ui/funds';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { cleanAmount } from '../../../lib/bet-amount';
import { useMessageText, useT } from '../../../lib/i18n';
import type texts from '../../../locales/en/coinflip.json';
import { SidePicker } from './side-picker';

/** SPEC.md section 9: the default bet. */
export const DEFAULT_BET = 10;

/** The bet input is a whole number: anything that is not one becomes 0. */
export function parseAmount(raw: string): number {
  return Number.parseInt(cleanAmount(raw), 10) || 0;
}

/** What the create buttons say when they cannot be used (SPEC.md section 5): a key of `create.*`. */
export function createLabel(amount: number, balance: number): 'minimumBet' | 'notEnoughFunds' | null {
  if (amount < 5) return 'minimumBet';
  if (amount > balance) return 'notEnoughFunds';
  return null;
}

interface CreateGamePanelProps {
  balance: number;
  connected: boolean;
  busy: boolean;
  creating: boolean;
  /** The red box, when the game window is not showing it. */
  error: string | null;
  onCreate: (amount: number, choice: CoinSide, vsBot: boolean) => void;
  /** The player changed the amount or side: an old message no longer applies. */
  onEdit: () => void;
}

export function CreateGamePanel({
  balance,
  connected,
  busy,
  creating,
  error,
  onCreate,
  onEdit,
}: CreateGamePanelProps) {
  const t = useT<typeof texts>('coinflip');
  const mt = useMessageText();
  const [amount, setAmountState] = useState(DEFAULT_BET);
  const [choice, setChoiceState] = useState<CoinSide>('heads');
  const [vsBot, setVsBot] = useState(false);
  const label = createLabel(amount, balance);

  const setAmount = (value: number) => {
    setAmountState(value);
    if (error) onEdit();
  };
  const setChoice = (side: CoinSide) => {
    setChoiceState(side);
    if (error) onEdit();
  };

  const submit = (bot: boolean) => {
    setVsBot(bot);
    onCreate(amount, choice, bot);
  };

  return (
    <SectionCard
      region
      title={t('create.title')}
      description={t('create.description')}
      icon={<CoinIcon size={18} />}
    >
      <CardBody className="space-y-5">
        {!connected && (
          <p
            role="status"
            className="flex items-center gap-2.5 rounded-control border border-gold-400/40 bg-gold-400/10 px-4 py-3 text-gold-200 text-sm"
          >
            <Spinner size="sm" />
            {t('create.connecting')}
          </p>
        )}

        <form
          className="space-y-5"
          onSubmit={(event) => {
            event.preventDefault();
            submit(false);
          }}
        >
          <div>
            <Input
              label={t('create.amount')}
              id="coinflip-amount"
              value={String(amount)}
              onChange={(event) => setAmount(parseAmount(event.target.value))}
              inputMode="numeric"
              autoComplete="off"
              icon={<CoinsIcon size={18} />}
              helperText={t('create.amountHelp')}
              onKeyDown={(event) => {
                // Enter asks even when the buttons are disabled, so the reason is spelled out.
                if (event.key !== 'Enter') return;
                event.preventDefault();
                submit(false);
              }}
              className="[&_input]:font-bold [&_input]:font-display [&_input]:text-lg [&_input]:tabular-nums"
            />
            <QuickBetChips
              legend={t('create.quickAmounts')}
              amount={String(amount)}
              balance={balance}
              maxStake={largestStake(coinflipMaxMultiplier())}
              onPick={setAmount}
              className="mt-3"
            />
            <p className="mt-3 flex items-center justify-between rounded-control bg-night-950/40 px-3 py-2 text-sm">
              <span className="text-ink-muted">{t('create.available')}</span>
              <Funds amount={balance} data-testid="coinflip-balance" className="font-bold text-gold-300" />
            </p>
          </div>

          <SidePicker value={choice} onChange={setChoice} />

          <div className="grid gap-3">
            <Button
              type="submit"
              size="lg"
              fullWidth
              disabled={busy || label !== null}
              loading={creating && !vsBot}
            >
              {label ? t(`create.${label}`) : t('create.create')}
            </Button>
            <Button
              variant="secondary"
              size="lg"
              fullWidth
              disabled={busy || label !== null}
              loading={creating && vsBot}
              onClick={() => submit(true)}
            >
              {t('create.bot')}
            </Button>
          </div>
        </form>

        <Alert message={error && mt(error)} />
      </CardBody>
    </SectionCard>
  );
}
