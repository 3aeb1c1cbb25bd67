import { expect } from 'vitest';
import type { LeaderboardEntry, LeaderboardResponse } from '../../contract/leaderboard';
import type { TestApp } from './test-app';

/** What the checks read: the app to ask and the database to recount from. */
type AppOnDatabase = Pick<TestApp, 'app' | 'database'>;

export interface Recount {
  mostFf: Map<number, number>;
  largestWin: Map<number, { value: number; game: string }>;
}

/**
 * The lists worked out from scratch, apart from the app's code: balances from summing each ledger,
 * largest wins from walking every 'win' row of a game, net of its stake.
 */
export async function recount(t: AppOnDatabase): Promise<Recount> {
  const rows = await t.database.db
    .selectFrom('transactions')
    .select(['id', 'userId', 'type', 'game', 'amount', 'stake'])
    .orderBy('id')
    .execute();
  const mostFf = new Map<number, number>();
  const largestWin = new Map<number, { value: number; game: string }>();
  for (const row of rows) {
    const amount = Number(row.amount);
    mostFf.set(row.userId, (mostFf.get(row.userId) ?? 0) + amount);
    // A round's payout row carries the stake it is net of; an instant bet's row is the net already.
    const net = amount - Number(row.stake ?? 0);
    if (row.type === 'win' && row.game && net > 0) {
      const best = largestWin.get(row.userId);
      if (!best || net > best.value) largestWin.set(row.userId, { value: net, game: row.game });
    }
  }
  return { mostFf, largestWin };
}

export async function board(t: AppOnDatabase): Promise<LeaderboardResponse> {
  const response = await t.app.inject({ method: 'GET', url: '/api/leaderboard' });
  expect(response.statusCode).toBe(200);
  return response.json<LeaderboardResponse>();
}

export function expectBoardMatches(actual: LeaderboardResponse, expected: Recount, players: number[]) {
  const mine = (list: LeaderboardEntry[]) => list.filter((entry) => players.includes(entry.userId));
  const most = mine(actual.most_ff);
  expect(new Map(most.map((entry) => [entry.userId, entry.value]))).toEqual(
    new Map(players.map((id) => [id, expected.mostFf.get(id)])),
  );
  const wins = mine(actual.largest_win);
  expect(new Map(wins.map((entry) => [entry.userId, { value: entry.value, game: entry.gameType }]))).toEqual(
    new Map(
      players.filter((id) => expected.largestWin.has(id)).map((id) => [id, expected.largestWin.get(id)]),
    ),
  );
  // Ranked by value, biggest first.
  for (const list of [actual.most_ff, actual.largest_win]) {
    const values = list.map((entry) => entry.value);
    expect(values).toEqual([...values].sort((a, b) => b - a));
  }
}
