import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import {
  connectPlayer,
  type Player,
  startCoinflipServer,
  TEST_FLIP_DELAY_MS,
  verifyResult,
} from '../../testing/coinflip-kit';
import { startInstancePair, twoInstanceSuite } from '../../testing/instance-pair';
import { listenOnFreePort, pause } from '../../testing/socket-client';
import { createTestDatabase, testConfig, testDialects } from '../../testing/test-app';

/** How long a test waits to be sure that something is not sent. */
const QUIET_MS = 300;

describe.each(testDialects())('coinflip results a player missed, on %s', (dialect) => {
  it('after a restart, each player gets the result of their game decided while the server was down', async () => {
    const testDb = await createTestDatabase(dialect);
    const build = (flipDelayMs: number) =>
      buildApp(testConfig({ coinflipFlipDelayMs: flipDelayMs }), {
        database: testDb.database,
        logger: false,
      });
    try {
      // First run: two games in the air when the server goes down.
      const first = await build(60_000);
      const firstUrl = await listenOnFreePort(first);
      const [creator, joiner, botPlayer] = (await Promise.all(
        [0, 1, 2].map(() => connectPlayer(first, firstUrl)),
      )) as [Player, Player, Player];
      creator.io.socket.emit('createSession', { amount: 10, choice: 'heads' });
      const pvp = await creator.io.next('sessionCreated', (x) => x.creatorId === creator.id);
      joiner.io.socket.emit('joinSession', { sessionId: pvp.id });
      await creator.io.next('sessionJoined', (x) => x.id === pvp.id);
      botPlayer.io.socket.emit('playAgainstBot', { amount: 10, choice: 'tails' });
      const botGame = await botPlayer.io.next('sessionJoined', (x) => x.creatorId === botPlayer.id);
      for (const player of [creator, joiner, botPlayer]) player.io.close();
      await first.close();

      // Second run: start-up announces both games while nobody is connected.
      await pause(TEST_FLIP_DELAY_MS);
      const second = await build(TEST_FLIP_DELAY_MS);
      const secondUrl = await listenOnFreePort(second);
      const back = await Promise.all(
        [creator, joiner, botPlayer].map((player) => connectPlayer(second, secondUrl, player.user)),
      );
      const [creatorBack, joinerBack, botPlayerBack] = back as [Player, Player, Player];

      // Each is told on connecting, without asking.
      const forCreator = await creatorBack.io.next('gameResult', (x) => x.sessionId === pvp.id);
      const forJoiner = await joinerBack.io.next('gameResult', (x) => x.sessionId === pvp.id);
      expect(forJoiner).toEqual(forCreator);
      verifyResult(forCreator, creator.id, joiner.id);
      const forBotPlayer = await botPlayerBack.io.next('gameResult', (x) => x.sessionId === botGame.id);
      expect(forBotPlayer.session.status).toBe('completed');

      // Told once: the next connection brings nothing again.
      for (const player of back) player.io.close();
      const again = await connectPlayer(second, secondUrl, creator.user);
      await pause(QUIET_MS);
      expect(again.io.all('gameResult')).toEqual([]);
      again.io.close();
      await second.close();
    } finally {
      await testDb.close();
    }
  });

  it('tells a player who left while the coin was in the air when they come back, and nobody twice', async () => {
    const server = await startCoinflipServer(dialect, { coinflipFlipDelayMs: 200 });
    try {
      const leaver = await server.player();
      const stayer = await server.player();
      leaver.io.socket.emit('createSession', { amount: 10, choice: 'heads' });
      const session = await leaver.io.next('sessionCreated', (x) => x.creatorId === leaver.id);
      stayer.io.socket.emit('joinSession', { sessionId: session.id });
      await leaver.io.next('sessionJoined', (x) => x.id === session.id);
      leaver.io.close();

      // The one who stayed sees it land as usual; the one who left gets it on return.
      const seen = await stayer.io.next('gameResult', (x) => x.sessionId === session.id);
      const returned = await connectPlayer(server.t.app, server.url, leaver.user);
      server.players.push(returned);
      expect(await returned.io.next('gameResult', (x) => x.sessionId === session.id)).toEqual(seen);

      stayer.io.close();
      const stayerAgain = await connectPlayer(server.t.app, server.url, stayer.user);
      server.players.push(stayerAgain);
      await pause(QUIET_MS);
      expect(stayerAgain.io.all('gameResult')).toEqual([]);
    } finally {
      await server.close();
    }
  });
});

const suite = twoInstanceSuite('coinflip results a player missed, across two instances');

describe.skipIf(suite.skip)(suite.title, () => {
  it('reaches the player on the other instance they come back to', async () => {
    const pair = await startInstancePair({ coinflipFlipDelayMs: 200 });
    const players: Player[] = [];
    try {
      const a = pair.instance(0);
      const b = pair.instance(1);
      const player = await connectPlayer(a.app, a.url);
      players.push(player);
      player.io.socket.emit('playAgainstBot', { amount: 10, choice: 'heads' });
      const session = await player.io.next('sessionJoined', (x) => x.creatorId === player.id);
      player.io.close();

      await pause(600);
      const returned = await connectPlayer(b.app, b.url, player.user);
      players.push(returned);
      const result = await returned.io.next('gameResult', (x) => x.sessionId === session.id);
      expect(result.session.status).toBe('completed');
    } finally {
      for (const player of players) player.io.close();
      await pair.close();
    }
  });
});
