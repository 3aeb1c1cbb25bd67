import { useCallback, useLayoutEffect, useRef } from 'react';
import type { MinesGame, MinesResponse } from '../../../../contract/mines';
import { MINES_TILES } from '../../../../games/mines';
import { type AutoBet, type AutoRound, useAutoBet } from '../../../lib/use-auto-bet';

interface MinesActions {
  start: () => Promise<MinesResponse | 'funds' | 'failed'>;
  reveal: (tile: number, shown: MinesGame | null) => Promise<MinesResponse | null>;
  cashOut: (shown: MinesGame | null) => Promise<MinesResponse | null>;
}

const wait = (ms: number) => new Promise<void>((resolve) => window.setTimeout(resolve, ms));

/** A hidden tile picked at random: autobet's picks, which the fair draw does not depend on. */
function pickHiddenTile(game: MinesGame): number {
  const hidden = Array.from({ length: MINES_TILES }, (_, tile) => tile).filter(
    (tile) => !game.revealedTiles.includes(tile),
  );
  return hidden[Math.floor(Math.random() * hidden.length)] ?? 0;
}

function settled(game: MinesGame): AutoRound {
  return { kind: 'settled', profit: game.winAmount - game.betAmount, payout: game.winAmount };
}

/**
 * Mines autobet: each bet starts a game at the current stake and mine count, uncovers `tiles` tiles
 * and cashes out, unless a mine ends it first.
 */
export function useMinesAutobet(actions: MinesActions, tiles: number, instant: boolean): AutoBet {
  const latest = useRef({ actions, tiles, instant });
  // Updated as the render commits, not after the paint: on a busy machine a paint came later than
  // the pause between two games, and the next game was asked of the previous render's actions.
  useLayoutEffect(() => {
    latest.current = { actions, tiles, instant };
  }, [actions, tiles, instant]);

  const playRound = useCallback(async (): Promise<AutoRound> => {
    const { actions: act, tiles: wanted, instant: quick } = latest.current;
    const started = await act.start();
    if (started === 'funds' || started === 'failed') return { kind: started };
    let game = started.game;
    const picks = Math.min(wanted, MINES_TILES - game.mineCount);
    for (let pick = 0; pick < picks && game.status === 'playing'; pick += 1) {
      if (!quick) await wait(180);
      const answer = await act.reveal(pickHiddenTile(game), game);
      if (!answer) return { kind: 'failed' };
      game = answer.game;
    }
    if (game.status !== 'playing') return settled(game);
    const cashed = await act.cashOut(game);
    return cashed ? settled(cashed.game) : { kind: 'failed' };
  }, []);

  return useAutoBet(playRound, { pauseMs: instant ? 150 : 500 });
}
