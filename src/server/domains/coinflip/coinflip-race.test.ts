import { describe, expect, it } from 'vitest';
import { coinflipMessages } from '../../../contract/coinflip';
import { createWalletRepository } from '../../core/money/wallet-repository';
import { createWalletService } from '../../core/money/wallet-service';
import { createUnitOfWork } from '../../db/unit-of-work';
import { type Player, useCoinflipServer, verifyResult } from '../../testing/coinflip-kit';
import { registerUser, testDialects } from '../../testing/test-app';
import { createCoinflipRepository } from './repository';
import { createCoinflipService } from './service';

describe.each(testDialects())('coinflip races on %s', (dialect) => {
  const s = useCoinflipServer(dialect);

  const balances = async (ids: number[]) => {
    const rows = await s.t.database.db
      .selectFrom('users')
      .select(['id', 'funFunds'])
      .where('id', 'in', ids)
      .execute();
    return new Map(rows.map((row) => [row.id, Number(row.funFunds)]));
  };
  const ledgerSum = async (id: number) => {
    const rows = await s.t.database.db
      .selectFrom('transactions')
      .select('amount')
      .where('userId', '=', id)
      .execute();
    return rows.reduce((sum, row) => sum + Number(row.amount), 0);
  };

  it('lets exactly one of 10 racing players join a session; every other stake stays intact', async () => {
    const creator = await s.player();
    const racers = await Promise.all(Array.from({ length: 10 }, () => s.player()));
    creator.io.socket.emit('createSession', { amount: 40, choice: 'tails' });
    const session = await creator.io.next('sessionCreated', (x) => x.creatorId === creator.id);
    await Promise.all(racers.map((racer) => racer.io.next('sessionCreated', (x) => x.id === session.id)));

    for (const racer of racers) racer.io.socket.emit('joinSession', { sessionId: session.id });
    const outcomes = await Promise.all(
      racers.map((racer) =>
        Promise.race([
          racer.io
            .next('sessionJoined', (x) => x.id === session.id && x.opponentId === racer.id)
            .then(() => 'in'),
          racer.io.next('error').then((error) => error.message),
        ]),
      ),
    );
    expect(outcomes.filter((x) => x === 'in')).toHaveLength(1);
    expect(outcomes.filter((x) => x === coinflipMessages.notWaiting)).toHaveLength(9);

    const joiner = racers[outcomes.indexOf('in')] as Player;
    const result = await creator.io.next('gameResult', (x) => x.sessionId === session.id);
    const winner = verifyResult(result, creator.id, joiner.id);

    const everyone = [creator, ...racers];
    const money = await balances(everyone.map((p) => p.id));
    for (const player of everyone) {
      const expected = player.id === winner ? 140 : player === creator || player === joiner ? 60 : 100;
      expect(money.get(player.id)).toBe(expected);
      expect(await ledgerSum(player.id)).toBe(expected);
    }
    expect([...money.values()].reduce((a, b) => a + b, 0)).toBe(100 * everyone.length);
  });

  it('lets either a cancel or a join win, never both', async () => {
    const creator = await s.player();
    const joiner = await s.player();
    creator.io.socket.emit('createSession', { amount: 25, choice: 'heads' });
    const session = await creator.io.next('sessionCreated', (x) => x.creatorId === creator.id);
    await joiner.io.next('sessionCreated', (x) => x.id === session.id);

    creator.io.socket.emit('cancelSession', { sessionId: session.id });
    joiner.io.socket.emit('joinSession', { sessionId: session.id });
    const cancelled = await Promise.race([
      creator.io.next('sessionRemoved', (id) => id === session.id).then(() => true),
      creator.io.next('sessionJoined', (x) => x.id === session.id).then(() => false),
    ]);
    if (!cancelled) await creator.io.next('gameResult', (x) => x.sessionId === session.id);
    const money = await balances([creator.id, joiner.id]);
    const total = (money.get(creator.id) ?? 0) + (money.get(joiner.id) ?? 0);
    expect(total).toBe(200);
    if (cancelled) expect([money.get(creator.id), money.get(joiner.id)]).toEqual([100, 100]);
    else expect([...money.values()].sort()).toEqual([125, 75]);
  });

  it('holds one open session per player even when the same player acts concurrently', async () => {
    // Straight to the service: the per-player lock of the socket layer is not what is under test here.
    const { db } = s.t.database;
    const service = createCoinflipService(
      createUnitOfWork(db, s.t.database.dialect),
      createWalletService(db, createWalletRepository(db)),
      createCoinflipRepository(db),
    );
    const user = await registerUser(s.t.app);
    const player = { id: user._id, username: user.username };
    const creates = await Promise.allSettled(
      Array.from({ length: 6 }, (_, i) =>
        i % 2 === 0
          ? service.create(player, { amount: 10, choice: 'heads' })
          : service.playAgainstBot(player, { amount: 10, choice: 'tails' }),
      ),
    );
    expect(creates.filter((x) => x.status === 'fulfilled')).toHaveLength(1);
    for (const failed of creates.filter((x) => x.status === 'rejected')) {
      expect((failed as PromiseRejectedResult).reason).toMatchObject({
        message: coinflipMessages.activeGame,
      });
    }

    // Joining two sessions at once: one join at most.
    const hosts = await Promise.all([registerUser(s.t.app), registerUser(s.t.app)]);
    const sessions = await Promise.all(
      hosts.map((host) =>
        service.create({ id: host._id, username: host.username }, { amount: 5, choice: 'heads' }),
      ),
    );
    const joiner = await registerUser(s.t.app);
    const joins = await Promise.allSettled(
      sessions.map((x) => service.join({ id: joiner._id, username: joiner.username }, x.id)),
    );
    expect(joins.filter((x) => x.status === 'fulfilled')).toHaveLength(1);
    expect(await ledgerSum(joiner._id)).toBe((await balances([joiner._id])).get(joiner._id));
    expect([95, 105]).toContain((await balances([joiner._id])).get(joiner._id));
  });
});
