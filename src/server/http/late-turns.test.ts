import { describe, expect, it } from 'vitest';
import { type LateTurn, timeHeld, watchLateTurns } from './late-turns';

const turn = (atMs: number, lateMs: number, waitMs = 0): LateTurn => ({ atMs, lateMs, waitMs });

describe('late turns of the event loop', () => {
  it('are noted with when they began, and each take starts a new list', async () => {
    const watch = watchLateTurns(10);
    try {
      await new Promise((done) => setTimeout(done, 10));
      const start = performance.timeOrigin + performance.now();
      while (performance.timeOrigin + performance.now() - start < 30) {
        // holds the loop for 30 ms
      }
      await new Promise((done) => setTimeout(done, 10));
      const turns = watch.take();
      // The turn that covers the busy 30 ms (a loaded machine may list others).
      const held = turns.find((late) => late.atMs <= start + 2 && late.atMs + late.lateMs >= start + 30);
      expect(held).toBeDefined();
      expect(turns.every((late) => late.lateMs >= 10)).toBe(true);
      // Running, not waiting for a core: most of the 30 ms was the loop's own.
      expect(held?.waitMs).toBeLessThan(held?.lateMs ?? 0);
      expect(watch.take().some((late) => late.atMs <= start + 30)).toBe(false);
    } finally {
      watch.stop();
    }
  });

  it('are held time only for what neither a wait for a core nor a stall of the reference process covers', () => {
    const reference = [turn(100, 10), turn(130, 5), turn(200, 50)];
    const ours = [
      turn(90, 30), // 100-110 shared: 20 left
      turn(125, 15), // 130-135 shared: 10 left
      turn(150, 20), // nothing shared
      turn(210, 30), // 210-240 inside 200-250: nothing left
      turn(240, 30), // 240-250 shared: 20 left
    ];
    expect(timeHeld(ours, reference)).toEqual([20, 10, 20, 0, 20]);
    expect(timeHeld(ours, [])).toEqual([30, 15, 20, 30, 30]);
    expect(timeHeld([], reference)).toEqual([]);
    // Time spent waiting for a core was the machine's too: the larger of the two explanations counts.
    expect(timeHeld([turn(90, 30, 25), turn(150, 20, 4)], reference)).toEqual([5, 16]);
  });
});
