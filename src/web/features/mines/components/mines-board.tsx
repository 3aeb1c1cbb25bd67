import { type KeyboardEvent, useRef, useState } from 'react';
import { MINES_TILES } from '../../../../games/mines';
import { useMinesText } from '../texts';
import { MinesTile, type TileView } from './mines-tile';

const COLUMNS = 5;

interface MinesBoardProps {
  tiles: TileView[];
  /** Whether hidden tiles can be revealed now (a game is playing and nothing is pending). */
  interactive: boolean;
  onReveal: (index: number) => void;
}

/** The 5x5 grid: one tab stop, arrow keys (and Home/End) move between tiles. */
export function MinesBoard({ tiles, interactive, onReveal }: MinesBoardProps) {
  const t = useMinesText();
  const [focusIndex, setFocusIndex] = useState(0);
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);

  const move = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const row = Math.floor(index / COLUMNS);
    let next: number | null = null;
    switch (event.key) {
      case 'ArrowRight':
        next = Math.min(MINES_TILES - 1, index + 1);
        break;
      case 'ArrowLeft':
        next = Math.max(0, index - 1);
        break;
      case 'ArrowDown':
        next = index + COLUMNS < MINES_TILES ? index + COLUMNS : index;
        break;
      case 'ArrowUp':
        next = index - COLUMNS >= 0 ? index - COLUMNS : index;
        break;
      case 'Home':
        next = event.ctrlKey ? 0 : row * COLUMNS;
        break;
      case 'End':
        next = event.ctrlKey ? MINES_TILES - 1 : row * COLUMNS + COLUMNS - 1;
        break;
      default:
        return;
    }
    event.preventDefault();
    setFocusIndex(next);
    buttons.current[next]?.focus();
  };

  return (
    <fieldset
      aria-label={t('boardLabel')}
      className="mx-auto grid w-full max-w-[34rem] grid-cols-5 gap-2 sm:gap-3"
      data-testid="mines-board"
    >
      {tiles.map((tile) => (
        <MinesTile
          key={tile.index}
          tile={tile}
          clickable={interactive && tile.state === 'hidden'}
          focusable={tile.index === focusIndex}
          buttonRef={(element) => {
            buttons.current[tile.index] = element;
          }}
          onReveal={onReveal}
          onKeyDown={move}
          onFocus={setFocusIndex}
        />
      ))}
    </fieldset>
  );
}
