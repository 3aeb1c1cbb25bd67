import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { nowIso } from '../src/server/clock';
import { openDatabase } from '../src/server/db/database';
import { hashToken, newToken } from '../src/server/http/tokens';
import { sleep } from './processes';

// What `npm run bench:sockets` needs besides the server: many signed-in players at once, the open-file
// limit that so many sockets take, the server's memory, and a way to tell that it has settled.

/** Rows per insert: well under SQLite's limit of bound parameters. */
const CHUNK = 500;

/**
 * Creates `count` players with one sign-in token each, straight in the database, as registration stores
 * them (the token only as its SHA-256 hash) but without argon2, which would take minutes for 10,000.
 * Their password hash is no argon2 hash, so none of them can sign in with a password. Returns the tokens.
 */
export async function createSignedInPlayers(
  databaseUrl: string,
  count: number,
  prefix: string,
): Promise<string[]> {
  const database = await openDatabase(databaseUrl);
  const tokens = Array.from({ length: count }, () => newToken());
  try {
    const now = nowIso();
    const expiresAt = new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString();
    await database.db.transaction().execute(async (trx) => {
      for (let start = 0; start < count; start += CHUNK) {
        const names = Array.from(
          { length: Math.min(CHUNK, count - start) },
          (_, i) => `${prefix}${start + i}`,
        );
        const users = await trx
          .insertInto('users')
          .values(
            names.map((name) => ({
              username: name,
              usernameLower: name.toLowerCase(),
              email: `${name}@example.com`,
              emailLower: `${name.toLowerCase()}@example.com`,
              passwordHash: 'bench: no password',
              funFunds: 0,
              createdAt: now,
              updatedAt: now,
            })),
          )
          .returning(['id', 'username'])
          .execute();
        const idOf = new Map(users.map((user) => [user.username, user.id]));
        await trx
          .insertInto('authTokens')
          .values(
            names.map((name, i) => ({
              tokenHash: hashToken(tokens[start + i] as string),
              userId: idOf.get(name) as number,
              createdAt: now,
              expiresAt,
            })),
          )
          .execute();
      }
    });
  } finally {
    await database.close();
  }
  return tokens;
}

/** The soft open-file limit of this shell (inherited by our server), or null when it cannot be read. */
export function openFileLimit(): number | null {
  const answer = spawnSync('sh', ['-c', 'ulimit -n'], { encoding: 'utf8' });
  const text = answer.stdout?.trim() ?? '';
  if (text === 'unlimited') return Number.POSITIVE_INFINITY;
  const value = Number(text);
  return answer.status === 0 && Number.isFinite(value) ? value : null;
}

/** Descriptors beyond the sockets: the database, the listening socket, node's own, a margin. */
export const FILE_MARGIN = 512;

/** A line on the limit when it is too low for `sockets`, else null. */
export function openFileProblem(sockets: number): string | null {
  const limit = openFileLimit();
  const needed = sockets + FILE_MARGIN;
  if (limit === null || limit >= needed) return null;
  return (
    `the open-file limit (ulimit -n) is ${limit}, but ${sockets} sockets need about ${needed} open files ` +
    `in our server and as many in the load generator. Raise it in this shell first, e.g. \`ulimit -n ${Math.max(65_536, needed)}\` ` +
    `(up to the hard limit, \`ulimit -Hn\`), or run fewer: BENCH_SOCKETS=${Math.max(1, limit - FILE_MARGIN)}.`
  );
}

export interface Memory {
  /** Resident set size now, in MB. */
  rssMb: number;
  /** The peak resident set size so far, in MB. */
  peakMb: number;
}

/** VmRSS and VmHWM of process `pid` from /proc (Linux), or null elsewhere. */
export function processMemory(pid: number): Memory | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (field: string) =>
      Number(new RegExp(`^${field}:\\s+(\\d+)\\s+kB`, 'm').exec(status)?.[1] ?? NaN);
    const rss = kb('VmRSS');
    if (!Number.isFinite(rss)) return null;
    return { rssMb: rss / 1024, peakMb: kb('VmHWM') / 1024 };
  } catch {
    return null;
  }
}

/** /proc reports CPU time in USER_HZ ticks, 100 a second on Linux whatever the kernel's own rate. */
const TICKS_PER_SECOND = 100;

/** CPU time (user and system, ms) process `pid` has used so far, from /proc (Linux), or null elsewhere. */
export function processCpuMs(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The fields after the command name, which is in parentheses and may hold spaces: utime and stime
    // are the 14th and 15th of the line, so the 12th and 13th of these.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ticks) ? (ticks * 1000) / TICKS_PER_SECOND : null;
  } catch {
    return null;
  }
}

const QUIET_WINDOW_MS = 500;
/** Busy less than this share of one core over a window: the work of the handshakes is done. */
const QUIET_SHARE = 0.1;

/**
 * Waits until process `pid` is quiet (below 10% of a core for half a second), at most `maxMs`.
 * Returns the seconds waited, or null when it did not settle (or cannot be watched: then after 1 s).
 * Each handshake leaves work behind it (presence rows, friends told): on PostgreSQL it queues behind
 * the connection pool and may still drain after the last socket connected.
 */
export async function waitForQuiet(pid: number, maxMs: number): Promise<number | null> {
  const started = performance.now();
  let before = processCpuMs(pid);
  if (before === null) {
    await sleep(1000);
    return null;
  }
  while (performance.now() - started < maxMs) {
    await sleep(QUIET_WINDOW_MS);
    const now = processCpuMs(pid);
    if (now === null) return null;
    if (now - before <= QUIET_WINDOW_MS * QUIET_SHARE) return (performance.now() - started) / 1000;
    before = now;
  }
  return null;
}
