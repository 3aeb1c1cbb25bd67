import { describe, expect, it } from 'vitest';
import type { DiceResult } from '../../../contract/dice';
import { HIDDEN_PLAYER, LIVE_BETS_PUSH_MS, type LiveBet } from '../../../contract/live-bets';
import { type InstancePair, startInstancePair, twoInstanceSuite } from '../../testing/instance-pair';
import { connectSocket, listenOnFreePort, roundTrip, type TestSocket } from '../../testing/socket-client';
import { callAs, testDialects, useForBlock, useTestApp } from '../../testing/test-app';
import { insertBetRecord } from './live-bets-kit';

/** The bets of every liveBets message the socket received. */
const liveItems = (event: string, payload: unknown): LiveBet[] =>
  event === 'liveBets' ? (payload as { bets: LiveBet[] }).bets : [];

/** A socket watching the live feed: resolved once the server has taken the watch. */
async function watchingSocket(url: string, token?: string): Promise<TestSocket> {
  const client = await connectSocket(url, token);
  client.socket.emit('watchLiveBets', true);
  await roundTrip(client);
  return client;
}

/** Waits until every id has come in the socket's pushes, then checks none came twice. */
async function expectEachOnce(client: TestSocket, ids: readonly number[]): Promise<LiveBet[]> {
  const wanted = new Set(ids);
  for (const id of ids) await client.nextItem(liveItems, (bet) => bet.id === id, 10_000);
  const seen = client.allItems(liveItems).filter((bet) => wanted.has(bet.id));
  expect(seen.map((bet) => bet.id).sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
  return seen;
}

describe.each(testDialects())('the live bets feed on %s', (dialect) => {
  const t = useTestApp(dialect);
  const server = useForBlock(
    async () => ({ url: await listenOnFreePort(t.app) }),
    async () => {},
  );

  it('pushes every bet of every player once, in a few messages however many bets', async () => {
    const guest = await watchingSocket(server.url);
    const players = await Promise.all(Array.from({ length: 6 }, () => t.register()));
    const started = Date.now();
    const answers = await Promise.all(
      players.flatMap((player) =>
        Array.from({ length: 5 }, () =>
          t.call('POST', '/api/games/dice', player, { betAmount: 1, prediction: 'over', targetNumber: 3 }),
        ),
      ),
    );
    const ids = answers.map((answer) => answer.json<DiceResult>().betId);
    const seen = await expectEachOnce(guest, ids);
    const elapsed = Date.now() - started;
    // One message per push interval at most (and one more for the interval under way).
    const messages = guest.all('liveBets').length;
    expect(messages).toBeLessThanOrEqual(Math.ceil(elapsed / LIVE_BETS_PUSH_MS) + 1);
    const names = new Map(players.map((player) => [player._id, player.username]));
    for (const bet of seen) expect(bet.username).toBe(names.get(bet.userId as number));
    guest.close();
  });

  it('pushes a hidden player as Hidden, without their id', async () => {
    const player = await t.register();
    await t.call('PUT', '/api/bets/privacy', player, { hidden: true });
    const watcher = await watchingSocket(server.url, (await t.register()).token);
    const id = await insertBetRecord(t.database.db, player._id, { bet: 2, payout: 30 });
    const [bet] = await expectEachOnce(watcher, [id]);
    expect(bet).toMatchObject({ userId: null, username: HIDDEN_PLAYER, multiplier: 15 });
    watcher.close();
  });

  it('stops pushing to a socket that stops watching', async () => {
    const player = await t.register();
    const watcher = await watchingSocket(server.url);
    const first = await insertBetRecord(t.database.db, player._id, { bet: 1, payout: 0 });
    await expectEachOnce(watcher, [first]);
    watcher.socket.emit('watchLiveBets', false);
    await roundTrip(watcher);
    // A second socket, still watching, shows when the next push has gone out.
    const other = await watchingSocket(server.url);
    const second = await insertBetRecord(t.database.db, player._id, { bet: 1, payout: 0 });
    await expectEachOnce(other, [second]);
    const later = await insertBetRecord(t.database.db, player._id, { bet: 1, payout: 0 });
    await expectEachOnce(other, [later]);
    expect(watcher.allItems(liveItems).map((bet) => bet.id)).not.toContain(later);
    watcher.close();
    other.close();
  });

  it.skipIf(dialect !== 'postgres')(
    'pushes a record committed after a higher id once it commits, and only once',
    async () => {
      const player = await t.register();
      const watcher = await watchingSocket(server.url);
      let commit!: () => void;
      const held = new Promise<void>((resolve) => {
        commit = resolve;
      });
      let lateId = 0;
      let inserted!: () => void;
      const insertedLate = new Promise<void>((resolve) => {
        inserted = resolve;
      });
      // The first record takes its id in a transaction that commits only after a later one did.
      const late = t.database.db.transaction().execute(async (trx) => {
        lateId = await insertBetRecord(trx, player._id, { bet: 1, payout: 0 });
        inserted();
        await held;
      });
      await insertedLate;
      const early = await insertBetRecord(t.database.db, player._id, { bet: 1, payout: 0 });
      expect(early).toBeGreaterThan(lateId);
      await expectEachOnce(watcher, [early]);
      // Another push goes out without the record still uncommitted.
      const next = await insertBetRecord(t.database.db, player._id, { bet: 1, payout: 0 });
      await expectEachOnce(watcher, [next]);
      expect(watcher.allItems(liveItems).map((bet) => bet.id)).not.toContain(lateId);
      commit();
      await late;
      await expectEachOnce(watcher, [lateId]);
      // And it does not come again with later pushes.
      const last = await insertBetRecord(t.database.db, player._id, { bet: 1, payout: 0 });
      await expectEachOnce(watcher, [last]);
      const pushed = watcher.allItems(liveItems).map((bet) => bet.id);
      expect(pushed.filter((id) => [lateId, early, next, last].includes(id)).sort()).toEqual(
        [lateId, early, next, last].sort(),
      );
      watcher.close();
    },
  );
});

const suite = twoInstanceSuite('the live bets feed on two server instances (PostgreSQL + Redis)');

describe.skipIf(suite.skip)(suite.title, () => {
  const pair = useForBlock<InstancePair>(() => startInstancePair());

  it("pushes every bet, placed on either instance, once to each instance's watchers", async () => {
    const watchers = [
      await watchingSocket(pair.instance(0).url),
      await watchingSocket(pair.instance(1).url),
      await watchingSocket(pair.instance(1).url),
    ];
    const players = await Promise.all(Array.from({ length: 4 }, () => pair.register()));
    const started = Date.now();
    const answers = await Promise.all(
      players.flatMap((player, p) =>
        Array.from({ length: 10 }, (_, i) =>
          callAs(pair.instance(((p + i) % 2) as 0 | 1).app, 'POST', '/api/games/dice', player, {
            betAmount: 1,
            prediction: 'under',
            targetNumber: 4,
          }),
        ),
      ),
    );
    const ids = answers.map((answer) => answer.json<DiceResult>().betId);
    for (const watcher of watchers) await expectEachOnce(watcher, ids);
    const elapsed = Date.now() - started;
    for (const watcher of watchers) {
      // Batched on the server: one message per interval from the socket's own instance, not one per
      // instance (the Redis adapter is not in the way) nor per bet.
      expect(watcher.all('liveBets').length).toBeLessThanOrEqual(Math.ceil(elapsed / LIVE_BETS_PUSH_MS) + 1);
      watcher.close();
    }
  });
});
