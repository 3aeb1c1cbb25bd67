import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coinflipMessages } from '../../../contract/coinflip';
import { connectPlayer, type Player, TEST_FLIP_DELAY_MS, verifyResult } from '../../testing/coinflip-kit';
import { type InstancePair, startInstancePair, twoInstanceSuite } from '../../testing/instance-pair';
import { connectSocket } from '../../testing/socket-client';
import { expectLedgerConsistent, registerUser } from '../../testing/test-app';

const suite = twoInstanceSuite('coinflip on two server instances (PostgreSQL + Redis)');

describe.skipIf(suite.skip)(suite.title, () => {
  let pair: InstancePair;
  const players: Player[] = [];

  beforeAll(async () => {
    pair = await startInstancePair({ coinflipFlipDelayMs: TEST_FLIP_DELAY_MS });
  });
  afterAll(async () => {
    for (const player of players) player.io.close();
    await pair?.close();
  });

  async function playerOn(index: 0 | 1): Promise<Player> {
    const { app, url } = pair.instance(index);
    const player = await connectPlayer(app, url);
    players.push(player);
    return player;
  }

  it('lets players on different instances find each other, flip, and both see the result', async () => {
    const alice = await playerOn(0);
    const bob = await playerOn(1);

    alice.io.socket.emit('createSession', { amount: 20, choice: 'tails' });
    const session = await alice.io.next('sessionCreated', (x) => x.creatorId === alice.id);
    // Bob, on the other instance, hears of it through Redis.
    await bob.io.next('sessionCreated', (x) => x.id === session.id);
    await bob.io.next('activeSessions', (list) => list.some((x) => x.id === session.id));

    bob.io.socket.emit('joinSession', { sessionId: session.id });
    await alice.io.next('sessionJoined', (x) => x.id === session.id && x.opponentId === bob.id);
    const [forAlice, forBob] = await Promise.all([
      alice.io.next('gameResult', (x) => x.sessionId === session.id),
      bob.io.next('gameResult', (x) => x.sessionId === session.id),
    ]);
    expect(forAlice).toEqual(forBob);
    const winner = verifyResult(forAlice, alice.id, bob.id);
    await alice.io.next('sessionRemoved', (id) => id === session.id);
    await bob.io.next('sessionRemoved', (id) => id === session.id);

    expect(await expectLedgerConsistent(pair.testDb.database, alice.id)).toBe(winner === alice.id ? 120 : 80);
    expect(await expectLedgerConsistent(pair.testDb.database, bob.id)).toBe(winner === bob.id ? 120 : 80);
    // Each result is announced once, though both instances could announce it.
    expect(alice.io.all('gameResult').filter((x) => x.sessionId === session.id)).toHaveLength(1);
  });

  it('lists the sessions of both instances in every lobby', async () => {
    const carol = await playerOn(0);
    const dave = await playerOn(1);
    carol.io.socket.emit('createSession', { amount: 10, choice: 'heads' });
    dave.io.socket.emit('createSession', { amount: 15, choice: 'tails' });
    const [mine, theirs] = await Promise.all([
      carol.io.next('sessionCreated', (x) => x.creatorId === carol.id),
      dave.io.next('sessionCreated', (x) => x.creatorId === dave.id),
    ]);
    const both = (list: { id: number }[]) =>
      [mine.id, theirs.id].every((id) => list.some((x) => x.id === id));
    for (const player of [carol, dave]) {
      await player.io.next('activeSessions', both);
      player.io.socket.emit('getActiveSessions');
      await player.io.next('activeSessions', both);
    }
  });

  it('shares the cooldown of a player across instances', async () => {
    const user = await registerUser(pair.instance(0).app);
    const [onA, onB] = await Promise.all([
      connectSocket(pair.instance(0).url, user.token),
      connectSocket(pair.instance(1).url, user.token),
    ]);
    onA.socket.emit('createSession', { amount: 10, choice: 'heads' });
    const session = await onA.next('sessionCreated', (x) => x.creatorId === user._id);
    onB.socket.emit('callBotToSession', { sessionId: session.id });
    const refused = await onB.next('error');
    expect(refused.message).toBe(coinflipMessages.cooldown);
    expect(refused.cooldownRemaining).toBeGreaterThan(0);
    // Cancelling from the other instance works, and both tabs see the session go.
    onB.socket.emit('cancelSession', { sessionId: session.id });
    await onA.next('sessionRemoved', (id) => id === session.id);
    expect(await expectLedgerConsistent(pair.testDb.database, user._id)).toBe(100);
    onA.close();
    onB.close();
  });
});
