import { describe, expect, it } from 'vitest';
import type { Session } from '../../../contract/accounts';
import { messages } from '../../../contract/messages';
import type { NotificationsPage } from '../../../contract/notifications';
import type { ChatMessages } from '../../../contract/social';
import { RAIN_RULES, type RainAnswer, rainChatText, TIP_LIMITS, tipsMessages } from '../../../contract/tips';
import { expectMessage, testDialects } from '../../testing/test-app';
import { tipsCalls, useTipsServer } from '../../testing/tips-kit';

const HOUR_MS = 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;

describe.each(testDialects())('chat rain on %s', (dialect) => {
  const s = useTipsServer(dialect);
  const k = () => tipsCalls(s);

  /** Players who bet a moment ago and then wrote in chat, in this order (the last one chatted last). */
  async function chatters(count: number): Promise<Session[]> {
    const players: Session[] = [];
    for (let made = 0; made < count; made += 1) {
      const player = await s.t.register();
      await k().setWagered(player, 10);
      await k().chat(player, `hi ${made}`);
      players.push(player);
    }
    return players;
  }

  /** A sender with funds in a quiet chat (no line of an earlier test counts). */
  async function rainmaker(funds = 5_000): Promise<Session> {
    await k().quietChat();
    return k().sender(funds);
  }

  it('splits the rain evenly over who chatted and bet lately, the odd FF to the last to chat, in one chat line', async () => {
    const from = await rainmaker();
    const [first, second, third] = await chatters(3);
    if (!first || !second || !third) throw new Error('three chatters');
    // Not caught: a chatter who never bet, one who bet 25 h ago, one who chatted 16 minutes ago.
    const [noBet, oldBet, oldChat] = await Promise.all([s.t.register(), s.t.register(), s.t.register()]);
    await k().chat(noBet);
    await k().setWagered(oldBet, 5_000, k().ago(25 * HOUR_MS));
    await k().chat(oldBet);
    await k().setWagered(oldChat, 5_000);
    await k().dateChat(await k().chat(oldChat), 16 * MINUTE_MS);
    // The sender chats too, and is left out.
    await k().chat(from);

    const watcher = await k().socketOf(await s.t.register());
    const toasts = await Promise.all([third, first].map((player) => k().socketOf(player)));
    const answer = await k().rain(from, { amount: 1_000 });
    expect(answer.statusCode, answer.body).toBe(200);
    const recipients = [
      { userId: third._id, username: third.username, amount: 334 },
      { userId: second._id, username: second.username, amount: 333 },
      { userId: first._id, username: first.username, amount: 333 },
    ];
    expect(answer.json<RainAnswer>()).toEqual({ recipients, balance: 5_100 - 1_000 });

    // The books: the sender -1,000, the three +1,000 together, each chain whole.
    expect(await s.t.expectLedgerConsistent(from._id)).toBe(4_100);
    for (const { userId, amount } of recipients)
      expect(await s.t.expectLedgerConsistent(userId)).toBe(100 + amount);
    for (const player of [noBet, oldBet, oldChat])
      expect(await s.t.expectLedgerConsistent(player._id)).toBe(100);
    expect((await k().transactions(from))[0]).toMatchObject({
      type: 'rain',
      amount: -1_000,
      description: 'Rain on 3 players in chat',
    });
    expect((await k().transactions(third))[0]).toMatchObject({
      type: 'rain',
      amount: 334,
      balanceAfter: 434,
      description: `Rain from ${from.username} in chat`,
    });
    expect(await k().sentToday(from)).toBe(1_000);

    // One system line in chat, live and in the history, listing who got what.
    const text = rainChatText(from.username, 1_000, recipients);
    expect(text).toBe(
      `${from.username} made it rain 1,000 FF on chat: ${third.username} 334 FF, ${second.username} 333 FF, ${first.username} 333 FF`,
    );
    const live = await watcher.next('chatMessage', (message) => message.kind === 'share');
    expect(live).toMatchObject({ kind: 'share', text, sender: { id: from._id, username: from.username } });
    expect(live.betId).toBeUndefined();
    const history = (await s.t.call('GET', '/api/social/chat', from)).json<ChatMessages>().messages;
    expect(history.at(-1)).toEqual(live);

    // Each recipient is told, live and in the inbox.
    const [toThird, toFirst] = await Promise.all(
      toasts.map((socket) => socket.next('notification', (n) => n.kind === 'rainReceived')),
    );
    expect(toThird).toMatchObject({
      title: 'Rain in chat',
      text: `${from.username} made it rain in chat: 334 FF for you.`,
      data: { from: { id: from._id, username: from.username }, amount: 334 },
    });
    expect(toFirst).toMatchObject({ data: { amount: 333 } });
    const inbox = (await s.t.call('GET', '/api/notifications', second)).json<NotificationsPage>();
    expect(inbox.notifications.map((n) => n.kind)).toEqual(['rainReceived']);
  });

  it('falls on 25 players at most, those who chatted last', async () => {
    const from = await rainmaker();
    const players = await chatters(RAIN_RULES.maxRecipients + 2);
    const answer = await k().rain(from, { amount: 1_024 });
    expect(answer.statusCode, answer.body).toBe(200);
    const { recipients, balance } = answer.json<RainAnswer>();
    expect(recipients.map((r) => r.userId)).toEqual(
      players
        .slice(2)
        .reverse()
        .map((p) => p._id),
    );
    // 1,024 = 25 × 40 + 24: the 24 who chatted last get 41.
    expect(recipients.map((r) => r.amount)).toEqual([...Array<number>(24).fill(41), 40]);
    expect(balance).toBe(5_100 - 1_024);
    for (const player of players.slice(0, 2)) expect(await s.t.balance(player._id)).toBe(100);
  });

  it('refuses a rain nobody can catch, and moves nothing', async () => {
    const from = await rainmaker();
    await k().chat(from);
    const idle = await s.t.register();
    await k().chat(idle);
    expectMessage(await k().rain(from, { amount: 1_000 }), 400, tipsMessages.rainNobody);
    expect(await s.t.expectLedgerConsistent(from._id)).toBe(5_100);
    expect(await k().sentToday(from)).toBe(0);
    const history = (await s.t.call('GET', '/api/social/chat', from)).json<ChatMessages>().messages;
    expect(history.filter((message) => message.sender.id === from._id && message.kind === 'share')).toEqual(
      [],
    );
  });

  it('counts a bet placed a moment ago, through the wager fold', async () => {
    const from = await rainmaker();
    const player = await s.t.register();
    const bet = await s.t.call('POST', '/api/games/dice', player, {
      betAmount: 5,
      prediction: 'over',
      targetNumber: 3,
    });
    expect(bet.statusCode, bet.body).toBe(200);
    await k().chat(player);
    const answer = await k().rain(from, { amount: 1_000 });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json<RainAnswer>().recipients).toEqual([
      { userId: player._id, username: player.username, amount: 1_000 },
    ]);
  });

  it.each([
    ['less than 1,000 FF', 999, tipsMessages.rainTooSmall],
    ['a fraction', 1_000.5, tipsMessages.amountWhole],
    ['text', '1000', tipsMessages.amountWhole],
    ['zero', 0, tipsMessages.amountPositive],
    ['more than a day allows', TIP_LIMITS.dailyLimit + 1, tipsMessages.dailyLimit(TIP_LIMITS.dailyLimit)],
  ])('refuses %s with 400', async (_, amount, message) => {
    const from = await rainmaker();
    await chatters(1);
    expectMessage(await k().rain(from, { amount }), 400, message);
    expect(await s.t.expectLedgerConsistent(from._id)).toBe(5_100);
  });

  it('asks the same of the sender as a tip, and shares the daily limit with tips', async () => {
    const from = await rainmaker(20_000);
    const [catcher] = await chatters(1);
    if (!catcher) throw new Error('a chatter');
    await k().age(from, 23 * HOUR_MS);
    expectMessage(await k().rain(from, { amount: 1_000 }), 400, tipsMessages.accountTooNew(1));
    await k().age(from, 48 * HOUR_MS);
    await k().setWagered(from, 500);
    expectMessage(await k().rain(from, { amount: 1_000 }), 400, tipsMessages.notEnoughWagered(500));
    await k().setWagered(from, 1_000);

    expect((await k().rain(from, { amount: 9_000 })).statusCode).toBe(200);
    await k().befriend(from, catcher);
    const overLimit = await k().tip(from, { toUserId: catcher._id, amount: 1_001 });
    expectMessage(overLimit, 400, tipsMessages.dailyLimit(1_000));
    // The code and the values, for a client that writes the sentence in its player's language.
    expect(overLimit.json()).toEqual({
      message: tipsMessages.dailyLimit(1_000),
      code: 'tips.dailyLimit',
      values: { left: 1_000, dailyLimit: TIP_LIMITS.dailyLimit },
    });
    expect((await k().tip(from, { toUserId: catcher._id, amount: 1_000 })).statusCode).toBe(200);
    expectMessage(await k().rain(from, { amount: 1_000 }), 400, tipsMessages.dailyLimit(0));
    expect(await s.t.expectLedgerConsistent(catcher._id)).toBe(100 + 10_000);
  });

  it('refuses a rain the balance does not cover', async () => {
    const from = await rainmaker(800);
    await chatters(2);
    expectMessage(await k().rain(from, { amount: 1_000 }), 400, messages.insufficientFunds);
    expect(await k().sentToday(from)).toBe(0);
  });

  it('never lets 50 rains at once pass the daily limit nor pay twice', async () => {
    const from = await rainmaker(30_000);
    const catchers = await chatters(3);
    const answers = await Promise.all(Array.from({ length: 50 }, () => k().rain(from, { amount: 1_000 })));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(10);
    for (const answer of answers.filter((one) => one.statusCode !== 200)) {
      expectMessage(answer, 400, tipsMessages.dailyLimit(0));
    }
    expect(await s.t.expectLedgerConsistent(from._id)).toBe(30_100 - 10_000);
    const caught = await Promise.all(catchers.map((player) => s.t.expectLedgerConsistent(player._id)));
    expect(caught.reduce((sum, balance) => sum + balance - 100, 0)).toBe(10_000);
    const lines = (await s.t.call('GET', '/api/social/chat', from)).json<ChatMessages>().messages;
    expect(lines.filter((line) => line.kind === 'share' && line.sender.id === from._id)).toHaveLength(10);
  });

  it('never lets 50 rains at once overdraw the balance', async () => {
    const from = await rainmaker(3_400);
    const catchers = await chatters(2);
    const answers = await Promise.all(Array.from({ length: 50 }, () => k().rain(from, { amount: 1_000 })));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(3);
    for (const answer of answers.filter((one) => one.statusCode !== 200)) {
      expectMessage(answer, 400, messages.insufficientFunds);
    }
    expect(await s.t.expectLedgerConsistent(from._id)).toBe(500);
    const caught = await Promise.all(catchers.map((player) => s.t.expectLedgerConsistent(player._id)));
    expect(caught).toEqual([1_600, 1_600]);
    expect(await k().sentToday(from)).toBe(3_000);
  });
});
