import { describe, expect, it } from 'vitest';
import { setBounded } from './bounded-map';

describe('setBounded', () => {
  it('drops the oldest entry for a new key once the map is full, and none for a key it holds', () => {
    const map = new Map<string, number>();
    for (const [index, key] of ['a', 'b', 'c'].entries()) setBounded(map, key, index, 2);
    expect([...map]).toEqual([
      ['b', 1],
      ['c', 2],
    ]);
    setBounded(map, 'b', 10, 2);
    expect([...map]).toEqual([
      ['b', 10],
      ['c', 2],
    ]);
  });
});
