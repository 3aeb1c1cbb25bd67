import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { crashPointFromHash } from '../src/games/crash';
import { buildCheckpoints, roundHash } from '../src/games/crash-chain';
import { openDatabase } from '../src/server/db/database';
import { nodeSha256Hex } from '../src/server/domains/crash/chain';
import { startCasino, waitForHttp } from './processes';
import type { BenchSettings } from './settings';
import { fundUsersIn } from './setup';
import { createSignedInPlayers } from './socket-setup';

// What bench:crash needs before its rounds: a chain of its own making, whose crash points it knows,
// our server's instances on one database, and the players and watchers signed in.

/** Hashes in the chain of the benchmark's servers: far more rounds than a run plays. */
export const BENCH_CHAIN_LENGTH = 300;
/** Seeds tried before the search gives up (a window too long for its cap). */
const SEED_TRIES = 100_000;

export interface BenchChain {
  seed: string;
  salt: string;
  /** Rounds 1 to `window` all crash at or below `maxPoint`. */
  window: number;
  maxPoint: number;
  crashPointOf(round: number): number;
}

/**
 * A seed whose first `window` rounds all crash at or below `maxPoint`: a round's length is then known
 * (at most elapsedForMultiplier(maxPoint)), and so is the run's. The first seed that fits is taken;
 * the rounds' points are otherwise as the game draws them.
 */
export function chooseChain(window: number, maxPoint: number): BenchChain {
  const salt = randomBytes(16).toString('hex');
  const prefix = `bench crash ${randomBytes(4).toString('hex')} `;
  for (let n = 0; n < SEED_TRIES; n += 1) {
    const seed = `${prefix}${n}`;
    // Every hash kept (every = 1): a round's hash is then a look-up.
    const checkpoints = buildCheckpoints(seed, BENCH_CHAIN_LENGTH, 1, nodeSha256Hex);
    const pointOf = (round: number) => crashPointFromHash(roundHash(round, checkpoints, nodeSha256Hex), salt);
    let fits = true;
    for (let round = 1; round <= window && fits; round += 1) fits = pointOf(round) <= maxPoint;
    if (fits) return { seed, salt, window, maxPoint, crashPointOf: pointOf };
  }
  throw new Error(`no seed in ${SEED_TRIES} has ${window} rounds in a row at or below ${maxPoint}x`);
}

/**
 * How many rounds from the first the seed search can hold under `maxPoint` in about a thousand tries:
 * the rounds to play and up to 20 that may pass while the sockets connect, at least the rounds and 2.
 */
export function chainWindow(rounds: number, maxPoint: number): number {
  const below = Math.max(0.01, 1 - 0.99 / maxPoint);
  const affordable = Math.floor(Math.log(1 / 1000) / Math.log(below));
  return Math.max(rounds + 2, Math.min(rounds + 20, affordable));
}

/** The crash settings of every instance the run starts. */
export function crashEnv(chain: BenchChain, bettingMs: number, pauseMs: number): NodeJS.ProcessEnv {
  return {
    CRASH_CHAIN_LENGTH: String(BENCH_CHAIN_LENGTH),
    CRASH_CHAIN_SEED: chain.seed,
    CRASH_CHAIN_SALT: chain.salt,
    CRASH_BETTING_MS: String(bettingMs),
    CRASH_PAUSE_MS: String(pauseMs),
    // Nothing is in flight when the run stops its servers: no drain to wait for.
    SHUTDOWN_DRAIN_MS: '0',
  };
}

/**
 * `count` instances of our server on `databaseUrl`, started together (the migrations take a lock, the
 * first chain stored wins), each answering /api/health.
 */
export async function startInstances(
  count: number,
  databaseUrl: string,
  settings: BenchSettings,
  env: NodeJS.ProcessEnv,
): Promise<{ servers: ChildProcess[]; urls: string[] }> {
  const started = await Promise.all(
    Array.from({ length: count }, () =>
      startCasino({ serverEntry: settings.serverEntry, databaseUrl, profileDir: settings.profileDir, env }),
    ),
  );
  await Promise.all(started.map(({ casino, baseUrl }) => waitForHttp(`${baseUrl}/api/health`, casino)));
  return { servers: started.map(({ casino }) => casino), urls: started.map(({ baseUrl }) => baseUrl) };
}

/**
 * `players` signed-in players, funded (bench/setup.ts's FUNDING each, with its ledger row), and
 * watchers for the rest of `sockets`: the tokens of the players, then the sockets' (the players first).
 */
export async function signInCrowd(
  databaseUrl: string,
  players: number,
  sockets: number,
): Promise<{ players: string[]; sockets: string[] }> {
  const playerTokens = await createSignedInPlayers(databaseUrl, players, 'crash_player_');
  const watcherTokens = await createSignedInPlayers(
    databaseUrl,
    Math.max(0, sockets - players),
    'crash_watcher_',
  );
  const database = await openDatabase(databaseUrl);
  try {
    const ids = await database.db
      .selectFrom('users')
      .select('id')
      .where('username', 'like', 'crash_player_%')
      .execute();
    await fundUsersIn(
      database.db,
      ids.map((row) => row.id),
    );
  } finally {
    await database.close();
  }
  return { players: playerTokens, sockets: [...playerTokens, ...watcherTokens].slice(0, sockets) };
}
