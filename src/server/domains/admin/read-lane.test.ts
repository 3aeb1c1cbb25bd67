import { describe, expect, it } from 'vitest';
import { createReadLane } from './read-lane';

/** A read that ends when `finish` is called. */
function heldRead<T>(value: T) {
  let finish!: () => void;
  let fail!: (error: Error) => void;
  const done = new Promise<T>((resolve, reject) => {
    finish = () => resolve(value);
    fail = reject;
  });
  return { read: () => done, finish, fail };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('the admins’ read lane', () => {
  it('runs at most its width at once and starts the others in the order they came', async () => {
    const lane = createReadLane(2);
    const reads = [heldRead('a'), heldRead('b'), heldRead('c'), heldRead('d')];
    const started: string[] = [];
    const results = reads.map((held, index) =>
      lane.run(() => {
        started.push('abcd'[index] as string);
        return held.read();
      }),
    );
    await settle();
    expect(started).toEqual(['a', 'b']);
    expect(lane.load()).toEqual({ running: 2, waiting: 2 });

    reads[1]?.finish();
    await settle();
    expect(started).toEqual(['a', 'b', 'c']);
    expect(lane.load()).toEqual({ running: 2, waiting: 1 });

    reads[0]?.finish();
    reads[2]?.finish();
    await settle();
    expect(started).toEqual(['a', 'b', 'c', 'd']);
    reads[3]?.finish();
    expect(await Promise.all(results)).toEqual(['a', 'b', 'c', 'd']);
    expect(lane.load()).toEqual({ running: 0, waiting: 0 });
  });

  it('starts at most its width of reads in one turn of the event loop, even reads that end at once', async () => {
    // SQLite's reads end before the next caller comes: the turn, not the reads in flight, is the limit.
    const lane = createReadLane(2);
    let turn = 0;
    let counting = true;
    const count = () => {
      turn += 1;
      if (counting) setImmediate(count);
    };
    setImmediate(count);
    const turns = await Promise.all(Array.from({ length: 5 }, () => lane.run(async () => turn)));
    counting = false;
    expect(turns).toEqual([0, 0, 1, 1, 2]);
    expect(lane.load()).toEqual({ running: 0, waiting: 0 });
  });

  it('frees the place of a read that fails', async () => {
    const lane = createReadLane(1);
    const failing = heldRead('x');
    const first = lane.run(failing.read);
    const second = lane.run(async () => 'next');
    failing.fail(new Error('the database went away'));
    await expect(first).rejects.toThrow('the database went away');
    await expect(second).resolves.toBe('next');
    expect(lane.load()).toEqual({ running: 0, waiting: 0 });
  });

  it('refuses a width that is not a whole number of at least 1', () => {
    expect(() => createReadLane(0)).toThrow(RangeError);
    expect(() => createReadLane(1.5)).toThrow(RangeError);
  });
});
