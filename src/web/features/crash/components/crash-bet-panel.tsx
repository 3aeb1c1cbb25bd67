import { CRASH_MAX_AUTO_CASHOUT, CRASH_MIN_AUTO_CASHOUT } from '../../../../games/crash';
import { BetForm, type BetStake } from '../../../components/game/bet-form';
import { BetStats } from '../../../components/game/bet-stats';
import { CrashIcon, LockIcon } from '../../../components/icons';
import { ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { formatFunds, formatMultiplier } from '../../../lib/format';
import { useT } from '../../../lib/i18n';
import type texts from '../../../locales/en/crash.json';
import { cashoutPayout, formatCrashMultiplier, parseAutoCashout } from '../crash-math';
import type { CrashAction } from '../crash-state';

export interface AutoCashoutField {
  text: string;
  setText: (text: string) => void;
  blur: () => void;
  error: string | undefined;
}

interface CrashBetPanelProps {
  stake: BetStake;
  auto: AutoCashoutField;
  balance: number;
  onRefilled: (balance: number) => void;
  onAct: () => void;
  action: CrashAction;
  sending: boolean;
  /** The fields wait while a bet is in the round. */
  locked: boolean;
  /** The running multiplier, for the cash-out button; the player's open stake. */
  live: number | null;
  openStake: number | null;
}

function ButtonText({ action, live, openStake }: Pick<CrashBetPanelProps, 'action' | 'live' | 'openStake'>) {
  const t = useT<typeof texts>('crash');
  if (action.kind === 'bet') return <>{t('placeBet')}</>;
  if (action.kind === 'wait') {
    // Two lines rather than cut on a phone, where the button shares its row with the amount.
    return (
      <span className="line-clamp-2 whitespace-normal text-center leading-tight max-lg:text-sm">
        {t(`action.${action.label}`)}
      </span>
    );
  }
  const multiplier = live ?? 1;
  return (
    <span className="flex min-w-0 flex-col items-center leading-tight">
      <span className="truncate tabular-nums">
        {t('cashOutAt', { multiplier: formatCrashMultiplier(multiplier) })}
      </span>
      {openStake !== null && (
        <span data-testid="crash-live-payout" className="font-semibold text-xs tabular-nums opacity-80">
          {formatFunds(cashoutPayout(openStake, multiplier))}
        </span>
      )}
    </span>
  );
}

/** Bet amount, optional auto cash-out and the one button: Place Bet, then Cash Out while the round runs. */
export function CrashBetPanel(props: CrashBetPanelProps) {
  const t = useT<typeof texts>('crash');
  const { stake, auto, action, locked } = props;
  const target = parseAutoCashout(auto.text).value;
  const bet = Number(stake.amount || '0');
  const stats = [
    {
      label: t('autoCashout'),
      value: target === null ? t('off') : formatCrashMultiplier(target),
      testId: 'crash-auto',
    },
    {
      label: t('payoutAtAuto'),
      value: target === null ? '-' : formatFunds(cashoutPayout(bet, target)),
      testId: 'crash-auto-payout',
      gold: true,
    },
  ];
  return (
    <BetForm
      game="crash"
      base={{ stake, balance: props.balance, onRefilled: props.onRefilled, onBet: props.onAct, auto: null }}
      busy={action.kind === 'wait' || props.sending}
      locked={locked}
      topMultiplier={target ?? CRASH_MAX_AUTO_CASHOUT}
      halveDouble="beside"
      button={
        <>
          {action.kind === 'bet' && <CrashIcon size={20} />}
          <ButtonText action={action} live={props.live} openStake={props.openStake} />
        </>
      }
      summary={<BetStats stats={stats} columnsClassName="grid-cols-2" cellClassName="px-2" />}
    >
      <Input
        label={t('autoCashout')}
        id="crash-auto-cashout"
        value={auto.text}
        onChange={(event) => auto.setText(event.target.value)}
        onBlur={auto.blur}
        inputMode="decimal"
        autoComplete="off"
        placeholder={t('off')}
        error={auto.error}
        disabled={locked}
        helperText={t('autoHelp', {
          min: formatCrashMultiplier(CRASH_MIN_AUTO_CASHOUT),
          max: formatMultiplier(CRASH_MAX_AUTO_CASHOUT, 0),
        })}
        icon={<span className="font-bold font-display text-base text-gold-400">×</span>}
        className="[&_input]:font-bold [&_input]:font-display [&_input]:text-lg [&_input]:tabular-nums"
      />
    </BetForm>
  );
}

/** What a guest sees in the bet panel's place: the round is theirs to watch, betting needs an account. */
export function GuestBetPanel() {
  const t = useT<typeof texts>('crash');
  return (
    <Card className="flex flex-col gap-3 p-5 lg:h-full">
      <h2 className="font-bold font-display text-ink text-lg">{t('guest.title')}</h2>
      <p className="text-ink-muted text-sm">{t('guest.text')}</p>
      <ButtonLink to="/login" icon={<LockIcon size={16} />} fullWidth>
        {t('guest.login')}
      </ButtonLink>
      <ButtonLink to="/register" variant="outline" fullWidth>
        {t('guest.register')}
      </ButtonLink>
    </Card>
  );
}
