import { describe, expect, it } from 'vitest';
import type { ActiveSeedPair, RotateResponse } from '../../../contract/fairness';
import { fairnessMessages } from '../../../contract/fairness';
import { fairFloats, hashServerSeed } from '../../../games/fair';
import { createUnitOfWork } from '../../db/unit-of-work';
import { bearer, expectMessage, testDialects, useTestApp } from '../../testing/test-app';
import { createFairnessRepository } from './repository';
import { createFairnessService } from './service';

describe.each(testDialects())('fairness on %s', (dialect) => {
  const t = useTestApp(dialect);

  const service = () =>
    createFairnessService(
      createUnitOfWork(t.database.db, t.database.dialect),
      createFairnessRepository(t.database.db),
    );

  it('shows the active pair: the server seed only as its hash', async () => {
    const user = await t.register();
    const res = await t.app.inject({ url: '/api/fairness', headers: bearer(user) });
    expect(res.statusCode).toBe(200);
    const pair = res.json<ActiveSeedPair>();
    expect(pair.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(pair.clientSeed).toMatch(/^[0-9a-f]{16}$/);
    expect(pair.nonce).toBe(0);
    expect(res.body).not.toContain('serverSeed"');
    // Asking again gives the same pair.
    expect((await t.app.inject({ url: '/api/fairness', headers: bearer(user) })).json()).toEqual(pair);
  });

  it('sets a client seed and refuses bad ones', async () => {
    const user = await t.register();
    const put = (clientSeed: unknown) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/fairness/client-seed',
        payload: { clientSeed },
        headers: bearer(user),
      });
    const ok = await put('  lucky-seed_42 ');
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ clientSeed: 'lucky-seed_42', nonce: 0 });
    for (const bad of ['', 'has space', 'x'.repeat(65), '<script>']) {
      const res = await put(bad);
      expectMessage(res, 400, fairnessMessages.clientSeedInvalid);
    }
    expect((await put(5)).json()).toMatchObject({ message: 'Client seed must be text' });
  });

  it('takes nonces in order inside the bet transaction, and gives a rolled-back nonce again', async () => {
    const user = await t.register();
    const fairness = service();
    const db = t.database.db;
    const first = await db.transaction().execute((trx) => fairness.drawForBet(trx, user._id, 3));
    const second = await db.transaction().execute((trx) => fairness.drawForBet(trx, user._id, 3));
    expect([first.fairness.nonce, second.fairness.nonce]).toEqual([0, 1]);
    await expect(
      db.transaction().execute(async (trx) => {
        await fairness.drawForBet(trx, user._id, 1);
        throw new Error('bet failed');
      }),
    ).rejects.toThrow('bet failed');
    const third = await db.transaction().execute((trx) => fairness.drawForBet(trx, user._id, 1));
    expect(third.fairness.nonce).toBe(2);
    expect((await fairness.activePair(user._id)).nonce).toBe(3);
  });

  it('gives concurrent bets distinct nonces', async () => {
    const user = await t.register();
    const fairness = service();
    const draws = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.database.db.transaction().execute((trx) => fairness.drawForBet(trx, user._id, 1)),
      ),
    );
    expect(draws.map((d) => d.fairness.nonce).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => i),
    );
  });

  it('rotates: reveals the old server seed, which matches its hash and recomputes the bets it decided', async () => {
    const user = await t.register();
    const fairness = service();
    const before = await fairness.activePair(user._id);
    const draw = await t.database.db.transaction().execute((trx) => fairness.drawForBet(trx, user._id, 4));

    const res = await t.call('POST', '/api/fairness/rotate', user, { clientSeed: 'next-seed' });
    expect(res.statusCode).toBe(200);
    const { previous, current } = res.json<RotateResponse>();
    expect(previous.serverSeedHash).toBe(before.serverSeedHash);
    expect(hashServerSeed(previous.serverSeed)).toBe(before.serverSeedHash);
    expect(previous.nonce).toBe(1);
    expect(
      fairFloats({ serverSeed: previous.serverSeed, clientSeed: previous.clientSeed, nonce: 0 }, 4),
    ).toEqual(draw.floats);
    expect(current).toMatchObject({ clientSeed: 'next-seed', nonce: 0 });
    expect(current.serverSeedHash).not.toBe(before.serverSeedHash);

    const seeds = (await t.app.inject({ url: '/api/fairness/seeds', headers: bearer(user) })).json();
    expect(seeds.seeds).toEqual([expect.objectContaining({ serverSeed: previous.serverSeed, nonce: 1 })]);

    // Rotating without a body keeps working and picks a fresh client seed.
    const again = await t.app.inject({ method: 'POST', url: '/api/fairness/rotate', headers: bearer(user) });
    expect(again.statusCode).toBe(200);
    expect(again.json<RotateResponse>().current.clientSeed).toMatch(/^[0-9a-f]{16}$/);
  });

  it('needs a signed-in user', async () => {
    for (const url of [
      '/api/fairness',
      '/api/fairness/seeds',
      '/api/fairness/bets',
      '/api/fairness/bets/1',
    ]) {
      expect((await t.app.inject({ url })).statusCode).toBe(401);
    }
  });

  it('answers an unknown bet with 404', async () => {
    const user = await t.register();
    const res = await t.app.inject({ url: '/api/fairness/bets/999999', headers: bearer(user) });
    expectMessage(res, 404, fairnessMessages.betNotFound);
    // An id no bet can have names nothing, like one no bet has.
    const hostile = await t.app.inject({ url: '/api/fairness/bets/abc', headers: bearer(user) });
    expectMessage(hostile, 404, fairnessMessages.betNotFound);
  });
});
