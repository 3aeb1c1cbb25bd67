import type { SlotsHistoryEntry } from '../../../contract/slots';
import { SLOTS_HISTORY_LIMIT } from '../../../contract/slots-texts';
import { readJson, writeJson } from '../../lib/storage';

/** SPEC.md section 3: a spin as this browser remembers it. `betId` is the server's record of it. */
export interface LocalSlotsEntry {
  timestamp: number;
  bet: number;
  won: boolean;
  winAmount: number;
  symbols: string[][];
  clientId: string;
  betId: number;
}

/** One row of Game History, whichever side it came from. */
export interface SlotsHistoryItem {
  key: string;
  /** The server's bet id (for the Verify link). */
  betId: number;
  time: number;
  bet: number;
  won: boolean;
  winAmount: number;
  symbols: string[][];
}

export function historyKey(userId: number): string {
  return `slotsHistory:${userId}`;
}

function isEntry(value: unknown): value is LocalSlotsEntry {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Partial<LocalSlotsEntry>;
  return (
    typeof entry.timestamp === 'number' &&
    typeof entry.bet === 'number' &&
    typeof entry.won === 'boolean' &&
    typeof entry.winAmount === 'number' &&
    typeof entry.clientId === 'string' &&
    Array.isArray(entry.symbols) &&
    typeof entry.betId === 'number'
  );
}

/** The stored spins of one player, newest first; anything unreadable or without its bet id is dropped. */
export function readLocalHistory(userId: number): LocalSlotsEntry[] {
  const stored = readJson<unknown>(historyKey(userId));
  return Array.isArray(stored) ? stored.filter(isEntry).slice(0, SLOTS_HISTORY_LIMIT) : [];
}

/** Stores a new spin in front of the player's list (kept at 20) and returns the new list. */
export function saveLocalEntry(userId: number, entry: LocalSlotsEntry): LocalSlotsEntry[] {
  const next = [entry, ...readLocalHistory(userId).filter((old) => old.clientId !== entry.clientId)].slice(
    0,
    SLOTS_HISTORY_LIMIT,
  );
  writeJson(historyKey(userId), next);
  return next;
}

export function newClientId(): string {
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

/** Local spins and the server's history as one list, newest first, each bet once, at most 20. */
export function mergeHistory(local: LocalSlotsEntry[], server: SlotsHistoryEntry[]): SlotsHistoryItem[] {
  const items: SlotsHistoryItem[] = server.map((entry) => ({
    key: `server-${entry._id}`,
    betId: entry._id,
    time: Date.parse(entry.createdAt),
    bet: entry.betAmount,
    won: entry.win,
    winAmount: entry.winAmount,
    symbols: entry.symbols,
  }));
  const serverIds = new Set(server.map((entry) => entry._id));

  for (const entry of local) {
    if (serverIds.has(entry.betId)) continue;
    items.push({
      key: `local-${entry.clientId}`,
      betId: entry.betId,
      time: entry.timestamp,
      bet: entry.bet,
      won: entry.won,
      winAmount: entry.winAmount,
      symbols: entry.symbols,
    });
  }

  // Bet ids grow with every bet, so they order the spins exactly whatever the two clocks say.
  return items
    .filter((item) => Number.isFinite(item.time))
    .sort((a, b) => b.betId - a.betId)
    .slice(0, SLOTS_HISTORY_LIMIT);
}
