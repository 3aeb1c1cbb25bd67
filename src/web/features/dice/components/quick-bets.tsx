import { cx } from '../../../lib/cx';
import { formatFunds } from '../../../lib/format';
import { playSound } from '../../../lib/sound';
import { QUICK_BETS } from '../hooks/use-dice-game';

interface QuickBetsProps {
  amount: string;
  onChange: (amount: string) => void;
  balance: number;
  disabled: boolean;
  className?: string;
}

const chipClasses =
  'h-9 rounded-control border border-line-strong bg-night-950/50 font-bold font-display text-ink-soft text-sm tabular-nums transition ' +
  'hover:border-gold-400/60 hover:text-gold-200 focus-visible:outline-2 focus-visible:outline-offset-2 disabled:opacity-50 disabled:pointer-events-none ' +
  'aria-pressed:border-gold-400/70 aria-pressed:bg-gold-400/15 aria-pressed:text-gold-200';

/** SPEC.md's quick bets 10, 25, 50, 100 and Max (the whole balance). */
export function QuickBets({ amount, onChange, balance, disabled, className }: QuickBetsProps) {
  const pick = (value: number) => {
    playSound('button-click');
    onChange(String(value));
  };
  return (
    <fieldset className={className} disabled={disabled}>
      <legend className="sr-only">Quick bets</legend>
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
          title={`Bet your whole balance (${formatFunds(balance)})`}
          onClick={() => pick(balance)}
        >
          Max
        </button>
      </div>
    </fieldset>
  );
}
