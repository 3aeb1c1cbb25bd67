import { expect } from 'vitest';
import type { Database } from '../db/database';
import { scrape } from './cluster-kit';
import { type InstanceName, PIN_HEADER } from './proxy';
import { connectSocket, pause, roundTrip, type TestSocket } from './socket-client';

// Crash on several server processes: which instance drives the round (the casino_crash_driving gauge
// on each instance's metrics port), watchers pinned to one instance, and the books of whole rounds.

/** The instances whose metrics say that they drive the crash round now. */
export async function drivingInstances(metrics: Record<InstanceName, string>): Promise<InstanceName[]> {
  const names = Object.keys(metrics) as InstanceName[];
  const driving = await Promise.all(names.map((name) => scrape(metrics[name], 'casino_crash_driving')));
  return names.filter((_, i) => driving[i] === 1);
}

/** Resolves with the time at which `metricsUrl`'s instance drives the crash round; throws after `timeoutMs`. */
export async function whenDriving(metricsUrl: string, timeoutMs: number): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if ((await scrape(metricsUrl, 'casino_crash_driving').catch(() => 0)) === 1) return Date.now();
    await pause(25);
  }
  throw new Error(`${metricsUrl}: not driving the crash round within ${timeoutMs} ms`);
}

/** A guest's socket through the proxy, pinned to `pin`, watching crash once this resolves. */
export async function watchThrough(proxyUrl: string, pin: InstanceName): Promise<TestSocket> {
  const socket = await connectSocket(proxyUrl, undefined, { extraHeaders: { [PIN_HEADER]: pin } });
  socket.socket.emit('watchCrash', true);
  await roundTrip(socket);
  return socket;
}

/**
 * Every bet of these rounds settled exactly once, all of a piece: its row closed with its payout, one
 * game record, and in the ledger one stake and one settlement (a win of that payout, or a loss).
 * Answers each bet's payout by player.
 */
export async function expectEachBetSettledOnce(
  database: Database,
  roundIds: number[],
): Promise<Map<number, number>> {
  const { db } = database;
  const bets = await db.selectFrom('crashBets').selectAll().where('roundId', 'in', roundIds).execute();
  const payouts = new Map<number, number>();
  for (const bet of bets) {
    const where = `bet ${bet.id} of round ${bet.roundId}`;
    expect(bet.payout, where).not.toBeNull();
    const payout = Number(bet.payout);
    payouts.set(bet.userId, payout);
    const ledger = await db
      .selectFrom('transactions')
      .select(['type', 'amount'])
      .where('userId', '=', bet.userId)
      .where('game', '=', 'crash')
      .where('roundId', '=', bet.roundId)
      .orderBy('id')
      .execute();
    expect(
      ledger.map((row) => [row.type, Number(row.amount)]),
      where,
    ).toEqual([
      ['bet', -Number(bet.betAmount)],
      [bet.cashedOutAt === null ? 'loss' : 'win', payout],
    ]);
    const records = await db
      .selectFrom('gameRecords')
      .select('payout')
      .where('userId', '=', bet.userId)
      .where('game', '=', 'crash')
      .where('nonce', '=', bet.roundId)
      .execute();
    expect(
      records.map((row) => Number(row.payout)),
      where,
    ).toEqual([payout]);
  }
  return payouts;
}
