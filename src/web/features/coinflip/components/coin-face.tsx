import type { CSSProperties } from 'react';
import type { CoinSide } from '../../../../games/coinflip';
import { cx } from '../../../lib/cx';

const FACES: Record<CoinSide, { disc: string; rim: string; emblem: string; ink: string }> = {
  heads: {
    disc: 'bg-[radial-gradient(circle_at_32%_28%,var(--color-gold-200),var(--color-gold-400)_40%,var(--color-gold-600)_78%,var(--color-gold-700))]',
    rim: 'border-gold-300/80 shadow-[inset_0_0_0_3px_var(--color-gold-600),inset_0_-6px_14px_rgb(59_36_0/0.45)]',
    emblem: 'M4 17.5 2.8 7.6l5 3.9L12 4.5l4.2 7 5-3.9L20 17.5Z M4.5 20h15',
    ink: 'text-gold-900',
  },
  tails: {
    disc: 'bg-[radial-gradient(circle_at_32%_28%,var(--color-ink),var(--color-royal-300)_38%,var(--color-royal-500)_75%,var(--color-royal-700))]',
    rim: 'border-royal-300/80 shadow-[inset_0_0_0_3px_var(--color-royal-600),inset_0_-6px_14px_rgb(13_11_38/0.45)]',
    emblem: 'M12 2.8l2.7 5.9 6.4.7-4.8 4.3 1.4 6.3L12 16.8l-5.7 3.2 1.4-6.3-4.8-4.3 6.4-.7Z',
    ink: 'text-night-900',
  },
};

interface CoinFaceProps {
  side: CoinSide;
  className?: string;
  style?: CSSProperties;
  /** Hides the word (small chips). Sizes inside follow the font size the parent sets. */
  compact?: boolean;
}

/** One face of the coin, drawn in CSS and SVG: a gold crown for heads, a violet star for tails. */
export function CoinFace({ side, className, style, compact = false }: CoinFaceProps) {
  const face = FACES[side];
  return (
    <div
      aria-hidden="true"
      style={style}
      className={cx('grid place-items-center rounded-full border-2', face.disc, face.rim, className)}
    >
      <div
        className={cx(
          'grid size-[78%] place-items-center rounded-full border border-dashed border-current/35',
          face.ink,
        )}
      >
        <div className="flex flex-col items-center">
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="size-[2.6em] drop-shadow-[0_1px_0_rgb(255_255_255/0.45)]"
            fill="currentColor"
            stroke="currentColor"
            strokeWidth={1.2}
            strokeLinejoin="round"
            strokeLinecap="round"
          >
            <path d={face.emblem} />
          </svg>
          {!compact && (
            <span className="mt-[0.15em] font-black font-display text-[0.7em] uppercase tracking-[0.2em]">
              {side}
            </span>
          )}
        </div>
      </div>
    </div>
  );
}
