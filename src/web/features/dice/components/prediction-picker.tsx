import { DICE_PREDICTIONS, type DicePrediction } from '../../../../games/dice';
import { cx } from '../../../lib/cx';

const OPTIONS: Record<DicePrediction, { label: string; hint: string; glyph: string }> = {
  over: { label: 'Over', hint: 'Above the target', glyph: '▲' },
  under: { label: 'Under', hint: 'Below the target', glyph: '▼' },
  exact: { label: 'Exact', hint: 'Hit the target', glyph: '◎' },
};

interface PredictionPickerProps {
  value: DicePrediction;
  onChange: (prediction: DicePrediction) => void;
  disabled: boolean;
  className?: string;
}

/** Over, Under or Exact as a native radio group dressed as segmented buttons (arrow keys move). */
export function PredictionPicker({ value, onChange, disabled, className }: PredictionPickerProps) {
  return (
    <fieldset disabled={disabled} className={className}>
      <legend className="mb-1 font-medium text-ink-soft text-sm">Prediction</legend>
      <div className="grid grid-cols-3 gap-1 rounded-control border border-line bg-night-950/60 p-1">
        {DICE_PREDICTIONS.map((prediction) => {
          const option = OPTIONS[prediction];
          const selected = prediction === value;
          return (
            <label
              key={prediction}
              className={cx(
                'relative flex cursor-pointer flex-col items-center rounded-[0.6rem] px-2 py-1.5 text-center transition tall:py-2',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-gold-400 has-[:focus-visible]:outline-offset-2',
                'has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60',
                selected
                  ? 'bg-gold text-gold-900 shadow-[0_6px_18px_-8px_rgb(245_176_20/0.9)]'
                  : 'text-ink-soft hover:bg-white/5 hover:text-ink',
              )}
            >
              <input
                type="radio"
                name="dice-prediction"
                value={prediction}
                checked={selected}
                onChange={() => onChange(prediction)}
                className="sr-only"
              />
              <span className="flex items-center gap-1.5 font-bold font-display text-sm">
                <span aria-hidden="true" className="text-xs">
                  {option.glyph}
                </span>
                {option.label}
              </span>
              <span
                aria-hidden="true"
                className={cx('hidden text-2xs sm:tall:block', selected ? 'text-gold-900' : 'text-ink-muted')}
              >
                {option.hint}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
