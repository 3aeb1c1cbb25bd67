import { COIN_SIDES, type CoinSide } from '../../../../games/coinflip';
import { DISABLED_LOOK, RadioTiles, type TileLook } from '../../../components/game/segmented-picker';
import { cx } from '../../../lib/cx';
import { useT } from '../../../lib/i18n';
import { playSound } from '../../../lib/sound';
import type texts from '../../../locales/en/coinflip.json';
import { CoinFace } from './coin-face';

interface SidePickerProps {
  value: CoinSide;
  onChange: (side: CoinSide) => void;
  disabled?: boolean;
}

const LOOK: TileLook = {
  tile: `group items-center gap-3 rounded-control border px-3 py-3 ${DISABLED_LOOK}`,
  selected: 'border-gold-400/70 bg-gold-400/10 shadow-glow-gold',
  idle: 'border-line-strong bg-night-950/40 hover:border-gold-400/40 hover:bg-night-800/60',
};

/** Heads or Tails as a pair of radio buttons drawn as coins (arrow keys move between them). */
export function SidePicker({ value, onChange, disabled = false }: SidePickerProps) {
  const t = useT<typeof texts>('coinflip');
  return (
    <RadioTiles
      value={value}
      onChange={(side) => {
        playSound('button-click');
        onChange(side);
      }}
      disabled={disabled}
      legend={t('picker.legend')}
      legendClassName="mb-1.5"
      options={COIN_SIDES}
      gridClassName="grid grid-cols-2 gap-3"
      look={LOOK}
      render={(side, checked) => (
        <>
          <CoinFace
            side={side}
            compact
            className={cx(
              'size-10 shrink-0 text-[7px] transition duration-300',
              checked ? 'scale-105' : 'opacity-70 grayscale-[40%] group-hover:opacity-100',
            )}
          />
          <span className={cx('font-bold font-display', checked ? 'text-gold-200' : 'text-ink-soft')}>
            {t(`side.${side}`)}
          </span>
        </>
      )}
    />
  );
}
