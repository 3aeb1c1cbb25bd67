import type { UserRow } from '../../db/schema';
import type { TokenOwner } from './repository';

/** How long a signed-in session is trusted from memory before the database is asked again. */
export const SESSION_CACHE_TTL_MS = 10_000;
const SESSION_CACHE_SIZE = 50_000;

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
 */
export function createSessionCache(ttlMs = SESSION_CACHE_TTL_MS, now: () => number = Date.now) {
  const byToken = new Map<string, Entry>();
  const tokenOfHash = new Map<string, string>();
  const tokensOfUser = new Map<number, Set<string>>();

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

    set(token: string, tokenHash: string, owner: TokenOwner): void {
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
      const token = tokenOfHash.get(tokenHash);
      if (token !== undefined) drop(token);
    },

    forgetUser(userId: number): void {
      for (const token of tokensOfUser.get(userId) ?? []) drop(token);
    },

    size: () => byToken.size,
  };
}

export type SessionCache = ReturnType<typeof createSessionCache>;

/** What one instance tells the others when a session ended or changed. */
export type SessionChange = { userId: number } | { tokenHash: string };

/** The identity a cached session gives a route; its balance may be old, so read money from the wallet. */
export type SessionUser = UserRow;
