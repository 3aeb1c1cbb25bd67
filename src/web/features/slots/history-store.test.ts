import { describe, expect, it } from 'vitest';
import type { SlotsHistoryEntry } from '../../../contract/slots';
import { type LocalSlotsEntry, mergeHistory } from './history-store';

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

function local(clientId: string, secondsAfter: number, betId?: number, winAmount = 0): LocalSlotsEntry {
  return {
    timestamp: T0 + secondsAfter * 1000,
    bet: 10,
    won: winAmount > 0,
    winAmount,
    symbols: REELS,
    clientId,
    ...(betId === undefined ? {} : { betId }),
  };
}

describe('mergeHistory', () => {
  it('keeps one row per spin when both sides know it by id, preferring the server', () => {
    const rows = mergeHistory([local('a', 1.2, 7)], [server(7, 1)]);
    expect(rows.map((row) => row.key)).toEqual(['server-7']);
    expect(rows[0]?.betId).toBe(7);
  });

  it('matches a local spin without an id to the same server spin', () => {
    const rows = mergeHistory([local('a', 2)], [server(7, 1)]);
    expect(rows).toHaveLength(1);
  });

  it('keeps local spins the server does not return, newest first', () => {
    const rows = mergeHistory([local('new', 30, 9, 50), local('old', -90)], [server(7, 0)]);
    expect(rows.map((row) => row.key)).toEqual(['local-new', 'server-7', 'local-old']);
    expect(rows[0]).toMatchObject({ betId: 9, won: true, winAmount: 50 });
    expect(rows[2]?.betId).toBeNull();
  });

  it('a different outcome at the same moment is a different spin', () => {
    const rows = mergeHistory([local('a', 1, undefined, 20)], [server(7, 1)]);
    expect(rows).toHaveLength(2);
  });

  it('shows at most 20 rows', () => {
    const many = Array.from({ length: 30 }, (_, index) => server(index + 1, index));
    const rows = mergeHistory([local('a', 100, 99)], many);
    expect(rows).toHaveLength(20);
    expect(rows[0]?.key).toBe('local-a');
  });
});
