import { COIN_SIDES, type CoinSide } from '../../../../games/coinflip';
import { cx } from '../../../lib/cx';
import { playSound } from '../../../lib/sound';
import { CoinFace } from './coin-face';

interface SidePickerProps {
  value: CoinSide;
  onChange: (side: CoinSide) => void;
  disabled?: boolean;
}

/** Heads or Tails as a pair of radio buttons drawn as coins (arrow keys move between them). */
export function SidePicker({ value, onChange, disabled = false }: SidePickerProps) {
  return (
    <fieldset disabled={disabled}>
      <legend className="mb-1.5 font-medium text-ink-soft text-sm">Your choice</legend>
      <div className="grid grid-cols-2 gap-3">
        {COIN_SIDES.map((side) => {
          const checked = value === side;
          return (
            <label
              key={side}
              className={cx(
                'group relative flex cursor-pointer items-center gap-3 rounded-control border px-3 py-3 transition',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-gold-400 has-[:focus-visible]:outline-offset-2',
                checked
                  ? 'border-gold-400/70 bg-gold-400/10 shadow-glow-gold'
                  : 'border-line-strong bg-night-950/40 hover:border-gold-400/40 hover:bg-night-800/60',
                disabled && 'cursor-not-allowed opacity-60',
              )}
            >
              <input
                type="radio"
                name="coinflip-side"
                value={side}
                checked={checked}
                onChange={() => {
                  playSound('button-click');
                  onChange(side);
                }}
                className="sr-only"
              />
              <CoinFace
                side={side}
                compact
                className={cx(
                  'size-10 shrink-0 text-[7px] transition duration-300',
                  checked ? 'scale-105' : 'opacity-70 grayscale-[40%] group-hover:opacity-100',
                )}
              />
              <span className={cx('font-bold font-display', checked ? 'text-gold-200' : 'text-ink-soft')}>
                {side === 'heads' ? 'Heads' : 'Tails'}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
