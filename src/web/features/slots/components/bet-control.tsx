import { SLOT_BET_STEPS } from '../../../../games/slots';
import { cx } from '../../../lib/cx';
import { formatFunds } from '../../../lib/format';

interface BetControlProps {
  bet: number;
  locked: boolean;
  onDecrease: () => void;
  onIncrease: () => void;
  onMax: () => void;
}

const STEP_BUTTON =
  'grid size-9 shrink-0 place-items-center rounded-control border border-line-strong bg-night-800/70 font-black text-gold-300 text-xl ' +
  'transition hover:border-gold-400/60 hover:bg-night-700 disabled:pointer-events-none disabled:opacity-40';

/** Bet steps 10 to 1000 with minus, plus and MAX; locked while the reels spin. */
export function BetControl({ bet, locked, onDecrease, onIncrease, onMax }: BetControlProps) {
  const first = SLOT_BET_STEPS[0];
  const last = SLOT_BET_STEPS.at(-1);
  return (
    <fieldset className="min-w-0 shrink-0 rounded-xl border border-line bg-night-950/60 px-2.5 py-1.5">
      <legend className="float-left mb-1 w-full font-semibold text-2xs text-ink-faint uppercase tracking-wider">
        Bet <span className="normal-case tracking-normal">(9 lines)</span>
      </legend>
      <div className="clear-both flex items-center gap-1.5">
        <button
          type="button"
          className={STEP_BUTTON}
          onClick={onDecrease}
          disabled={locked || bet === first}
          aria-label="Decrease bet"
        >
          <span aria-hidden="true">−</span>
        </button>
        <output
          data-testid="slots-bet"
          aria-live="polite"
          className="min-w-14 flex-1 whitespace-nowrap text-center font-black font-display text-base text-gold-200 tabular-nums"
        >
          {formatFunds(bet)}
        </output>
        <button
          type="button"
          className={STEP_BUTTON}
          onClick={onIncrease}
          disabled={locked || bet === last}
          aria-label="Increase bet"
        >
          <span aria-hidden="true">+</span>
        </button>
        <button
          type="button"
          onClick={onMax}
          disabled={locked}
          className={cx(
            'h-9 shrink-0 rounded-control border border-gold-400/50 bg-gold-400/10 px-2 font-black text-gold-300 text-sm tracking-wider',
            'transition hover:bg-gold-400/20 hover:shadow-glow-gold disabled:pointer-events-none disabled:opacity-40',
          )}
        >
          MAX
        </button>
      </div>
    </fieldset>
  );
}
