import { describe, expect, it } from 'vitest';
import { LIVE_BETS_LIMIT, type LiveBet } from '../../../contract/live-bets';
import type { RealtimeServer, RealtimeSocket } from '../../realtime/socket-types';
import { testDialects, useTestApp } from '../../testing/test-app';
import { createLiveFeed } from './feed';
import { insertBetRecord } from './live-bets-kit';
import { createLiveBetsRepository } from './repository';

/** A server whose local rooms only record what the feed pushes to the first slice (the one watched). */
function recordingIo(pushed: number[]): RealtimeServer {
  const room = (name: string) => ({
    emit: (_event: string, payload: { bets: LiveBet[] }) => {
      if (name === 'live-bets:0') pushed.push(...payload.bets.map((bet) => bet.id));
    },
  });
  // The page that watches is the first slice's one socket; the feed writes nothing to an empty slice.
  const rooms = new Map([['live-bets:0', new Set(['page'])]]);
  return { local: { to: room }, sockets: { adapter: { rooms } } } as unknown as RealtimeServer;
}

const socket = (id: string) => ({ id, join: () => {}, leave: () => {} }) as unknown as RealtimeSocket;

describe.each(testDialects())('the live feed on %s', (dialect) => {
  const t = useTestApp(dialect);

  it('pushes a bet committed after a page began watching while the newest id was being read', async () => {
    const repository = createLiveBetsRepository(t.database.db);
    let hold = false;
    let reached!: () => void;
    let release!: () => void;
    const reading = new Promise<void>((resolve) => {
      reached = resolve;
    });
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const pushed: number[] = [];
    const feed = createLiveFeed({
      repository: {
        ...repository,
        // Held at the gate once asked to: the idle read's newest id is then taken after the watch.
        async latestId() {
          if (hold) {
            reached();
            await gate;
          }
          return repository.latestId();
        },
      },
      io: recordingIo(pushed),
      logger: t.app.log,
      intervalMs: 5,
    });
    const player = await t.register();
    await feed.start();
    hold = true;
    await reading;
    feed.watch(socket('page'));
    const id = await insertBetRecord(t.database.db, player._id, { bet: 1, payout: 2 });
    hold = false;
    release();
    await expect.poll(() => pushed, { timeout: 10_000 }).toContain(id);
    await feed.stop();
    expect(pushed.filter((each) => each === id)).toHaveLength(1);
  });

  it('in a burst pushes the newest of each tab, older lucky wins and high rollers too, each once, then goes on', async () => {
    const repository = createLiveBetsRepository(t.database.db);
    const pushed: number[] = [];
    const feed = createLiveFeed({
      repository,
      io: recordingIo(pushed),
      logger: t.app.log,
      intervalMs: 5,
      readLimit: 20,
    });
    const player = await t.register();
    await feed.start();
    feed.watch(socket('page'));
    // One commit of 62 records, more than readLimit: a lucky win and a high roller, then 60 small bets.
    const burst = await t.database.db.transaction().execute(async (trx) => {
      const ids = [
        await insertBetRecord(trx, player._id, { bet: 1, payout: 20 }),
        await insertBetRecord(trx, player._id, { bet: 1_000, payout: 0 }),
      ];
      for (let index = 0; index < 60; index += 1) {
        ids.push(await insertBetRecord(trx, player._id, { bet: 1, payout: 0 }));
      }
      return ids;
    });
    const [lucky, high, ...small] = burst as [number, number, ...number[]];
    const newest = small.slice(-LIVE_BETS_LIMIT);
    await expect.poll(() => newest.every((id) => pushed.includes(id)), { timeout: 10_000 }).toBe(true);
    expect(pushed).toContain(lucky);
    expect(pushed).toContain(high);
    // The older small bets are not read: a page's table would not show them.
    for (const id of small.slice(0, -LIVE_BETS_LIMIT)) expect(pushed).not.toContain(id);
    // After the burst, a single bet is pushed as before, and nothing of the burst comes again.
    const after = await insertBetRecord(t.database.db, player._id, { bet: 1, payout: 0 });
    await expect.poll(() => pushed, { timeout: 10_000 }).toContain(after);
    await feed.stop();
    expect(new Set(pushed).size).toBe(pushed.length);
  });
});
