import { cx } from '../../../lib/cx';

interface BetControlsProps {
  bet: number;
  canDecrease: boolean;
  canIncrease: boolean;
  canMax: boolean;
  onDecrease: () => void;
  onIncrease: () => void;
  onMax: () => void;
}

const stepClasses =
  'grid size-11 place-items-center rounded-full border border-line-strong bg-night-800/70 font-black text-ink text-xl ' +
  'transition hover:border-gold-400/60 hover:text-gold-200 disabled:pointer-events-none disabled:opacity-40';

/** A casino chip with the bet on it. */
function BetChip({ bet }: { bet: number }) {
  return (
    <span className="relative grid size-16 place-items-center" data-testid="blackjack-bet">
      <svg viewBox="0 0 64 64" className="absolute inset-0 size-full" aria-hidden="true" focusable="false">
        <circle cx={32} cy={32} r={30} fill="var(--color-gold-500)" />
        <circle
          cx={32}
          cy={32}
          r={30}
          fill="none"
          stroke="var(--color-gold-200)"
          strokeWidth={6}
          strokeDasharray="8.5 7.2"
        />
        <circle
          cx={32}
          cy={32}
          r={21}
          fill="var(--color-night-850)"
          stroke="var(--color-gold-300)"
          strokeWidth={1.5}
        />
      </svg>
      <span
        className={cx(
          'relative font-black font-display text-gold-200 tabular-nums',
          bet >= 1000 ? 'text-xs' : 'text-sm',
        )}
      >
        <span className="sr-only">Bet: </span>
        {bet}
        <span className="sr-only"> FF</span>
      </span>
    </span>
  );
}

/** SPEC.md: '-', '+' and 'MAX' over the bet steps, only while betting. */
export function BetControls({
  bet,
  canDecrease,
  canIncrease,
  canMax,
  onDecrease,
  onIncrease,
  onMax,
}: BetControlsProps) {
  return (
    <fieldset className="flex items-center gap-3">
      <legend className="sr-only">Bet</legend>
      <button
        type="button"
        className={stepClasses}
        onClick={onDecrease}
        disabled={!canDecrease}
        aria-label="Lower bet"
      >
        -
      </button>
      <BetChip bet={bet} />
      <button
        type="button"
        className={stepClasses}
        onClick={onIncrease}
        disabled={!canIncrease}
        aria-label="Raise bet"
      >
        +
      </button>
      <button
        type="button"
        onClick={onMax}
        disabled={!canMax}
        className="h-11 rounded-pill border border-gold-400/50 bg-gold-400/10 px-4 font-bold text-gold-200 text-sm tracking-wider transition hover:bg-gold-400/20 disabled:pointer-events-none disabled:opacity-40"
      >
        MAX
      </button>
    </fieldset>
  );
}
