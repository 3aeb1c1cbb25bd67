import type { UserRow } from '../../db/schema';
import type { TokenOwner } from './repository';

/** How long a signed-in session is trusted from memory before the database is asked again. */
export const SESSION_CACHE_TTL_MS = 10_000;
const SESSION_CACHE_SIZE = 50_000;
/** How many recent drops are remembered to judge the reads in flight; reads older than the rest are not cached. */
const DROPS_KEPT = 10_000;

interface Entry {
  owner: TokenOwner;
  tokenHash: string;
  cachedAt: number;
}

/**
 * Signed-in sessions kept in process, so that a bet does not ask the database who is betting. They
 * are filed under the bearer token itself (a request then needs no hash of it) and indexed by the
 * token's hash, the name the database and the other instances know a session by. Every change that
 * ends or alters a session (logout, password or profile change, ban, admin rights) drops the user's
 * entries here and, through the caller, on the other instances; the short time-to-live bounds what a
 * lost message could leave behind.
 *
 * A drop comes after the change committed (on another instance, after that instance's commit), but a
 * read that began before it may still have seen the old row: such a read is answered, never cached.
 * Each read takes a ticket (`readStarts`), the count of drops so far; `set` keeps the session only if
 * neither its user nor its token was dropped since that ticket.
 */
export function createSessionCache(ttlMs = SESSION_CACHE_TTL_MS, now: () => number = Date.now) {
  const byToken = new Map<string, Entry>();
  const tokenOfHash = new Map<string, string>();
  const tokensOfUser = new Map<number, Set<string>>();
  // Drops counted, each user's and token's last one by that count, oldest first; reads that began
  // before `floor` (the last drop forgotten) are never cached.
  let drops = 0;
  let floor = 0;
  const droppedAt = new Map<string, number>();

  function dropped(key: string) {
    drops += 1;
    droppedAt.delete(key);
    if (droppedAt.size >= DROPS_KEPT) {
      const [oldest, at] = droppedAt.entries().next().value as [string, number];
      droppedAt.delete(oldest);
      floor = at;
    }
    droppedAt.set(key, drops);
  }

  /** Whether a read that took ticket `read` may have missed a drop of this user or token. */
  function changedSince(read: number, userId: number, tokenHash: string): boolean {
    return (
      read < floor ||
      (droppedAt.get(`user:${userId}`) ?? 0) > read ||
      (droppedAt.get(`token:${tokenHash}`) ?? 0) > read
    );
  }

  function drop(token: string) {
    const entry = byToken.get(token);
    if (!entry) return;
    byToken.delete(token);
    tokenOfHash.delete(entry.tokenHash);
    const tokens = tokensOfUser.get(entry.owner.user.id);
    tokens?.delete(token);
    if (tokens?.size === 0) tokensOfUser.delete(entry.owner.user.id);
  }

  return {
    get(token: string): TokenOwner | undefined {
      const entry = byToken.get(token);
      if (!entry) return undefined;
      if (now() - entry.cachedAt > ttlMs) {
        drop(token);
        return undefined;
      }
      return entry.owner;
    },

    /** The ticket of a read of the database about to start; `set` takes it back with the result. */
    readStarts: (): number => drops,

    /** Keeps a session read from the database, unless it changed while the read was in flight. */
    set(token: string, tokenHash: string, owner: TokenOwner, read: number): void {
      if (changedSince(read, owner.user.id, tokenHash)) return;
      drop(token);
      const stale = tokenOfHash.get(tokenHash);
      if (stale !== undefined) drop(stale);
      if (byToken.size >= SESSION_CACHE_SIZE) drop(byToken.keys().next().value as string);
      byToken.set(token, { owner, tokenHash, cachedAt: now() });
      tokenOfHash.set(tokenHash, token);
      let tokens = tokensOfUser.get(owner.user.id);
      if (!tokens) {
        tokens = new Set();
        tokensOfUser.set(owner.user.id, tokens);
      }
      tokens.add(token);
    },

    forgetToken(tokenHash: string): void {
      dropped(`token:${tokenHash}`);
      const token = tokenOfHash.get(tokenHash);
      if (token !== undefined) drop(token);
    },

    forgetUser(userId: number): void {
      dropped(`user:${userId}`);
      for (const token of tokensOfUser.get(userId) ?? []) drop(token);
    },

    size: () => byToken.size,
  };
}

export type SessionCache = ReturnType<typeof createSessionCache>;

/** The server-side event by which instances (and the admin command line) tell of sessions that changed. */
export const SESSIONS_CHANGED = 'sessionsChanged';

/** What one instance tells the others when a session ended or changed. */
export type SessionChange = { userId: number } | { tokenHash: string };

/** The identity a cached session gives a route; its balance may be old, so read money from the wallet. */
export type SessionUser = UserRow;
