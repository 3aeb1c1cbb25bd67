import { describe, expect, it } from 'vitest';
import { COINFLIP_ACTION_COOLDOWN_MS, COINFLIP_BOT_NAME, coinflipMessages } from '../../../contract/coinflip';
import { BOT_PLAYER } from '../../../games/coinflip';
import { balanceOf, TEST_FLIP_DELAY_MS, useCoinflipServer, verifyResult } from '../../testing/coinflip-kit';
import { connectSocket, pause } from '../../testing/socket-client';
import { expectLedgerConsistent, registerUser, testDialects } from '../../testing/test-app';

describe.each(testDialects())('coinflip over socket.io on %s', (dialect) => {
  const s = useCoinflipServer(dialect);

  const ledgerTypes = async (userId: number) =>
    (
      await s.t.database.db
        .selectFrom('transactions')
        .select(['type', 'game', 'amount'])
        .where('userId', '=', userId)
        .orderBy('id')
        .execute()
    ).map((row) => `${row.type}:${row.game ?? ''}:${row.amount}`);

  it('plays a full game between two users: stakes, a verifiable flip, twice the stake to the winner', async () => {
    const alice = await s.player();
    const bob = await s.player();

    alice.io.socket.emit('createSession', { amount: 20, choice: 'heads' });
    const created = await alice.io.next('sessionCreated', (x) => x.creatorId === alice.id);
    expect(created).toMatchObject({
      creator: alice.user.username,
      creatorId: alice.id,
      opponent: null,
      opponentId: null,
      opponentIsBot: false,
      amount: 20,
      status: 'waiting',
      choice: 'heads',
      result: null,
      winner: null,
      serverSeed: null,
    });
    expect(created.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(await balanceOf(s.t.app, alice)).toBe(80);
    // Everyone sees the new session in the lobby.
    await bob.io.next('sessionCreated', (x) => x.id === created.id);
    const lobby = await bob.io.next('activeSessions', (list) => list.some((x) => x.id === created.id));
    expect(lobby.find((x) => x.id === created.id)).toEqual(created);
    expect(await alice.io.next('userSessions', (list) => list[0]?.id === created.id)).toHaveLength(1);

    // The joiner's choice and identity in the payload are ignored: bob joins, and takes tails.
    const joinedAt = Date.now();
    const forged = { choice: 'heads', userId: alice.id, username: alice.user.username } as const;
    bob.io.socket.emit('joinSession', { sessionId: created.id, ...forged });
    for (const player of [alice, bob]) {
      const joined = await player.io.next('sessionJoined', (x) => x.id === created.id);
      expect(joined).toMatchObject({ status: 'active', opponent: bob.user.username, opponentId: bob.id });
      expect(joined).toMatchObject({ result: null, winner: null, serverSeed: null });
    }
    // The lobby shows the game in progress until the coin lands.
    await bob.io.next('activeSessions', (list) =>
      list.some((x) => x.id === created.id && x.status === 'active'),
    );

    const results = await Promise.all([alice, bob].map((p) => p.io.next('gameResult')));
    expect(Date.now() - joinedAt).toBeGreaterThanOrEqual(TEST_FLIP_DELAY_MS - 5);
    expect(results[0]).toEqual(results[1]);
    const result = results[0] as (typeof results)[0];
    const winner = verifyResult(result, alice.id, bob.id);
    expect(result).toMatchObject({ sessionId: created.id, amount: 20, payout: 40 });
    expect(result.winnerName).toBe(winner === alice.id ? alice.user.username : bob.user.username);

    await alice.io.next('sessionRemoved', (id) => id === created.id);
    await bob.io.next('activeSessions', (list) => !list.some((x) => x.id === created.id));
    const mine = await alice.io.next('userSessions', (list) => list[0]?.status === 'completed');
    expect(mine[0]).toMatchObject({ id: created.id, result: result.result, serverSeed: result.serverSeed });

    const [winnerPlayer, loserPlayer] = winner === alice.id ? [alice, bob] : [bob, alice];
    expect(await expectLedgerConsistent(s.t.database, winnerPlayer.id)).toBe(120);
    expect(await expectLedgerConsistent(s.t.database, loserPlayer.id)).toBe(80);
    expect(await ledgerTypes(winnerPlayer.id)).toEqual([
      'signup::100',
      'bet:coinflip:-20',
      'win:coinflip:40',
    ]);
    expect(await ledgerTypes(loserPlayer.id)).toEqual(['signup::100', 'bet:coinflip:-20', 'loss:coinflip:0']);
  });

  it('plays against the bot, the house: only the player stakes', async () => {
    const carol = await s.player();
    carol.io.socket.emit('playAgainstBot', { amount: 10, choice: 'tails' });
    const created = await carol.io.next('sessionCreated', (x) => x.creatorId === carol.id);
    const joined = await carol.io.next('sessionJoined', (x) => x.id === created.id);
    expect(joined).toMatchObject({
      status: 'active',
      opponent: COINFLIP_BOT_NAME,
      opponentId: null,
      opponentIsBot: true,
      choice: 'tails',
      amount: 10,
    });
    const result = await carol.io.next('gameResult', (x) => x.sessionId === created.id);
    const winner = verifyResult(result, carol.id, BOT_PLAYER);
    expect(result.winnerName).toBe(winner === BOT_PLAYER ? COINFLIP_BOT_NAME : carol.user.username);
    expect(await expectLedgerConsistent(s.t.database, carol.id)).toBe(winner === BOT_PLAYER ? 90 : 110);
  });

  it('lets the creator call the bot to a waiting game', async () => {
    const dave = await s.player();
    dave.io.socket.emit('createSession', { amount: 15, choice: 'heads' });
    const created = await dave.io.next('sessionCreated', (x) => x.creatorId === dave.id);
    await pause(COINFLIP_ACTION_COOLDOWN_MS);
    dave.io.socket.emit('callBotToSession', { sessionId: created.id });
    expect(await dave.io.next('sessionJoined', (x) => x.id === created.id)).toMatchObject({
      opponentIsBot: true,
      status: 'active',
    });
    const winner = verifyResult(await dave.io.next('gameResult'), dave.id, BOT_PLAYER);
    expect(await expectLedgerConsistent(s.t.database, dave.id)).toBe(winner === BOT_PLAYER ? 85 : 115);
  });

  it('refunds the stake on cancel and removes the session', async () => {
    const erin = await s.player();
    const frank = await s.player();
    erin.io.socket.emit('createSession', { amount: 30, choice: 'tails' });
    const created = await erin.io.next('sessionCreated', (x) => x.creatorId === erin.id);
    expect(await balanceOf(s.t.app, erin)).toBe(70);

    erin.io.socket.emit('cancelSession', { sessionId: created.id });
    expect(await frank.io.next('sessionRemoved', (id) => id === created.id)).toBe(created.id);
    await frank.io.next('activeSessions', (list) => !list.some((x) => x.id === created.id));
    expect(await expectLedgerConsistent(s.t.database, erin.id)).toBe(100);
    expect(await ledgerTypes(erin.id)).toEqual(['signup::100', 'bet:coinflip:-30', 'refund:coinflip:30']);

    frank.io.socket.emit('joinSession', { sessionId: created.id });
    expect(await frank.io.next('error')).toEqual({
      message: coinflipMessages.sessionNotFound,
      code: 'coinflip.sessionNotFound',
    });
    expect(await balanceOf(s.t.app, frank)).toBe(100);
  });

  it('ignores a forged userId or username: the authenticated user acts', async () => {
    const victim = await s.player();
    const mallory = await s.player();
    const forged = { userId: victim.id, username: victim.user.username };
    mallory.io.socket.emit('createSession', { amount: 10, choice: 'heads', ...forged });
    const created = await mallory.io.next('sessionCreated', (x) => x.amount === 10 && x.choice === 'heads');
    expect(created).toMatchObject({ creatorId: mallory.id, creator: mallory.user.username });
    expect(await balanceOf(s.t.app, victim)).toBe(100);
    expect(await balanceOf(s.t.app, mallory)).toBe(90);

    // Nor can anyone cancel the victim's session by naming the victim.
    victim.io.socket.emit('createSession', { amount: 25, choice: 'tails' });
    const victims = await victim.io.next('sessionCreated', (x) => x.creatorId === victim.id);
    const third = await s.player();
    third.io.socket.emit('cancelSession', { sessionId: victims.id, ...forged });
    expect(await third.io.next('error')).toEqual({
      message: coinflipMessages.cancelOwnSessionOnly,
      code: 'coinflip.cancelOwnSessionOnly',
    });
    third.io.socket.emit('findUserSessions', victim.id);
    expect(await third.io.next('userSessions')).toEqual([]);
    expect(await balanceOf(s.t.app, victim)).toBe(75);
  });

  it('lets a signed-out socket (polling first, as browsers do) read the lobby but not act', async () => {
    const host = await s.player();
    host.io.socket.emit('createSession', { amount: 5, choice: 'heads' });
    const created = await host.io.next('sessionCreated', (x) => x.creatorId === host.id);

    for (const token of [undefined, 'not-a-token']) {
      const guest = await connectSocket(s.url, token, { websocketOnly: false });
      guest.socket.emit('getActiveSessions');
      expect((await guest.next('activeSessions')).some((x) => x.id === created.id)).toBe(true);
      guest.socket.emit('findUserSessions');
      guest.socket.emit('joinSession', { sessionId: created.id, userId: host.id });
      guest.socket.emit('createSession', { amount: 10, choice: 'heads', userId: host.id });
      guest.socket.emit('cancelSession', { sessionId: created.id, userId: host.id });
      for (let i = 0; i < 4; i += 1) {
        expect(await guest.next('error')).toEqual({
          message: coinflipMessages.noSession,
          code: 'coinflip.noSession',
        });
      }
      guest.close();
    }
    expect(await balanceOf(s.t.app, host)).toBe(95);
  });

  it('treats a banned user as signed out, at the handshake and on a live socket', async () => {
    const user = await registerUser(s.t.app);
    const live = await connectSocket(s.url, user.token);
    await s.t.database.db.updateTable('users').set({ isBanned: 1 }).where('id', '=', user._id).execute();
    s.t.app.sessionsChanged({ userId: user._id });
    live.socket.emit('createSession', { amount: 10, choice: 'heads' });
    expect(await live.next('error')).toEqual({
      message: coinflipMessages.noSession,
      code: 'coinflip.noSession',
    });
    const later = await connectSocket(s.url, user.token);
    later.socket.emit('playAgainstBot', { amount: 10, choice: 'heads' });
    expect(await later.next('error')).toEqual({
      message: coinflipMessages.noSession,
      code: 'coinflip.noSession',
    });
    live.close();
    later.close();
    expect(await expectLedgerConsistent(s.t.database, user._id)).toBe(100);
  });
});
