import type { KeyboardEvent, Ref } from 'react';
import type { MinesGame } from '../../../../contract/mines';
import { MINES_TILES } from '../../../../games/mines';
import { cx } from '../../../lib/cx';
import { useMinesText } from '../texts';
import { BombArt, GemArt } from './mines-art';

export type TileState = 'hidden' | 'loading' | 'safe' | 'mine';

export interface TileView {
  index: number;
  state: TileState;
  /** Uncovered when the game ended, not picked by the player. */
  unpicked: boolean;
  /** The mine the player stepped on. */
  exploded: boolean;
}

/** SPEC.md section 4: hidden, loading, safe, mine; every mine (and every gem) shows once it is over. */
export function tileViews(
  game: MinesGame | null,
  pendingTile: number | null,
  hitTile: number | null,
): TileView[] {
  const revealed = new Set(game?.revealedTiles ?? []);
  const mines = new Set(game?.mines ?? []);
  const over = game !== null && game.status !== 'playing';
  return Array.from({ length: MINES_TILES }, (_, index) => {
    if (index === pendingTile) return { index, state: 'loading', unpicked: false, exploded: false };
    if (revealed.has(index)) return { index, state: 'safe', unpicked: false, exploded: false };
    if (!over) return { index, state: 'hidden', unpicked: false, exploded: false };
    const exploded = index === hitTile;
    return { index, state: mines.has(index) ? 'mine' : 'safe', unpicked: !exploded, exploded };
  });
}

interface MinesTileProps {
  tile: TileView;
  clickable: boolean;
  focusable: boolean;
  buttonRef: Ref<HTMLButtonElement>;
  onReveal: (index: number) => void;
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>, index: number) => void;
  onFocus: (index: number) => void;
}

export function MinesTile({
  tile,
  clickable,
  focusable,
  buttonRef,
  onReveal,
  onKeyDown,
  onFocus,
}: MinesTileProps) {
  const t = useMinesText();
  const { index, state, unpicked, exploded } = tile;
  const covered = state === 'hidden' || state === 'loading';
  const descriptionId = `mines-tile-${index}-state`;
  return (
    <button
      ref={buttonRef}
      type="button"
      aria-label={t('tileLabel', { number: index + 1 })}
      aria-describedby={descriptionId}
      aria-disabled={!clickable || undefined}
      aria-busy={state === 'loading' || undefined}
      data-state={state}
      tabIndex={focusable ? 0 : -1}
      onClick={() => clickable && onReveal(index)}
      onKeyDown={(event) => onKeyDown(event, index)}
      onFocus={() => onFocus(index)}
      className={cx(
        'group relative grid aspect-square scroll-mt-24 select-none max-lg:scroll-mb-28 place-items-center rounded-xl transition duration-200 ease-out',
        covered &&
          'bg-linear-to-b from-night-500 to-night-600 shadow-[inset_0_1px_0_rgb(255_255_255/0.14),0_4px_0_var(--color-night-800),0_10px_18px_-10px_rgb(0_0_0/0.9)]',
        covered &&
          clickable &&
          'cursor-pointer hover:-translate-y-0.5 hover:from-royal-500 hover:to-royal-700',
        covered && !clickable && state === 'hidden' && 'cursor-default opacity-80',
        state === 'loading' && 'animate-pulse cursor-wait',
        state === 'safe' && !unpicked && 'bg-night-950/80 shadow-glow-win ring-1 ring-win-400/40',
        state === 'mine' && !exploded && 'bg-night-950/60 ring-1 ring-loss-400/20',
        unpicked && 'cursor-default bg-night-950/50',
        exploded && 'bg-loss-500/25 shadow-[0_0_26px_-4px_var(--color-loss-500)] ring-2 ring-loss-400',
        !covered && 'cursor-default',
      )}
    >
      <span id={descriptionId} className="sr-only">
        {t(`state.${state}`)}
      </span>
      {covered && (
        <span
          aria-hidden="true"
          className={cx(
            'size-1/4 rounded-full bg-white/10 transition duration-200',
            clickable && 'group-hover:bg-gold-300/40',
            state === 'loading' &&
              'animate-spin-slow rounded-full border-2 border-gold-300/25 border-t-gold-300 bg-transparent',
          )}
        />
      )}
      {(state === 'safe' || state === 'mine') && (
        // The wrapper dims what the player did not pick; the pop-in animation owns the art's opacity.
        <span
          className={cx(
            'grid w-3/5 place-items-center',
            unpicked && (state === 'safe' ? 'opacity-30' : 'opacity-50'),
          )}
        >
          {state === 'safe' ? (
            <GemArt className="w-full animate-pop-in drop-shadow-[0_4px_10px_rgb(16_185_129/0.45)]" />
          ) : (
            <BombArt className="w-full animate-pop-in" />
          )}
        </span>
      )}
    </button>
  );
}
