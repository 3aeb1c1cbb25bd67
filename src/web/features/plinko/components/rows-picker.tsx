import { PLINKO_MAX_ROWS, PLINKO_MIN_ROWS } from '../../../../games/plinko';
import { RangeField } from '../../../components/game/range-field';
import type { SettingProps } from '../../../components/game/segmented-picker';
import { formatNumber } from '../../../lib/format';
import { usePlinkoText } from '../texts';

const LOOK = {
  label: 'mb-1',
  input: 'h-6 w-full cursor-pointer accent-gold-400 disabled:cursor-not-allowed disabled:opacity-60',
};

/** The number of peg rows, 8 to 16, on a native slider (arrow keys move it one row). */
export function RowsPicker({ className, ...setting }: SettingProps<number>) {
  const t = usePlinkoText();
  return (
    <div className={className}>
      <RangeField
        {...setting}
        label={t('rows')}
        min={PLINKO_MIN_ROWS}
        max={PLINKO_MAX_ROWS}
        readout={setting.value}
        look={LOOK}
        outputTestId="plinko-rows-value"
      />
      <div aria-hidden="true" className="flex justify-between text-2xs text-ink-faint tabular-nums">
        <span>{formatNumber(PLINKO_MIN_ROWS)}</span>
        <span>{formatNumber(PLINKO_MAX_ROWS)}</span>
      </div>
    </div>
  );
}
