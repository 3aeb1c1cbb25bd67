import { cx } from '../../lib/cx';
import { formatFunds } from '../../lib/format';
import { useT } from '../../lib/i18n';
import { playSound } from '../../lib/sound';
import type texts from '../../locales/en/games.json';

/** SPEC.md section 9: the quick bets every game with a bet field offers, plus Max. */
const QUICK_BETS: readonly number[] = [10, 25, 50, 100];

interface QuickBetChipsProps {
  /** What the bet field holds now, as typed: the chip with that value shows pressed. */
  amount: string;
  balance: number;
  /** The largest stake the game accepts for the chosen options (largestStake in contract/max-win.ts). */
  maxStake: number;
  onPick: (amount: number) => void;
  /** The group's name for screen readers. */
  legend: string;
  disabled?: boolean;
  className?: string;
}

const chipClasses =
  'h-9 rounded-control border border-line-strong bg-night-950/50 font-bold font-display text-ink-soft text-sm tabular-nums transition ' +
  'hover:border-gold-400/60 hover:text-gold-200 disabled:pointer-events-none disabled:opacity-50 ' +
  'aria-pressed:border-gold-400/70 aria-pressed:bg-gold-400/15 aria-pressed:text-gold-200';

/** The row of chips under a bet field: 10, 25, 50, 100 and Max (the whole balance, or the game's limit). */
export function QuickBetChips({
  amount,
  balance,
  maxStake,
  onPick,
  legend,
  disabled,
  className,
}: QuickBetChipsProps) {
  const t = useT<typeof texts>('games');
  // Max never proposes a stake the server would refuse as able to win too much.
  const max = Math.min(balance, maxStake);
  const pick = (value: number) => {
    playSound('button-click');
    onPick(value);
  };
  return (
    <fieldset className={className} disabled={disabled}>
      <legend className="sr-only">{legend}</legend>
      <div className="grid grid-cols-5 gap-2">
        {QUICK_BETS.map((value) => (
          <button
            key={value}
            type="button"
            className={chipClasses}
            aria-pressed={amount === String(value)}
            onClick={() => pick(value)}
          >
            {value}
          </button>
        ))}
        <button
          type="button"
          className={cx(chipClasses, 'text-gold-300')}
          title={
            max < balance
              ? t('quickBet.maxAllowed', { amount: formatFunds(max) })
              : t('quickBet.wholeBalance', { amount: formatFunds(balance) })
          }
          onClick={() => pick(max)}
        >
          {t('quickBet.max')}
        </button>
      </div>
    </fieldset>
  );
}
