import type { CSSProperties } from 'react';
import { cx } from '../../../lib/cx';

/** The pips of each face on a 3x3 grid (cells numbered row by row from 0). */
const PIPS: Record<number, readonly number[]> = {
  1: [4],
  2: [2, 6],
  3: [2, 4, 6],
  4: [0, 2, 6, 8],
  5: [0, 2, 4, 6, 8],
  6: [0, 2, 3, 5, 6, 8],
};

const CELLS: readonly number[] = [0, 1, 2, 3, 4, 5, 6, 7, 8];

interface DieFaceProps {
  value: number;
  /** 'cube' for the big 3D die, 'chip' for small flat faces in lists and pickers. */
  variant?: 'cube' | 'chip';
  className?: string;
  style?: CSSProperties;
}

/** One face of a die: ivory with navy pips, the single pip in ruby. */
export function DieFace({ value, variant = 'cube', className, style }: DieFaceProps) {
  const pips = PIPS[value] ?? [];
  const cube = variant === 'cube';
  // Percent padding would follow the parent's width, so the pips sit in an inset layer instead.
  return (
    <div
      aria-hidden="true"
      style={style}
      className={cx(
        'bg-[radial-gradient(circle_at_28%_22%,#ffffff,#f1eeff_55%,#d6d0f2)]',
        cube
          ? 'rounded-[17%] shadow-[inset_0_0_0_1px_rgb(255_255_255/0.7),inset_0_-10px_18px_rgb(61_53_144/0.28)]'
          : 'relative rounded-[22%] shadow-[inset_0_-2px_4px_rgb(61_53_144/0.35)]',
        className,
      )}
    >
      <div
        className={cx(
          'absolute grid grid-cols-3 grid-rows-3',
          cube ? 'inset-[15%] gap-[7%]' : 'inset-[17%] gap-[6%]',
        )}
      >
        {CELLS.map((cell) => (
          <span
            key={cell}
            className={cx(
              'rounded-full',
              pips.includes(cell) &&
                (value === 1
                  ? 'scale-125 bg-[radial-gradient(circle_at_35%_30%,var(--color-loss-400),var(--color-loss-600)_70%)] shadow-[inset_0_1px_2px_rgb(0_0_0/0.45)]'
                  : 'bg-[radial-gradient(circle_at_35%_30%,var(--color-night-500),var(--color-night-950)_75%)] shadow-[inset_0_1px_2px_rgb(0_0_0/0.6)]'),
            )}
          />
        ))}
      </div>
    </div>
  );
}
