import type { UserRow } from '../../db/schema';
import type { TokenOwner } from './repository';

/** How long a signed-in session is trusted from memory before the database is asked again. */
export const SESSION_CACHE_TTL_MS = 10_000;
const SESSION_CACHE_SIZE = 50_000;

interface Entry {
  owner: TokenOwner;
  cachedAt: number;
}

/**
 * Signed-in sessions kept in process (token hash -> user), so that a bet does not ask the database
 * who is betting. Every change that ends or alters a session (logout, password or profile change,
 * ban, admin rights) drops the user's entries here and, through the caller, on the other instances;
 * the short time-to-live bounds what a lost message could leave behind.
 */
export function createSessionCache(ttlMs = SESSION_CACHE_TTL_MS, now: () => number = Date.now) {
  const byToken = new Map<string, Entry>();
  const tokensOfUser = new Map<number, Set<string>>();

  function drop(tokenHash: string) {
    const entry = byToken.get(tokenHash);
    if (!entry) return;
    byToken.delete(tokenHash);
    const tokens = tokensOfUser.get(entry.owner.user.id);
    tokens?.delete(tokenHash);
    if (tokens?.size === 0) tokensOfUser.delete(entry.owner.user.id);
  }

  return {
    get(tokenHash: string): TokenOwner | undefined {
      const entry = byToken.get(tokenHash);
      if (!entry) return undefined;
      if (now() - entry.cachedAt > ttlMs) {
        drop(tokenHash);
        return undefined;
      }
      return entry.owner;
    },

    set(tokenHash: string, owner: TokenOwner): void {
      drop(tokenHash);
      if (byToken.size >= SESSION_CACHE_SIZE) drop(byToken.keys().next().value as string);
      byToken.set(tokenHash, { owner, cachedAt: now() });
      let tokens = tokensOfUser.get(owner.user.id);
      if (!tokens) {
        tokens = new Set();
        tokensOfUser.set(owner.user.id, tokens);
      }
      tokens.add(tokenHash);
    },

    forgetToken: drop,

    forgetUser(userId: number): void {
      for (const tokenHash of tokensOfUser.get(userId) ?? []) drop(tokenHash);
    },

    size: () => byToken.size,
  };
}

export type SessionCache = ReturnType<typeof createSessionCache>;

/** What one instance tells the others when a session ended or changed. */
export type SessionChange = { userId: number } | { tokenHash: string };

/** The identity a cached session gives a route; its balance may be old, so read money from the wallet. */
export type SessionUser = UserRow;
