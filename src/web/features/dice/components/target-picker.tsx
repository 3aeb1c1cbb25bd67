import { diceMessages } from '../../../../contract/dice-texts';
import { canWin, DICE_SIDES, type DicePrediction } from '../../../../games/dice';
import { RadioTiles, type SettingProps, type TileLook } from '../../../components/game/segmented-picker';
import { cx } from '../../../lib/cx';
import { useMessageText } from '../../../lib/i18n';
import { useDiceText } from '../texts';
import { DieFace } from './die-face';

const FACES: readonly number[] = Array.from({ length: DICE_SIDES }, (_, i) => i + 1);

const LOOK: TileLook = {
  tile: 'group flex-col items-center gap-0.5 rounded-control border p-1.5',
  selected: 'border-gold-400/80 bg-gold-400/15 shadow-glow-gold',
  idle: 'border-line-strong bg-night-950/50 hover:border-gold-400/50',
  unavailable: 'cursor-not-allowed opacity-35 hover:border-line-strong',
};

interface TargetPickerProps extends SettingProps<number> {
  prediction: DicePrediction;
}

/** The target number 1-6 as six die faces; targets that can never win are disabled, with a hint why. */
export function TargetPicker({ prediction, ...setting }: TargetPickerProps) {
  const t = useDiceText();
  const mt = useMessageText();
  const hint =
    prediction === 'over'
      ? diceMessages.overSixNeverWins
      : prediction === 'under'
        ? diceMessages.underOneNeverWins
        : null;
  const hintText = hint && mt(hint);

  return (
    <RadioTiles
      {...setting}
      legend={t('targetNumber')}
      options={FACES}
      gridClassName="grid grid-cols-6 gap-1.5 sm:gap-2"
      look={LOOK}
      render={(face, selected) => (
        <>
          <DieFace value={face} variant="chip" className="aspect-square w-full max-w-8 tall:max-w-10" />
          <span
            className={cx(
              'font-bold font-display text-xs tabular-nums',
              selected ? 'text-gold-200' : 'text-ink-muted',
            )}
          >
            {face}
          </span>
        </>
      )}
      unavailable={(face) => !canWin(prediction, face)}
      unavailableTitle={hintText ?? undefined}
      describedBy={hint ? 'dice-target-hint' : undefined}
    >
      {hint && (
        <p id="dice-target-hint" className="mt-1 text-ink-faint text-xs">
          {hintText}.
        </p>
      )}
    </RadioTiles>
  );
}
