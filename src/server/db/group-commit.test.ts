import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from './database';
import { type BatchResult, batchPerTick, createGroupCommit, type GroupCommit } from './group-commit';

class Refused extends Error {}

describe('group commit on SQLite', () => {
  let dir: string;
  let database: Database;
  let group: GroupCommit;
  const sqlite = () => {
    if (!database.sqlite) throw new Error('not SQLite');
    return database.sqlite;
  };
  const insert = (value: string) => sqlite().prepare('insert into notes (value) values (?)').run(value);
  const values = () =>
    sqlite()
      .prepare<[], { value: string }>('select value from notes order by id')
      .all()
      .map((row) => row.value);

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'casino-group-commit-'));
    database = await openDatabase(`sqlite:${join(dir, 'group.db')}`);
    sqlite().exec('create table notes (id integer primary key, value text not null)');
    group = createGroupCommit(database.db, sqlite(), (error) => error instanceof Refused);
  });
  afterAll(async () => {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers the work of one tick after one shared commit', async () => {
    sqlite().exec('delete from notes');
    const seen: boolean[] = [];
    const answers = await Promise.all(
      ['a', 'b', 'c'].map((value) =>
        group.submit(() => {
          seen.push(sqlite().inTransaction);
          insert(value);
          return value.toUpperCase();
        }),
      ),
    );
    expect(answers).toEqual(['A', 'B', 'C']);
    expect(seen).toEqual([true, true, true]);
    expect(sqlite().inTransaction).toBe(false);
    expect(values()).toEqual(['a', 'b', 'c']);
  });

  it('leaves out work that declines before writing, and commits the rest', async () => {
    sqlite().exec('delete from notes');
    const answers = await Promise.allSettled([
      group.submit(() => insert('kept')),
      group.submit(() => {
        throw new Refused('no funds');
      }),
      group.submit(() => insert('also kept')),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((answers[1] as PromiseRejectedResult).reason).toBeInstanceOf(Refused);
    expect(values()).toEqual(['kept', 'also kept']);
  });

  it('undoes only the work that failed after writing, running the batch again work by work', async () => {
    sqlite().exec('delete from notes');
    let runs = 0;
    const answers = await Promise.allSettled([
      group.submit(() => {
        runs += 1;
        insert('first');
      }),
      group.submit(() => {
        insert('half-done');
        throw new Error('disk trouble');
      }),
      group.submit(() => insert('last')),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((answers[1] as PromiseRejectedResult).reason).toEqual(new Error('disk trouble'));
    // The first work ran in the undone batch and again alone; its row is there once.
    expect(runs).toBe(2);
    expect(values()).toEqual(['first', 'last']);
  });
});

describe('batchPerTick', () => {
  /** A run that records each batch it is given and answers it when `release` is called. */
  function recordingRun() {
    const batches: number[][] = [];
    const releases: (() => void)[] = [];
    const run = (items: number[]) =>
      new Promise<BatchResult[]>((resolve) => {
        batches.push(items);
        releases.push(() => resolve(items.map((item) => ({ ok: true, value: item * 10 }))));
      });
    return { batches, releases, run };
  }
  const nextTick = () => new Promise((resume) => setImmediate(resume));

  it('sends a tick as one batch, and what comes while it runs as the next', async () => {
    const { batches, releases, run } = recordingRun();
    const batch = batchPerTick(run);
    const first = [1, 2, 3].map((item) => batch.submit(item));
    await nextTick();
    const second = [4, 5].map((item) => batch.submit(item));
    await nextTick();
    expect(batches).toEqual([[1, 2, 3]]);
    releases[0]?.();
    expect(await Promise.all(first)).toEqual([10, 20, 30]);
    await nextTick();
    expect(batches).toEqual([
      [1, 2, 3],
      [4, 5],
    ]);
    releases[1]?.();
    expect(await Promise.all(second)).toEqual([40, 50]);
  });

  it('sends full batches at once, as many as may be on their way, and the rest alone once all came back', async () => {
    const { batches, releases, run } = recordingRun();
    const batch = batchPerTick(run, { inFlight: 2, maxBatch: 3 });
    const answers = [1, 2, 3, 4, 5, 6, 7, 8].map((item) => batch.submit(item));
    // Two full batches left in the middle of the tick; the third waits for room.
    expect(batches).toEqual([
      [1, 2, 3],
      [4, 5, 6],
    ]);
    await nextTick();
    expect(batches).toHaveLength(2);
    // Room for one more, but [7, 8] is not full: it does not go beside a batch still on its way.
    releases[1]?.();
    await nextTick();
    await nextTick();
    expect(batches).toHaveLength(2);
    releases[0]?.();
    await nextTick();
    await nextTick();
    expect(batches).toEqual([
      [1, 2, 3],
      [4, 5, 6],
      [7, 8],
    ]);
    releases[2]?.();
    expect(await Promise.all(answers)).toEqual([10, 20, 30, 40, 50, 60, 70, 80]);
  });

  it('lets a batch that fills up go beside one on its way', async () => {
    const { batches, releases, run } = recordingRun();
    const batch = batchPerTick(run, { inFlight: 2, maxBatch: 3 });
    const first = [1, 2].map((item) => batch.submit(item));
    await nextTick();
    expect(batches).toEqual([[1, 2]]);
    const second = [3, 4].map((item) => batch.submit(item));
    await nextTick();
    // Two waiting, one batch on its way: they wait for it.
    expect(batches).toHaveLength(1);
    const third = [5].map((item) => batch.submit(item));
    // The third item makes a full batch, which goes at once.
    expect(batches).toEqual([
      [1, 2],
      [3, 4, 5],
    ]);
    releases[0]?.();
    releases[1]?.();
    expect(await Promise.all([...first, ...second, ...third])).toEqual([10, 20, 30, 40, 50]);
  });

  it('with overlap, sends what comes while a batch is on its way beside it, up to inFlight', async () => {
    const { batches, releases, run } = recordingRun();
    const batch = batchPerTick(run, { inFlight: 2, maxBatch: 3, overlap: true });
    const first = batch.submit(1);
    await nextTick();
    const second = [2, 3].map((item) => batch.submit(item));
    await nextTick();
    // Not full, yet it goes beside the first, which is still on its way.
    expect(batches).toEqual([[1], [2, 3]]);
    const third = batch.submit(4);
    await nextTick();
    // Two on their way: the third waits for room.
    expect(batches).toHaveLength(2);
    releases[0]?.();
    await nextTick();
    await nextTick();
    expect(batches).toEqual([[1], [2, 3], [4]]);
    releases[1]?.();
    releases[2]?.();
    expect(await Promise.all([first, ...second, third])).toEqual([10, 20, 30, 40]);
  });

  it('fails every item of a batch whose run throws, and only those', async () => {
    let calls = 0;
    const batch = batchPerTick<number>(
      async (items) => {
        calls += 1;
        if (calls === 1) throw new Error('the commit failed');
        return items.map((item) => ({ ok: true, value: item }));
      },
      { inFlight: 2, maxBatch: 2 },
    );
    const answers = await Promise.allSettled([1, 2, 3].map((item) => batch.submit(item)));
    expect(answers.map((answer) => answer.status)).toEqual(['rejected', 'rejected', 'fulfilled']);
  });
});
