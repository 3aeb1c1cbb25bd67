import { type FormEvent, type ReactNode, useEffect, useRef } from 'react';
import { largestStake } from '../../../../contract/max-win';
import { type DicePrediction, diceMaxMultiplier } from '../../../../games/dice';
import { QuickBetChips } from '../../../components/game/quick-bet-chips';
import { StickyBetBar } from '../../../components/game/sticky-bet-bar';
import { CoinsIcon, DiceIcon } from '../../../components/icons';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { OddsSummary } from './odds-summary';
import { PredictionPicker } from './prediction-picker';
import { TargetPicker } from './target-picker';

interface BetPanelProps {
  amount: string;
  onAmountChange: (amount: string) => void;
  amountError: string | undefined;
  prediction: DicePrediction;
  onPredictionChange: (prediction: DicePrediction) => void;
  target: number;
  onTargetChange: (target: number) => void;
  balance: number;
  busy: boolean;
  error: ReactNode;
  onRoll: () => void;
  /** Autobet's button, beside the roll button. */
  auto?: ReactNode;
}

/**
 * Bet amount, prediction and target, the live odds, and the roll button. On a phone the amount and
 * the button sit in a bar that sticks to the bottom of the screen, under the die.
 */
export function BetPanel(props: BetPanelProps) {
  const { busy, onRoll } = props;
  const formRef = useRef<HTMLFormElement>(null);
  const focusBack = useRef<HTMLElement | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    focusBack.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    onRoll();
  };

  // The fields are disabled while the die rolls, which drops keyboard focus: give it back afterwards.
  useEffect(() => {
    if (busy || !focusBack.current) return;
    const previous = focusBack.current;
    focusBack.current = null;
    if (document.activeElement && document.activeElement !== document.body) return;
    const fallback = formRef.current?.querySelector<HTMLElement>('button[type="submit"]');
    (previous.isConnected && !previous.matches(':disabled') ? previous : fallback)?.focus();
  }, [busy]);

  const bet = Number(props.amount || '0');
  return (
    <Card className="lg:h-full">
      <form
        ref={formRef}
        aria-label="Dice bet"
        noValidate
        onSubmit={submit}
        className="flex flex-col gap-3 p-4 sm:p-5"
      >
        <PredictionPicker
          value={props.prediction}
          onChange={props.onPredictionChange}
          disabled={busy}
          className="order-1 lg:order-3"
        />
        <TargetPicker
          value={props.target}
          prediction={props.prediction}
          onChange={props.onTargetChange}
          disabled={busy}
          className="order-2 lg:order-4"
        />
        <QuickBetChips
          legend="Quick bets"
          amount={props.amount}
          onPick={(value) => props.onAmountChange(String(value))}
          balance={props.balance}
          maxStake={largestStake(diceMaxMultiplier(props.prediction, props.target))}
          disabled={busy}
          className="order-3 lg:order-2"
        />
        <OddsSummary
          bet={bet}
          prediction={props.prediction}
          target={props.target}
          className="order-4 lg:order-5"
        />
        <div className="order-5 empty:hidden lg:order-6">{props.error}</div>
        <StickyBetBar className="order-6">
          <Input
            label="Bet Amount"
            id="dice-bet-amount"
            value={props.amount}
            onChange={(event) => props.onAmountChange(event.target.value)}
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete="off"
            placeholder="0"
            error={props.amountError}
            disabled={busy}
            icon={<CoinsIcon size={18} />}
            className="w-28 shrink-0 lg:order-1 lg:w-auto max-lg:[&_label]:sr-only max-lg:[&>div:first-child]:mb-0 [&_input]:font-bold [&_input]:font-display [&_input]:text-lg [&_input]:tabular-nums"
          />
          <div className="flex min-w-0 flex-1 gap-2 lg:order-7">
            {/* aria-disabled rather than disabled keeps keyboard focus on the button while it rolls. */}
            <Button
              type="submit"
              size="lg"
              aria-disabled={busy || undefined}
              className="min-w-0 flex-1 px-3 max-lg:h-12"
            >
              <DiceIcon size={20} />
              {busy ? 'Rolling...' : 'Roll Dice'}
            </Button>
            {props.auto}
          </div>
        </StickyBetBar>
      </form>
    </Card>
  );
}
