import { describe, expect, it } from 'vitest';
import { createConcurrencyGate } from './concurrency-gate';

/** A call that runs until the test lets it finish. */
function heldCall() {
  let finish!: () => void;
  let fail!: (error: Error) => void;
  const done = new Promise<void>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  return { done, finish, fail };
}

describe('the concurrency gate', () => {
  it('runs at most its limit at once and lets the rest in, first come first served', async () => {
    const through = createConcurrencyGate(2);
    const calls = [heldCall(), heldCall(), heldCall(), heldCall()];
    const started: number[] = [];
    const results = calls.map((call, index) =>
      through(async () => {
        started.push(index);
        await call.done;
        return index;
      }),
    );
    await new Promise((resume) => setImmediate(resume));
    expect(started).toEqual([0, 1]);
    calls[1]?.finish();
    await results[1];
    await new Promise((resume) => setImmediate(resume));
    expect(started).toEqual([0, 1, 2]);
    // A call that fails frees its place too.
    calls[0]?.fail(new Error('no such page'));
    await expect(results[0]).rejects.toThrow('no such page');
    await new Promise((resume) => setImmediate(resume));
    expect(started).toEqual([0, 1, 2, 3]);
    calls[2]?.finish();
    calls[3]?.finish();
    expect(await Promise.all(results.slice(1))).toEqual([1, 2, 3]);
    // Afterwards the gate is open again for two at once.
    const later = [heldCall(), heldCall()];
    const running: number[] = [];
    const again = later.map((call, index) => through(async () => running.push(index) && call.done));
    await new Promise((resume) => setImmediate(resume));
    expect(running).toEqual([0, 1]);
    for (const call of later) call.finish();
    await Promise.all(again);
  });
});
