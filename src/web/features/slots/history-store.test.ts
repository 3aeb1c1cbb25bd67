import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SlotsHistoryEntry } from '../../../contract/slots';
import { historyKey, type LocalSlotsEntry, mergeHistory, readLocalHistory } from './history-store';

const REELS = [
  ['K', 'Q', 'J'],
  ['ten', 'A', 'K'],
  ['Q', 'J', 'ten'],
  ['A', 'K', 'Q'],
  ['J', 'ten', 'A'],
];
const T0 = Date.parse('2025-03-04T12:00:00.000Z');

function server(id: number, secondsAfter: number, winAmount = 0): SlotsHistoryEntry {
  return {
    _id: id,
    createdAt: new Date(T0 + secondsAfter * 1000).toISOString(),
    betAmount: 10,
    win: winAmount > 0,
    winAmount,
    symbols: REELS,
  };
}

function local(clientId: string, secondsAfter: number, betId: number, winAmount = 0): LocalSlotsEntry {
  return {
    timestamp: T0 + secondsAfter * 1000,
    bet: 10,
    won: winAmount > 0,
    winAmount,
    symbols: REELS,
    clientId,
    betId,
  };
}

describe('mergeHistory', () => {
  it('keeps one row per spin when both sides know it, preferring the server', () => {
    const rows = mergeHistory([local('a', 1.2, 7)], [server(7, 1)]);
    expect(rows.map((row) => row.key)).toEqual(['server-7']);
    expect(rows[0]?.betId).toBe(7);
  });

  it('two spins alike in the same second stay two rows, each with its own bet id', () => {
    const rows = mergeHistory([local('a', 1, 8), local('b', 1, 9)], [server(7, 1), server(8, 1)]);
    expect(rows.map((row) => row.betId)).toEqual([9, 8, 7]);
    expect(rows.map((row) => row.key)).toEqual(['local-b', 'server-8', 'server-7']);
  });

  it('keeps local spins the server does not return, newest bet first whatever the clocks say', () => {
    // This browser's clock runs a minute behind the server's.
    const rows = mergeHistory([local('new', -60, 9, 50)], [server(7, 0)]);
    expect(rows.map((row) => row.key)).toEqual(['local-new', 'server-7']);
    expect(rows[0]).toMatchObject({ betId: 9, won: true, winAmount: 50 });
  });

  it('shows at most 20 rows', () => {
    const many = Array.from({ length: 30 }, (_, index) => server(index + 1, index));
    const rows = mergeHistory([local('a', 100, 99)], many);
    expect(rows).toHaveLength(20);
    expect(rows[0]?.key).toBe('local-a');
  });
});

describe('readLocalHistory', () => {
  const store = new Map<string, string>();

  beforeEach(() => {
    const localStorage = {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => store.set(key, value),
    };
    vi.stubGlobal('window', { localStorage });
  });

  afterEach(() => {
    store.clear();
    vi.unstubAllGlobals();
  });

  it('drops spins stored without the id of their bet: they could only be guessed at', () => {
    const { betId: _, ...withoutId } = local('old', 0, 1);
    store.set(historyKey(3), JSON.stringify([local('new', 5, 2), withoutId]));
    expect(readLocalHistory(3).map((entry) => entry.clientId)).toEqual(['new']);
  });
});
