import { DICE_PREDICTIONS, type DicePrediction } from '../../../../games/dice';
import { SegmentedPicker, type SettingProps } from '../../../components/game/segmented-picker';
import { cx } from '../../../lib/cx';

const OPTIONS: Record<DicePrediction, { label: string; hint: string; glyph: string }> = {
  over: { label: 'Over', hint: 'Above the target', glyph: '▲' },
  under: { label: 'Under', hint: 'Below the target', glyph: '▼' },
  exact: { label: 'Exact', hint: 'Hit the target', glyph: '◎' },
};

/** Over, Under or Exact as segmented buttons, each with its hint where there is room. */
export function PredictionPicker(props: SettingProps<DicePrediction>) {
  return (
    <SegmentedPicker
      {...props}
      legend="Prediction"
      options={DICE_PREDICTIONS}
      optionClassName="flex-col items-center text-center tall:py-2"
      render={(prediction, selected) => (
        <>
          <span className="flex items-center gap-1.5 font-bold font-display text-sm">
            <span aria-hidden="true" className="text-xs">
              {OPTIONS[prediction].glyph}
            </span>
            {OPTIONS[prediction].label}
          </span>
          <span
            aria-hidden="true"
            className={cx('hidden text-2xs sm:tall:block', selected ? 'text-gold-900' : 'text-ink-muted')}
          >
            {OPTIONS[prediction].hint}
          </span>
        </>
      )}
    />
  );
}
