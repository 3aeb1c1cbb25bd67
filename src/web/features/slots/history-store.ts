import { SLOTS_HISTORY_LIMIT, type SlotsHistoryEntry } from '../../../contract/slots';
import { readJson, writeJson } from '../../lib/storage';

/** SPEC.md section 3: a spin as this browser remembers it. `betId` links it to the server's record. */
export interface LocalSlotsEntry {
  timestamp: number;
  bet: number;
  won: boolean;
  winAmount: number;
  symbols: string[][];
  clientId: string;
  betId?: number;
}

/** One row of Game History, whichever side it came from. */
export interface SlotsHistoryItem {
  key: string;
  /** The server's bet id (for the Verify link), when known. */
  betId: number | null;
  time: number;
  bet: number;
  won: boolean;
  winAmount: number;
  symbols: string[][];
}

/** A local spin without a server id counts as the same spin as a server entry this close in time. */
const SAME_SPIN_WINDOW_MS = 10_000;

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
    (entry.betId === undefined || typeof entry.betId === 'number')
  );
}

/** The stored spins of one player, newest first; anything unreadable is dropped. */
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

function sameSymbols(a: string[][], b: string[][]): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** Local spins and the server's history as one list, newest first, each spin once, at most 20. */
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
    if (entry.betId !== undefined && serverIds.has(entry.betId)) continue;
    const twin =
      entry.betId === undefined &&
      items.some(
        (item) =>
          item.bet === entry.bet &&
          item.winAmount === entry.winAmount &&
          Math.abs(item.time - entry.timestamp) < SAME_SPIN_WINDOW_MS &&
          sameSymbols(item.symbols, entry.symbols),
      );
    if (twin) continue;
    items.push({
      key: `local-${entry.clientId}`,
      betId: entry.betId ?? null,
      time: entry.timestamp,
      bet: entry.bet,
      won: entry.won,
      winAmount: entry.winAmount,
      symbols: entry.symbols,
    });
  }

  return items
    .filter((item) => Number.isFinite(item.time))
    .sort((a, b) => b.time - a.time)
    .slice(0, SLOTS_HISTORY_LIMIT);
}
