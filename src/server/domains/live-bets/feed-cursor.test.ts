import { describe, expect, it } from 'vitest';
import { createFeedCursor } from './feed-cursor';

const rows = (...ids: number[]) => ids.map((id) => ({ id }));
const ids = (list: { id: number }[]) => list.map((row) => row.id);

describe('the live feed cursor', () => {
  it('answers records after the last read in order, each once', () => {
    const cursor = createFeedCursor({ gapWaitMs: 1_000, maxGaps: 100 });
    cursor.start(10);
    expect(ids(cursor.accept(rows(11, 12, 13), [], 0))).toEqual([11, 12, 13]);
    expect(ids(cursor.accept(rows(12, 13, 14), [], 0))).toEqual([14]);
    expect(cursor.last).toBe(14);
    expect(cursor.awaited()).toEqual([]);
  });

  it('waits for an id committed after a higher one, and answers it once when it appears', () => {
    const cursor = createFeedCursor({ gapWaitMs: 1_000, maxGaps: 100 });
    cursor.start(10);
    expect(ids(cursor.accept(rows(12, 14), [], 0))).toEqual([12, 14]);
    expect(cursor.awaited()).toEqual([11, 13]);
    expect(ids(cursor.accept([], rows(13), 100))).toEqual([13]);
    expect(cursor.awaited()).toEqual([11]);
    // Found again (a read that raced): not answered twice.
    expect(ids(cursor.accept([], rows(13), 200))).toEqual([]);
  });

  it('gives up on an id after gapWaitMs (a rolled-back bet)', () => {
    const cursor = createFeedCursor({ gapWaitMs: 1_000, maxGaps: 100 });
    cursor.start(0);
    cursor.accept(rows(2), [], 0);
    expect(cursor.awaited()).toEqual([1]);
    cursor.accept([], [], 999);
    expect(cursor.awaited()).toEqual([1]);
    cursor.accept([], [], 1_000);
    expect(cursor.awaited()).toEqual([]);
    expect(ids(cursor.accept([], rows(1), 1_001))).toEqual([]);
  });

  it('awaits at most maxGaps ids, the newest', () => {
    const cursor = createFeedCursor({ gapWaitMs: 1_000, maxGaps: 3 });
    cursor.start(0);
    cursor.accept(rows(100), [], 0);
    expect(cursor.awaited()).toEqual([97, 98, 99]);
    cursor.accept(rows(102), [], 0);
    expect(cursor.awaited()).toEqual([98, 99, 101]);
  });

  it('starts over from the newest id, forgetting what it waited for', () => {
    const cursor = createFeedCursor({ gapWaitMs: 1_000, maxGaps: 100 });
    expect(cursor.last).toBeNull();
    expect(ids(cursor.accept(rows(1), [], 0))).toEqual([]);
    cursor.start(5);
    cursor.accept(rows(7), [], 0);
    cursor.start(20);
    expect(cursor.awaited()).toEqual([]);
    expect(ids(cursor.accept(rows(20, 21), [], 0))).toEqual([21]);
  });
});
