import { describe, expect, it } from 'vitest';
import {
  COINFLIP_ACTION_COOLDOWN_MS,
  COINFLIP_CANCEL_COOLDOWN_MS,
  coinflipMessages,
} from '../../../contract/coinflip';
import { codeOfMessage } from '../../../contract/message-codes';
import { messages } from '../../../contract/messages';
import type { ClientToServerEvents } from '../../../contract/socket-events';
import { balanceOf, type Player, useCoinflipServer } from '../../testing/coinflip-kit';
import { pause } from '../../testing/socket-client';
import { bearer, expectLedgerConsistent, testDialects } from '../../testing/test-app';

type Action = keyof ClientToServerEvents;

describe.each(testDialects())('coinflip errors on %s', (dialect) => {
  const s = useCoinflipServer(dialect);

  /** Sends one action and expects the given error; then waits out the cooldown it took, unless told not to. */
  async function expectError(
    player: Player,
    action: Action,
    payload: unknown,
    message: string,
    last = false,
  ) {
    (player.io.socket.emit as (event: string, payload: unknown) => void)(action, payload);
    // The English message and its stable code (every message here is a contract message).
    const code = codeOfMessage(message);
    expect(code).toBeDefined();
    expect(await player.io.next('error')).toEqual({ message, code });
    if (!last) await pause(COINFLIP_ACTION_COOLDOWN_MS);
  }

  async function openSession(player: Player, amount = 10) {
    player.io.socket.emit('createSession', { amount, choice: 'heads' });
    const session = await player.io.next('sessionCreated', (x) => x.creatorId === player.id);
    await pause(COINFLIP_ACTION_COOLDOWN_MS);
    return session;
  }

  it.each([
    [{ amount: 4, choice: 'heads' }, coinflipMessages.minimumBet],
    [{ amount: 0, choice: 'heads' }, coinflipMessages.minimumBet],
    [{ amount: -10, choice: 'tails' }, coinflipMessages.minimumBet],
    [{ amount: 10.5, choice: 'heads' }, messages.amountWhole],
    [{ amount: '10', choice: 'heads' }, messages.amountWhole],
    [{ choice: 'heads' }, messages.amountWhole],
    [null, messages.amountWhole],
    [{ amount: 1e15, choice: 'heads' }, messages.amountTooLarge],
    [{ amount: 10, choice: 'edge' }, coinflipMessages.choiceInvalid],
    [{ amount: 10 }, coinflipMessages.choiceInvalid],
    [{ amount: 101, choice: 'heads' }, coinflipMessages.notEnoughFunds],
  ])('refuses to create or play the bot with %j: %s', async (payload, message) => {
    const [a, b] = await Promise.all([s.player(), s.player()]);
    await Promise.all([
      expectError(a, 'createSession', payload, message, true),
      expectError(b, 'playAgainstBot', payload, message, true),
    ]);
    for (const player of [a, b]) expect(await expectLedgerConsistent(s.t.database, player.id)).toBe(100);
  });

  it("says 'You don't have enough Fun Funds to join this game'", async () => {
    const [rich, poor] = await Promise.all([s.player(), s.player()]);
    await s.t.app.inject({ method: 'POST', url: '/api/users/resetFunds', headers: bearer(rich.user) });
    const session = await openSession(rich, 500);
    await expectError(
      poor,
      'joinSession',
      { sessionId: session.id },
      coinflipMessages.notEnoughFundsToJoin,
      true,
    );
    expect(await balanceOf(s.t.app, poor)).toBe(100);
    expect(await balanceOf(s.t.app, rich)).toBe(500);
  });

  it("says 'Session not found' for unknown or malformed session ids", async () => {
    const payloads = [
      { sessionId: 999_999 },
      { sessionId: 'abc' },
      { sessionId: -1 },
      { sessionId: 1.5 },
      {},
      7,
    ];
    const actions = ['joinSession', 'callBotToSession', 'cancelSession'] as const;
    await Promise.all(
      actions.flatMap((action) =>
        payloads.map(async (payload) => {
          const player = await s.player();
          await expectError(player, action, payload, coinflipMessages.sessionNotFound, true);
        }),
      ),
    );
  });

  it('allows one open session per player', async () => {
    const players = await Promise.all([s.player(), s.player(), s.player(), s.player()]);
    const [a, b, c, other] = players as [Player, Player, Player, Player];
    const sessions = await Promise.all(players.map((player) => openSession(player, 20)));
    const othersId = { sessionId: sessions[3]?.id };
    await Promise.all([
      expectError(a, 'createSession', { amount: 10, choice: 'tails' }, coinflipMessages.activeGame, true),
      expectError(b, 'playAgainstBot', { amount: 10, choice: 'tails' }, coinflipMessages.activeGame, true),
      expectError(c, 'joinSession', othersId, coinflipMessages.activeGame, true),
      expectError(other, 'joinSession', othersId, coinflipMessages.ownSession, true),
    ]);
    for (const player of players) expect(await expectLedgerConsistent(s.t.database, player.id)).toBe(80);
  });

  it('refuses calling the bot or cancelling outside a waiting game of your own', async () => {
    const [creator, joiner, stranger] = await Promise.all([s.player(), s.player(), s.player()]);
    const session = await openSession(creator);
    const ref = { sessionId: session.id };
    await expectError(stranger, 'callBotToSession', ref, coinflipMessages.botOwnSessionOnly);
    await expectError(stranger, 'cancelSession', ref, coinflipMessages.cancelOwnSessionOnly);

    joiner.io.socket.emit('joinSession', ref);
    await joiner.io.next('sessionJoined', (x) => x.id === session.id);
    // Active (the coin in the air) and then completed: neither takes the bot, a join or a cancel.
    await Promise.all([
      expectError(creator, 'callBotToSession', ref, coinflipMessages.botOnlyWaiting, true),
      expectError(stranger, 'joinSession', ref, coinflipMessages.notWaiting, true),
    ]);
    await creator.io.next('gameResult', (x) => x.sessionId === session.id);
    await pause(COINFLIP_ACTION_COOLDOWN_MS);
    await expectError(creator, 'callBotToSession', ref, coinflipMessages.botOnlyWaiting, true);
    // Cancelling has a cooldown of its own, so it need not wait for the call above.
    await expectError(creator, 'cancelSession', ref, coinflipMessages.cancelOnlyWaiting, true);
    await Promise.all([
      expectError(joiner, 'callBotToSession', ref, coinflipMessages.botOwnSessionOnly, true),
      expectError(stranger, 'joinSession', ref, coinflipMessages.notWaiting, true),
    ]);
    const total = (await balanceOf(s.t.app, creator)) + (await balanceOf(s.t.app, joiner));
    expect(total).toBe(200);
  });

  it("answers 'Processing your request...' to an action sent while another is in progress", async () => {
    const player = await s.player();
    for (let i = 0; i < 3; i += 1) player.io.socket.emit('createSession', { amount: 10, choice: 'heads' });
    await player.io.next('sessionCreated', (x) => x.creatorId === player.id);
    await player.io.next('error', (x) => x.message === coinflipMessages.processing);
    await pause(100);
    expect(player.io.all('sessionCreated').filter((x) => x.creatorId === player.id)).toHaveLength(1);
    expect(await expectLedgerConsistent(s.t.database, player.id)).toBe(90);
  });

  it('enforces the cooldowns: 500 ms between actions, 300 ms between cancels', async () => {
    const player = await s.player();
    player.io.socket.emit('createSession', { amount: 10, choice: 'heads' });
    const session = await player.io.next('sessionCreated', (x) => x.creatorId === player.id);

    player.io.socket.emit('callBotToSession', { sessionId: session.id });
    const refused = await player.io.next('error');
    expect(refused.message).toBe(coinflipMessages.cooldown);
    // The stable code, as HTTP error answers carry it, for a client in another language.
    expect(refused.code).toBe('coinflip.cooldown');
    expect(refused.cooldownRemaining).toBeGreaterThan(0);
    expect(refused.cooldownRemaining).toBeLessThanOrEqual(COINFLIP_ACTION_COOLDOWN_MS / 1000);

    // Cancelling has its own, shorter cooldown: it is not held up by the create.
    player.io.socket.emit('cancelSession', { sessionId: session.id });
    await player.io.next('sessionRemoved', (id) => id === session.id);
    player.io.socket.emit('cancelSession', { sessionId: session.id });
    const again = await player.io.next('error');
    expect(again.message).toBe(coinflipMessages.cooldown);
    expect(again.cooldownRemaining).toBeGreaterThan(0);
    expect(again.cooldownRemaining).toBeLessThanOrEqual(COINFLIP_CANCEL_COOLDOWN_MS / 1000);

    // Once the time has passed, actions go through again.
    await pause(((refused.cooldownRemaining as number) + 0.02) * 1000);
    player.io.socket.emit('playAgainstBot', { amount: 10, choice: 'tails' });
    await player.io.next('sessionJoined', (x) => x.creatorId === player.id && x.opponentIsBot);
    await player.io.next('gameResult');
  });
});
