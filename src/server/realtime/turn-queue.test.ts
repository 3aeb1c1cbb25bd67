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
});
