import { describe, expect, it } from 'vitest';
import { testDialects, useTestApp } from '../../testing/test-app';
import { insertBareUser } from '../../testing/test-database';
import { createPresence } from './presence';
import { createPresenceRepository, type PresenceRepository } from './presence-repository';

/** The real repository, counting how often each batch write runs. */
function countingRepository(repository: PresenceRepository) {
  const calls = { putSockets: 0, deleteSockets: 0 };
  const counted: PresenceRepository = {
    ...repository,
    putSockets: (sockets) => {
      calls.putSockets += 1;
      return repository.putSockets(sockets);
    },
    deleteSockets: (socketIds) => {
      calls.deleteSockets += 1;
      return repository.deleteSockets(socketIds);
    },
  };
  return { calls, counted };
}

describe.each(testDialects())('presence of many sockets at once (%s)', (dialect) => {
  const t = useTestApp(dialect);

  it('writes the sockets that connect in one tick together, two of one player included', async () => {
    const players = await Promise.all(Array.from({ length: 12 }, () => t.register()));
    const ids = players.map((player) => player._id);
    const { calls, counted } = countingRepository(createPresenceRepository(t.database.db));
    const presence = createPresence(counted);

    // Two sockets per player, all in the same tick: one upsert may not touch a player's row twice.
    await Promise.all(
      ids.flatMap((id) => [presence.connected(`a-${id}`, id), presence.connected(`b-${id}`, id)]),
    );
    expect(calls.putSockets).toBe(1);
    const online = await presence.of(ids);
    expect([...online.values()].map((state) => state.status)).toEqual(ids.map(() => 'online'));
    expect([...online.values()].every((state) => state.lastOnline !== null)).toBe(true);

    // One socket of each player goes: still online. Then the others, in separate ticks: offline.
    await Promise.all(ids.map((id) => presence.disconnected(`a-${id}`, id)));
    expect(calls.deleteSockets).toBe(1);
    expect((await presence.one(ids[0] as number)).status).toBe('online');
    for (const id of ids) await presence.disconnected(`b-${id}`, id);
    expect(calls.deleteSockets).toBe(1 + ids.length);
    const offline = await presence.of(ids);
    expect([...offline.values()].map((state) => state.status)).toEqual(ids.map(() => 'offline'));
  });

  it("never deadlocks two instances that touch the same players' last online at once", async () => {
    // Statements of a thousand rows each, long enough to overlap.
    const ids: number[] = [];
    for (let batch = 0; batch < 10; batch += 1) {
      const names = Array.from({ length: 100 }, (_, index) => `seen_${batch}_${index}`);
      ids.push(...(await Promise.all(names.map((name) => insertBareUser(t.database.db, name)))));
    }
    const repository = createPresenceRepository(t.database.db);
    // Each instance names them in its own order (a heartbeat reads them unordered).
    for (let round = 0; round < 5; round += 1) {
      const at = new Date(Date.UTC(2026, 0, 1, 0, 0, round)).toISOString();
      await Promise.all([
        repository.touchLastOnline(ids, at),
        repository.touchLastOnline([...ids].reverse(), at),
      ]);
    }
    const rows = await repository.settingsOf(ids);
    expect(rows.map((row) => row.lastOnline)).toEqual(ids.map(() => '2026-01-01T00:00:04.000Z'));
  });

  it('takes more sockets in one tick than one statement may carry', async () => {
    const player = await t.register();
    const presence = createPresence(createPresenceRepository(t.database.db));
    const sockets = Array.from({ length: 2500 }, (_, index) => `many-${index}`);
    await Promise.all(sockets.map((socketId) => presence.connected(socketId, player._id)));
    const rows = await t.database.db
      .selectFrom('presenceSockets')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('userId', '=', player._id)
      .executeTakeFirstOrThrow();
    expect(Number(rows.count)).toBe(sockets.length);
    await Promise.all(sockets.map((socketId) => presence.disconnected(socketId, player._id)));
    expect((await presence.one(player._id)).status).toBe('offline');
  });
});
