import { describe, expect, it } from 'vitest';
import { createTurnQueue } from './turn-queue';

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('the turn queue', () => {
  it('runs writes in order, a turn at a time, at least one a turn', async () => {
    const queue = createTurnQueue(0);
    const done: number[] = [];
    for (const n of [1, 2, 3]) queue.push(() => done.push(n));
    expect(done).toEqual([]);
    await nextTurn();
    expect(done).toEqual([1]);
    await nextTurn();
    await nextTurn();
    expect(done).toEqual([1, 2, 3]);
    expect(queue.length).toBe(0);
  });

  it('runs first work ahead of the waiting writes, and lets what it started finish before the next write', async () => {
    const queue = createTurnQueue(0);
    const done: string[] = [];
    queue.push(() => done.push('write 1'));
    queue.push(() => done.push('write 2'));
    // As a batch does: work that goes on in promises after its first statement.
    queue.first(() => {
      done.push('batch starts');
      void Promise.resolve()
        .then(() => done.push('batch statement'))
        .then(() => done.push('batch answered'));
    });
    await new Promise<void>((resolve) => setImmediate(() => setImmediate(resolve)));
    expect(done.slice(0, 4)).toEqual(['batch starts', 'batch statement', 'batch answered', 'write 1']);
    await nextTurn();
    expect(done).toEqual(['batch starts', 'batch statement', 'batch answered', 'write 1', 'write 2']);
  });

  it('never holds the writes back two turns running, however much first work comes', async () => {
    const queue = createTurnQueue(0);
    const turns: string[][] = [];
    let turn: string[] = [];
    for (let n = 0; n < 4; n += 1) queue.push(() => turn.push(`write ${n}`));
    for (let n = 0; n < 6; n += 1) {
      queue.first(() => turn.push('first'));
      await nextTurn();
      turns.push(turn);
      turn = [];
    }
    expect(turns).toEqual([
      ['first'],
      ['first', 'write 0'],
      ['first'],
      ['first', 'write 1'],
      ['first'],
      ['first', 'write 2'],
    ]);
  });

  it('goes on after a job that throws, and reports it', async () => {
    const queue = createTurnQueue(0);
    const warnings: string[] = [];
    const warned = (warning: Error) => warnings.push(warning.message);
    process.on('warning', warned);
    try {
      queue.first(() => {
        throw new Error('a broken batch');
      });
      queue.push(() => {
        throw new Error('a broken write');
      });
      await new Promise<void>((resolve) => queue.push(resolve));
      await new Promise<void>((resolve) => queue.first(resolve));
      await nextTurn();
      expect(warnings.join('\n')).toContain('a broken batch');
      expect(warnings.join('\n')).toContain('a broken write');
    } finally {
      process.off('warning', warned);
    }
  });

  describe('held work', () => {
    /** A statement's round trip: its answer is read at the next turn of the event loop. */
    const roundTrip = () => new Promise<void>((resolve) => setImmediate(resolve));
    async function transaction(steps: number, done: string[], name: string) {
      for (let step = 1; step <= steps; step += 1) {
        await roundTrip();
        done.push(`${name} ${step}`);
      }
    }

    it('keeps the writes back while it is on its way, then writes', async () => {
      const queue = createTurnQueue(0, 10_000);
      const done: string[] = [];
      for (const n of [1, 2]) queue.push(() => done.push(`write ${n}`));
      let batch: Promise<void> | undefined;
      queue.first(() => {
        batch = queue.hold(transaction(5, done, 'statement'));
      });
      await nextTurn();
      await batch;
      expect(done).toEqual(['statement 1', 'statement 2', 'statement 3', 'statement 4', 'statement 5']);
      await new Promise<void>((resolve) => queue.push(() => resolve()));
      expect(done).toEqual([
        'statement 1',
        'statement 2',
        'statement 3',
        'statement 4',
        'statement 5',
        'write 1',
        'write 2',
      ]);
    });

    it('gives the writes a turn between two held batches', async () => {
      const queue = createTurnQueue(0, 10_000);
      const done: string[] = [];
      for (const n of [1, 2, 3]) queue.push(() => done.push(`write ${n}`));
      const first = queue.hold(transaction(3, done, 'a'));
      const second = first.then(() => queue.hold(transaction(3, done, 'b')));
      await second;
      expect(done.slice(0, 4)).toEqual(['a 1', 'a 2', 'a 3', 'write 1']);
      expect(done.filter((step) => step.startsWith('write'))).toEqual(['write 1']);
      expect(done.slice(4)).toEqual(['b 1', 'b 2', 'b 3']);
    });

    it('gives the writes a turn each time one of two held batches side by side settles', async () => {
      const queue = createTurnQueue(0, 10_000);
      const done: string[] = [];
      for (const n of [1, 2, 3]) queue.push(() => done.push(`write ${n}`));
      const short = queue.hold(transaction(1, done, 'a'));
      const long = queue.hold(transaction(6, done, 'b'));
      await Promise.all([short, long]);
      // The first write went once the short batch settled, while the long one was still on its way.
      expect(done.indexOf('write 1')).toBeGreaterThan(done.indexOf('a 1'));
      expect(done.indexOf('write 1')).toBeLessThan(done.indexOf('b 6'));
      expect(done.filter((step) => step.startsWith('write'))).toEqual(['write 1']);
    });

    it('keeps the writes back for its time at most, a turn of them at a time', async () => {
      const queue = createTurnQueue(0, 5);
      const done: string[] = [];
      let settle = () => {};
      const slow = queue.hold(new Promise<void>((resolve) => (settle = resolve)));
      const written = (n: number) =>
        new Promise<void>((resolve) =>
          queue.push(() => {
            done.push(`write ${n}`);
            resolve();
          }),
        );
      await Promise.all([written(1), written(2)]);
      // Both went while the held work was still on its way, one turn of writes per hold time.
      expect(done).toEqual(['write 1', 'write 2']);
      settle();
      await slow;
      await written(3);
      expect(done).toEqual(['write 1', 'write 2', 'write 3']);
    });

    it('holds nothing once it failed', async () => {
      const queue = createTurnQueue(0, 10_000);
      const failing = queue.hold(Promise.reject(new Error('lost race')));
      await expect(failing).rejects.toThrow('lost race');
      await new Promise<void>((resolve) => queue.push(() => resolve()));
    });
  });
});
