import { describe, expect, it } from 'vitest';
import { BOT_PLAYER, coinflipSeedHash, flipCoin } from '../../../games/coinflip';
import { buildApp } from '../../app';
import { connectPlayer, type Player, TEST_FLIP_DELAY_MS } from '../../testing/coinflip-kit';
import { listenOnFreePort, pause } from '../../testing/socket-client';
import { createTestDatabase, expectLedgerConsistent, testConfig, testDialects } from '../../testing/test-app';

describe.each(testDialects())('coinflip across a restart on %s', (dialect) => {
  it('never leaves funds locked: decided games are announced at start-up, waiting ones stay open', async () => {
    const testDb = await createTestDatabase(dialect);
    const { db } = testDb.database;
    const openSessions = () =>
      db
        .selectFrom('coinflipSessions')
        .select(['id', 'status'])
        .where('status', 'in', ['waiting', 'active'])
        .execute();
    try {
      // First run: the coin is still in the air when the server goes down.
      const first = await buildApp(testConfig({ coinflipFlipDelayMs: 60_000 }), {
        database: testDb.database,
        logger: false,
      });
      const firstUrl = await listenOnFreePort(first);
      const players = await Promise.all(Array.from({ length: 5 }, () => connectPlayer(first, firstUrl)));
      const [cancelLater, joinLater, creator, joiner, botPlayer] = players as [
        Player,
        Player,
        Player,
        Player,
        Player,
      ];

      const create = async (player: Player, amount: number) => {
        player.io.socket.emit('createSession', { amount, choice: 'heads' });
        return player.io.next('sessionCreated', (x) => x.creatorId === player.id);
      };
      const toCancel = await create(cancelLater, 20);
      const toJoin = await create(joinLater, 30);
      const decided = await create(creator, 10);
      joiner.io.socket.emit('joinSession', { sessionId: decided.id });
      await creator.io.next('sessionJoined', (x) => x.id === decided.id);
      botPlayer.io.socket.emit('playAgainstBot', { amount: 10, choice: 'tails' });
      const botGame = await botPlayer.io.next('sessionJoined', (x) => x.creatorId === botPlayer.id);

      for (const player of players) player.io.close();
      await first.close();
      expect(await openSessions()).toHaveLength(4);
      // Decided games were paid when joined: nothing waits on the announcement.
      expect(
        (await expectLedgerConsistent(testDb.database, creator.id)) +
          (await expectLedgerConsistent(testDb.database, joiner.id)),
      ).toBe(200);

      // Second run, once the coins would have landed: start-up announces what the first run left in the air.
      await pause(TEST_FLIP_DELAY_MS);
      const second = await buildApp(testConfig({ coinflipFlipDelayMs: TEST_FLIP_DELAY_MS }), {
        database: testDb.database,
        logger: false,
      });
      expect((await openSessions()).map((x) => x.id).sort()).toEqual([toCancel.id, toJoin.id].sort());
      const secondUrl = await listenOnFreePort(second);
      const back = await Promise.all(players.map((player) => connectPlayer(second, secondUrl, player.user)));
      const [cancelAgain, joinAgain, creatorAgain, , botAgain] = back as [
        Player,
        Player,
        Player,
        Player,
        Player,
      ];

      // A reconnecting player finds the finished game with its seed revealed.
      creatorAgain.io.socket.emit('findUserSessions');
      const [finished] = await creatorAgain.io.next('userSessions');
      expect(finished).toMatchObject({ id: decided.id, status: 'completed', opponentId: joiner.id });
      const seed = finished?.serverSeed as string;
      expect(coinflipSeedHash(seed)).toBe(decided.serverSeedHash);
      expect(finished?.result).toBe(
        flipCoin({ serverSeed: seed, creatorId: creator.id, opponent: joiner.id }),
      );
      botAgain.io.socket.emit('findUserSessions');
      const [botFinished] = await botAgain.io.next('userSessions');
      expect(botFinished).toMatchObject({ id: botGame.id, status: 'completed' });
      expect(botFinished?.result).toBe(
        flipCoin({
          serverSeed: botFinished?.serverSeed as string,
          creatorId: botPlayer.id,
          opponent: BOT_PLAYER,
        }),
      );

      // Waiting sessions survived: one is cancelled (stake back), one is joined and played out.
      cancelAgain.io.socket.emit('cancelSession', { sessionId: toCancel.id });
      await cancelAgain.io.next('sessionRemoved', (id) => id === toCancel.id);
      const newcomer = await connectPlayer(second, secondUrl);
      newcomer.io.socket.emit('joinSession', { sessionId: toJoin.id });
      await joinAgain.io.next('gameResult', (x) => x.sessionId === toJoin.id);
      await newcomer.io.next('gameResult', (x) => x.sessionId === toJoin.id);

      expect(await openSessions()).toEqual([]);
      expect(await expectLedgerConsistent(testDb.database, cancelLater.id)).toBe(100);
      let total = 0;
      for (const player of [joinLater, creator, joiner, newcomer]) {
        total += await expectLedgerConsistent(testDb.database, player.id);
      }
      expect(total).toBe(400);
      expect([90, 110]).toContain(await expectLedgerConsistent(testDb.database, botPlayer.id));

      for (const player of [...back, newcomer]) player.io.close();
      await second.close();
    } finally {
      await testDb.close();
    }
  });
});
