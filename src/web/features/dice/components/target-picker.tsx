import { diceMessages } from '../../../../contract/dice-texts';
import { canWin, DICE_SIDES, type DicePrediction } from '../../../../games/dice';
import { cx } from '../../../lib/cx';
import { DieFace } from './die-face';

const FACES: readonly number[] = Array.from({ length: DICE_SIDES }, (_, i) => i + 1);

interface TargetPickerProps {
  value: number;
  prediction: DicePrediction;
  onChange: (target: number) => void;
  disabled: boolean;
  className?: string;
}

/** The target number 1-6 as six die faces; targets that can never win are disabled, with a hint why. */
export function TargetPicker({ value, prediction, onChange, disabled, className }: TargetPickerProps) {
  const hint =
    prediction === 'over'
      ? diceMessages.overSixNeverWins
      : prediction === 'under'
        ? diceMessages.underOneNeverWins
        : null;

  return (
    <fieldset
      disabled={disabled}
      aria-describedby={hint ? 'dice-target-hint' : undefined}
      className={className}
    >
      <legend className="mb-1 font-medium text-ink-soft text-sm">Target Number</legend>
      <div className="grid grid-cols-6 gap-1.5 sm:gap-2">
        {FACES.map((face) => {
          const impossible = !canWin(prediction, face);
          const selected = face === value;
          return (
            <label
              key={face}
              title={impossible ? (hint ?? undefined) : undefined}
              className={cx(
                'group relative flex cursor-pointer flex-col items-center gap-0.5 rounded-control border p-1.5 transition',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-gold-400 has-[:focus-visible]:outline-offset-2',
                selected
                  ? 'border-gold-400/80 bg-gold-400/15 shadow-glow-gold'
                  : 'border-line-strong bg-night-950/50 hover:border-gold-400/50',
                impossible && 'cursor-not-allowed opacity-35 hover:border-line-strong',
              )}
            >
              <input
                type="radio"
                name="dice-target"
                value={face}
                checked={selected}
                disabled={impossible}
                onChange={() => onChange(face)}
                className="sr-only"
              />
              <DieFace value={face} variant="chip" className="aspect-square w-full max-w-8 tall:max-w-10" />
              <span
                className={cx(
                  'font-bold font-display text-xs tabular-nums',
                  selected ? 'text-gold-200' : 'text-ink-muted',
                )}
              >
                {face}
              </span>
            </label>
          );
        })}
      </div>
      {hint && (
        <p id="dice-target-hint" className="mt-1 text-ink-faint text-xs">
          {hint}.
        </p>
      )}
    </fieldset>
  );
}
