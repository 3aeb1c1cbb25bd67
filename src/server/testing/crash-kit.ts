import {
  betViewsOf,
  type CrashBetsPlaced,
  type CrashBetView,
  type CrashCashedOut,
  type CrashCashout,
  type CrashRoundView,
  type CrashState,
  type CrashTick,
  cashoutOfEntry,
} from '../../contract/crash';
import { crashPointFromHash } from '../../games/crash';
import { buildCheckpoints, roundHash } from '../../games/crash-chain';
import type { AppConfig } from '../config';
import type { DialectName } from '../db/database';
import { nodeSha256Hex } from '../domains/crash/chain';
import { connectSocket, listenOnFreePort, roundTrip, type TestSocket } from './socket-client';
import { buildTestApp, type TestApp } from './test-app';

// Crash tests run real rounds on the real clock; a fixed chain makes each round's point known in
// advance, so a test picks the seed whose first rounds crash where it needs them to.

export const CRASH_TEST_CHAIN_LENGTH = 2_000;

/** A cash-out as a watcher hears it: batched on its own (crashCashedOut) or riding on a tick. */
export type HeardCashout = CrashCashout & { roundId: number };

/** The cash-outs an event carries, for TestSocket.nextItem: `watcher.nextItem(cashoutsIn, (paid) => …)`. */
export function cashoutsIn(event: string, payload: unknown): HeardCashout[] {
  if (event === 'crashCashedOut') {
    const { roundId, cashouts } = payload as CrashCashedOut;
    return cashouts.map((entry) => ({ roundId, ...cashoutOfEntry(entry) }));
  }
  if (event === 'crashTick') {
    const { id, cashouts = [] } = payload as CrashTick;
    return cashouts.map((entry) => ({ roundId: id, ...cashoutOfEntry(entry) }));
  }
  return [];
}

/** The bets an event carries (crashBetsPlaced), each with its round, for TestSocket.nextItem. */
export function placedBetsIn(event: string, payload: unknown): (CrashBetView & { roundId: number })[] {
  if (event !== 'crashBetsPlaced') return [];
  const placed = payload as CrashBetsPlaced;
  return betViewsOf(placed).map((bet) => ({ roundId: placed.roundId, ...bet }));
}
export const CRASH_TEST_SALT = 'crash test salt';

/** The crash points of rounds 1 to `rounds` of the test chain made from `seed`. */
export function crashPointsOf(seed: string, rounds: number, salt = CRASH_TEST_SALT): number[] {
  const checkpoints = buildCheckpoints(seed, CRASH_TEST_CHAIN_LENGTH, 1000, nodeSha256Hex);
  return Array.from({ length: rounds }, (_, i) =>
    crashPointFromHash(roundHash(i + 1, checkpoints, nodeSha256Hex), salt),
  );
}

/** The first seed `crash test N` whose round i + 1 crashes where `wants[i]` accepts. */
export function seedWhere(wants: ((crashPoint: number) => boolean)[]): string {
  for (let n = 0; n < 100_000; n += 1) {
    const seed = `crash test ${n}`;
    const points = crashPointsOf(seed, wants.length);
    if (points.every((point, i) => wants[i]?.(point))) return seed;
  }
  throw new Error('no test seed fits');
}

export const between = (low: number, high: number) => (point: number) => point >= low && point <= high;

/** The crash settings of a test app: the test chain from `seed`, short phases. */
export function crashTestConfig(seed: string, overrides: Partial<AppConfig> = {}): Partial<AppConfig> {
  return {
    crashChainLength: CRASH_TEST_CHAIN_LENGTH,
    crashChainSeed: seed,
    crashChainSalt: CRASH_TEST_SALT,
    crashBettingMs: 1500,
    crashPauseMs: 300,
    ...overrides,
  };
}

/** The next round opened with at least a second of betting left. */
export const nextOpenRound = (socket: TestSocket, timeoutMs: number): Promise<CrashRoundView> =>
  socket.next(
    'crashRoundOpened',
    (round) => Date.parse(round.startsAt as string) - Date.now() > 1_000,
    timeoutMs,
  );

/** A socket (a guest's) watching crash: it has joined the room when this resolves. */
export async function watchCrash(url: string): Promise<TestSocket> {
  const socket = await connectSocket(url);
  socket.socket.emit('watchCrash', true);
  await roundTrip(socket);
  return socket;
}

export interface CrashTestApp {
  t: TestApp;
  url: string;
  watcher: TestSocket;
  state(): Promise<CrashState>;
  close(): Promise<void>;
}

/** The real app on a fresh database, listening, with a guest watching crash. */
export async function buildCrashApp(
  dialect: DialectName,
  seed: string,
  overrides: Partial<AppConfig> = {},
): Promise<CrashTestApp> {
  const t = await buildTestApp(dialect, crashTestConfig(seed, overrides));
  const url = await listenOnFreePort(t.app);
  const watcher = await watchCrash(url);
  return {
    t,
    url,
    watcher,
    state: async () => (await t.call('GET', '/api/games/crash')).json<CrashState>(),
    async close() {
      watcher.close();
      await t.close();
    },
  };
}
