import { describe, expect, it } from 'vitest';
import { fairnessMessages } from '../../../contract/fairness';
import { messages } from '../../../contract/messages';
import { type MinesResponse, minesMessages } from '../../../contract/mines';
import { roundMessages } from '../../../contract/rounds-texts';
import { fairFloats } from '../../../games/fair';
import {
  MINES_ERRORS,
  MINES_FLOATS,
  type MinesState,
  minesMultiplier,
  placeMines,
} from '../../../games/mines';
import { bearer, expectMessage, itRefusesBets, testDialects, useTestApp } from '../../testing/test-app';

describe.each(testDialects())('mines API on %s', (dialect) => {
  const t = useTestApp(dialect);

  const play = (user: { token: string }, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/games/mines', payload, headers: bearer(user) });
  /** The secret mine positions, read straight from the server's store (tests only). */
  const secretMines = async (userId: number) => {
    const row = await t.database.db
      .selectFrom('gameRounds')
      .select('state')
      .where('userId', '=', userId)
      .where('status', '=', 'playing')
      .executeTakeFirstOrThrow();
    return (JSON.parse(row.state) as MinesState).mines;
  };
  const safeTiles = (mines: number[]) =>
    Array.from({ length: 25 }, (_, i) => i).filter((i) => !mines.includes(i));

  it('plays to a cash-out: mines stay secret until the end, and the win is floor(bet × multiplier)', async () => {
    const user = await t.register();
    const start = await play(user, { action: 'start', betAmount: 10, difficulty: 3 });
    expect(start.statusCode).toBe(200);
    const started = start.json<MinesResponse>();
    expect(started).toMatchObject({ newBalance: 90, multiplier: 1, mines: [], result: null, betId: null });
    expect(started.game).toMatchObject({
      status: 'playing',
      mineCount: 3,
      betAmount: 10,
      mines: [],
      nextMultiplier: 1.13,
    });
    expect(started.game.safeProbability).toBeCloseTo(22 / 25);

    const mines = await secretMines(user._id);
    const [a, b] = safeTiles(mines);
    const first = (await play(user, { action: 'reveal', selectedTile: a })).json<MinesResponse>();
    expect(first).toMatchObject({
      result: 'safe',
      multiplier: minesMultiplier(3, 1),
      revealedTiles: [a],
      mines: [],
    });
    expect(JSON.stringify(first)).not.toContain(JSON.stringify(mines));

    // A reload resumes the round.
    const current = (await t.app.inject({ url: '/api/games/mines', headers: bearer(user) })).json();
    expect(current.game).toMatchObject({ status: 'playing', revealedTiles: [a], mines: [] });

    await play(user, { action: 'reveal', selectedTile: b });
    const cash = (await play(user, { action: 'cashout' })).json<MinesResponse>();
    const multiplier = minesMultiplier(3, 2);
    expect(cash).toMatchObject({ multiplier, winAmount: Math.floor(10 * multiplier), mines });
    expect(cash.game.status).toBe('won');
    expect(cash.newBalance).toBe(90 + Math.floor(10 * multiplier));
    expect((await t.app.inject({ url: '/api/games/mines', headers: bearer(user) })).json()).toEqual({
      game: null,
    });
    await t.expectLedgerConsistent(user._id);

    // The recorded bet recomputes: the same floats place the same mines.
    const { previous } = (
      await t.app.inject({ method: 'POST', url: '/api/fairness/rotate', headers: bearer(user) })
    ).json();
    const floats = fairFloats(
      { serverSeed: previous.serverSeed, clientSeed: cash.game.clientSeed, nonce: cash.game.nonce },
      MINES_FLOATS,
    );
    expect(placeMines(3, floats)).toEqual(mines);
  });

  it('loses the bet on a mine and shows every mine', async () => {
    const user = await t.register();
    await play(user, { action: 'start', betAmount: 20, difficulty: 5 });
    const mines = await secretMines(user._id);
    const res = (await play(user, { action: 'reveal', selectedTile: mines[0] })).json<MinesResponse>();
    expect(res).toMatchObject({ result: 'mine', winAmount: 0, newBalance: 80, mines });
    expect(res.game.status).toBe('lost');
    expect(res.betId).toEqual(expect.any(Number));
    await t.expectLedgerConsistent(user._id);
  });

  it('cashes out by itself on the last safe tile', async () => {
    const user = await t.register();
    await play(user, { action: 'start', betAmount: 10, difficulty: 24 });
    const mines = await secretMines(user._id);
    const res = (
      await play(user, { action: 'reveal', selectedTile: safeTiles(mines)[0] })
    ).json<MinesResponse>();
    expect(res.game.status).toBe('won');
    expect(res.winAmount).toBe(250);
    expect(res.newBalance).toBe(340);
  });

  itRefusesBets(t, '/api/games/mines', [
    [{ action: 'start', difficulty: 3 }, minesMessages.betRequired],
    [{ action: 'start', betAmount: 10 }, minesMessages.difficultyRequired],
    [{ action: 'start', betAmount: 0, difficulty: 3 }, messages.betPositive],
    [{ action: 'start', betAmount: 10, difficulty: 0 }, MINES_ERRORS.mineCount],
    [{ action: 'start', betAmount: 10, difficulty: 25 }, MINES_ERRORS.mineCount],
    [{ action: 'start', betAmount: 10, difficulty: 2.5 }, 'Difficulty must be a whole number'],
    [{ action: 'start', betAmount: 101, difficulty: 3 }, messages.insufficientFunds],
    [{ action: 'reveal', selectedTile: 3 }, MINES_ERRORS.notPlaying],
    [{ action: 'cashout' }, MINES_ERRORS.notPlaying],
    [{ action: 'explode' }, 'Action must be start, reveal or cashout'],
  ]);

  it('refuses a second game, a tile twice, a tile off the board, an early cash-out and a seed rotation', async () => {
    const user = await t.register();
    await play(user, { action: 'start', betAmount: 10, difficulty: 1 });
    const again = await play(user, { action: 'start', betAmount: 10, difficulty: 1 });
    expectMessage(again, 409, minesMessages.alreadyPlaying);
    expect((await play(user, { action: 'cashout' })).json()).toMatchObject({
      message: MINES_ERRORS.cashoutTooEarly,
    });
    expect((await play(user, { action: 'reveal' })).json()).toMatchObject({
      message: minesMessages.tileRequired,
    });
    expect((await play(user, { action: 'reveal', selectedTile: 25 })).json()).toMatchObject({
      message: MINES_ERRORS.tile,
    });
    const rotate = await t.app.inject({ method: 'POST', url: '/api/fairness/rotate', headers: bearer(user) });
    expectMessage(rotate, 409, fairnessMessages.roundInProgress);

    const tile = safeTiles(await secretMines(user._id))[0];
    expect((await play(user, { action: 'reveal', selectedTile: tile })).statusCode).toBe(200);
    const twice = await play(user, { action: 'reveal', selectedTile: tile });
    expectMessage(twice, 400, MINES_ERRORS.alreadyRevealed);
    await t.expectLedgerConsistent(user._id);
  });

  it('pays a cash-out once when two race', async () => {
    const user = await t.register();
    await play(user, { action: 'start', betAmount: 50, difficulty: 10 });
    await play(user, { action: 'reveal', selectedTile: safeTiles(await secretMines(user._id))[0] });
    const results = await Promise.all([play(user, { action: 'cashout' }), play(user, { action: 'cashout' })]);
    const paid = results.filter((r) => r.statusCode === 200);
    expect(paid).toHaveLength(1);
    const other = results.find((r) => r.statusCode !== 200);
    expect([MINES_ERRORS.notPlaying, roundMessages.busy]).toContain(other?.json().message);
    const balance = await t.expectLedgerConsistent(user._id);
    expect(balance).toBe(50 + Math.floor(50 * minesMultiplier(10, 1)));
  });

  it('needs a signed-in user', async () => {
    expect((await t.app.inject({ url: '/api/games/mines' })).statusCode).toBe(401);
  });
});
