import { DICE_PREDICTIONS, type DicePrediction } from '../../../../games/dice';
import { SegmentedPicker, type SettingProps } from '../../../components/game/segmented-picker';
import { cx } from '../../../lib/cx';
import { useDiceText } from '../texts';

const GLYPHS: Record<DicePrediction, string> = { over: '▲', under: '▼', exact: '◎' };

/** Over, Under or Exact as segmented buttons, each with its hint where there is room. */
export function PredictionPicker(props: SettingProps<DicePrediction>) {
  const t = useDiceText();
  return (
    <SegmentedPicker
      {...props}
      legend={t('prediction')}
      options={DICE_PREDICTIONS}
      optionClassName="flex-col items-center text-center tall:py-2"
      render={(prediction, selected) => (
        <>
          <span className="flex items-center gap-1.5 font-bold font-display text-sm">
            <span aria-hidden="true" className="text-xs">
              {GLYPHS[prediction]}
            </span>
            {t(`prediction.${prediction}`)}
          </span>
          <span
            aria-hidden="true"
            className={cx('hidden text-2xs sm:tall:block', selected ? 'text-gold-900' : 'text-ink-muted')}
          >
            {t(`predictionHint.${prediction}`)}
          </span>
        </>
      )}
    />
  );
}
