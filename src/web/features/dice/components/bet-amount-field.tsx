import { CoinsIcon } from '../../../components/icons';
import { Input } from '../../../components/ui/input';
import { cx } from '../../../lib/cx';
import { formatFunds } from '../../../lib/format';
import { playSound } from '../../../lib/sound';
import { QUICK_BETS } from '../hooks/use-dice-game';

interface BetAmountFieldProps {
  amount: string;
  onChange: (amount: string) => void;
  error: string | undefined;
  balance: number;
  disabled: boolean;
}

const chipClasses =
  'h-9 rounded-control border border-line-strong bg-night-950/50 font-bold font-display text-ink-soft text-sm tabular-nums transition ' +
  'hover:border-gold-400/60 hover:text-gold-200 focus-visible:outline-2 focus-visible:outline-offset-2 disabled:opacity-50 disabled:pointer-events-none ' +
  'aria-pressed:border-gold-400/70 aria-pressed:bg-gold-400/15 aria-pressed:text-gold-200';

/** The stake: digits only, with the quick bets 10, 25, 50, 100 and Max (the whole balance). */
export function BetAmountField({ amount, onChange, error, balance, disabled }: BetAmountFieldProps) {
  const pick = (value: number) => {
    playSound('button-click');
    onChange(String(value));
  };

  return (
    <div>
      <Input
        label="Bet Amount"
        id="dice-bet-amount"
        value={amount}
        onChange={(event) => onChange(event.target.value)}
        inputMode="numeric"
        pattern="[0-9]*"
        autoComplete="off"
        placeholder="0"
        error={error}
        helperText="Whole Fun Funds only."
        disabled={disabled}
        icon={<CoinsIcon size={18} />}
        className="[&_input]:font-bold [&_input]:font-display [&_input]:text-lg [&_input]:tabular-nums"
      />
      <fieldset className="mt-3" disabled={disabled}>
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
    </div>
  );
}
