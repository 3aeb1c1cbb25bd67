import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_AMOUNT } from '../../../contract/common-texts';
import type { MinesResponse } from '../../../contract/mines';
import { MINES_FLOATS, MINES_TILES, minesMaxMultiplier, placeMines } from '../../../games/mines';
import {
  type Answer,
  answerOf,
  type Bettor,
  expectNothingRevealed,
  expectUntouched,
  forceNextDraw,
  hostileStakes,
  poorPlayer,
  richAndPoor,
} from '../../testing/refusal-kit';
import { testDialects, useTestApp } from '../../testing/test-app';

// Issue 33 for mines: a start is sent under a layout with a mine on the first tile and one without.
// A refusal must read the same under both and cost nothing; an accepted start is played on, to a
// mine or across the whole board, and no step of it may fail (the largest cash-out was checked).

const starts = fc.integer({ min: 1, max: 24 }).chain((difficulty) =>
  fc.record({
    difficulty: fc.constant(difficulty),
    betAmount: hostileStakes(minesMaxMultiplier(difficulty)),
    poor: poorPlayer,
  }),
);

describe.each(testDialects())('a refused mines start reveals nothing on %s', (dialect) => {
  const t = useTestApp(dialect);
  const move = (user: Bettor, body: object) => t.call('POST', '/api/games/mines', user, body);

  /** Plays an accepted round on: the first tile when it is a mine, else every safe tile. */
  async function playOut(user: Bettor, mines: number[]) {
    const tiles = mines.includes(0)
      ? [0]
      : Array.from({ length: MINES_TILES }, (_, tile) => tile).filter((tile) => !mines.includes(tile));
    let last: MinesResponse | undefined;
    for (const selectedTile of tiles) {
      const response = await move(user, { action: 'reveal', selectedTile });
      expect(response.statusCode, response.body).toBe(200);
      last = response.json<MinesResponse>();
    }
    expect(last?.game.status).toBe(mines.includes(0) ? 'lost' : 'won');
    expect(last?.winAmount).toBeLessThanOrEqual(MAX_AMOUNT);
  }

  it('answers a refused start alike whatever the mines, and a round started never fails', async () => {
    const [rich, poor] = await richAndPoor(t);
    await fc.assert(
      fc.asyncProperty(starts, async ({ poor: isPoor, ...start }) => {
        const user = isPoor ? poor : rich;
        const answers: Answer[] = [];
        for (const mineOnFirst of [true, false]) {
          let mines: number[] = [];
          const before = await forceNextDraw(t, user, MINES_FLOATS, (floats) => {
            mines = placeMines(start.difficulty, floats);
            return mines.includes(0) === mineOnFirst;
          });
          const answer = answerOf(await move(user, { action: 'start', ...start }));
          answers.push(answer);
          await expectUntouched(t.database, user._id, before, answer);
          if (answer.status === 200) await playOut(user, mines);
        }
        expectNothingRevealed(start, answers);
      }),
      { numRuns: 10 },
    );
  });
});
