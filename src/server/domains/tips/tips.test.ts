import { describe, expect, it } from 'vitest';
import { messages } from '../../../contract/messages';
import type { NotificationsPage } from '../../../contract/notifications';
import { TIP_LIMITS, type TipAnswer, tipsMessages } from '../../../contract/tips';
import { expectMessage, testDialects } from '../../testing/test-app';
import { tipsCalls, useTipsServer } from '../../testing/tips-kit';

const HOUR_MS = 60 * 60 * 1000;

describe.each(testDialects())('tips on %s', (dialect) => {
  const s = useTipsServer(dialect);
  const k = () => tipsCalls(s);

  /** A sender who meets the limits with `funds` FF more, and a friend of theirs. */
  async function pair(funds = 5_000) {
    const from = await k().sender(funds);
    const to = await s.t.register();
    await k().befriend(from, to);
    return { from, to };
  }

  it('moves the FF in one go with a ledger row on each side, and tells the friend live', async () => {
    const { from, to } = await pair(5_000);
    const toast = (await k().socketOf(to)).next('notification', (n) => n.kind === 'tipReceived');
    const answer = await k().tip(from, { toUserId: to._id, amount: 1_250 });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json<TipAnswer>()).toEqual({ balance: 5_100 - 1_250 });
    expect(await s.t.expectLedgerConsistent(from._id)).toBe(3_850);
    expect(await s.t.expectLedgerConsistent(to._id)).toBe(100 + 1_250);

    const [sent] = await k().transactions(from);
    expect(sent).toMatchObject({
      type: 'tip',
      amount: -1_250,
      balanceAfter: 3_850,
      description: `Tip to ${to.username}`,
    });
    const [received] = await k().transactions(to);
    expect(received).toMatchObject({
      type: 'tip',
      amount: 1_250,
      balanceAfter: 1_350,
      description: `Tip from ${from.username}`,
    });

    expect(await toast).toMatchObject({
      kind: 'tipReceived',
      title: 'Tip received',
      text: `${from.username} tipped you 1250 FF.`,
      data: { from: { id: from._id, username: from.username }, amount: 1_250 },
    });
    const inbox = (await s.t.call('GET', '/api/notifications', to)).json<NotificationsPage>();
    expect(inbox.notifications.filter((n) => n.kind === 'tipReceived')).toEqual([await toast]);
    expect(await k().sentToday(from)).toBe(1_250);
  });

  it.each([
    ['a fraction', 1.5, tipsMessages.amountWhole],
    ['text', '100', tipsMessages.amountWhole],
    ['nothing', null, tipsMessages.amountWhole],
    ['zero', 0, tipsMessages.amountPositive],
    ['a negative amount', -5, tipsMessages.amountPositive],
    ['more than a day allows', TIP_LIMITS.dailyLimit + 1, tipsMessages.dailyLimit(TIP_LIMITS.dailyLimit)],
    ['a huge amount', 1e300, tipsMessages.dailyLimit(TIP_LIMITS.dailyLimit)],
  ])('refuses %s with 400 and moves nothing', async (_, amount, message) => {
    const { from, to } = await pair();
    expectMessage(await k().tip(from, { toUserId: to._id, amount }), 400, message);
    expect(await s.t.expectLedgerConsistent(from._id)).toBe(5_100);
    expect(await s.t.expectLedgerConsistent(to._id)).toBe(100);
  });

  it('refuses tipping oneself, a player who does not exist, a non-friend and a banned friend', async () => {
    const { from, to } = await pair();
    expectMessage(await k().tip(from, { toUserId: from._id, amount: 10 }), 400, tipsMessages.tipSelf);
    expectMessage(
      await k().tip(from, { toUserId: 99_999_999, amount: 10 }),
      400,
      tipsMessages.playerNotFound,
    );
    const stranger = await s.t.register();
    expectMessage(await k().tip(from, { toUserId: stranger._id, amount: 10 }), 403, tipsMessages.notFriends);
    const banned = await s.t.app.inject({
      method: 'PATCH',
      url: `/api/users/${to._id}/ban`,
      payload: { isBanned: true },
      headers: { authorization: `Bearer ${s.admin.token}` },
    });
    expect(banned.statusCode).toBe(200);
    expectMessage(await k().tip(from, { toUserId: to._id, amount: 10 }), 400, tipsMessages.cannotReceive);
    for (const bad of [0, -1, 'x']) {
      const refused = await k().tip(from, { toUserId: bad, amount: 10 });
      expect(refused.statusCode, refused.body).toBe(400);
      // A schema check's refusal: its English, with the code and values the web writes it with.
      expect(refused.json()).toMatchObject({ message: expect.any(String), code: 'request.schemaCheck' });
    }
    expect(await s.t.expectLedgerConsistent(from._id)).toBe(5_100);
    expect(await k().sentToday(from)).toBe(0);
  });

  it('asks a guest to sign in', async () => {
    expectMessage(
      await s.t.call('POST', '/api/social/tips', undefined, { toUserId: 1, amount: 1 }),
      401,
      'Not authorized',
    );
  });

  it('needs an account 24 hours old', async () => {
    const { from, to } = await pair();
    await k().age(from, 20 * HOUR_MS);
    expectMessage(await k().tip(from, { toUserId: to._id, amount: 10 }), 400, tipsMessages.accountTooNew(4));
    await k().age(from, 24 * HOUR_MS + 60_000);
    expect((await k().tip(from, { toUserId: to._id, amount: 10 })).statusCode).toBe(200);
  });

  it('needs 1,000 FF wagered in total, read from the bets the fold has counted', async () => {
    const { from, to } = await pair(2_000);
    await k().setWagered(from, 999);
    expectMessage(
      await k().tip(from, { toUserId: to._id, amount: 10 }),
      400,
      tipsMessages.notEnoughWagered(999),
    );
    await s.t.database.db.deleteFrom('wagerTotals').where('userId', '=', from._id).execute();
    expectMessage(
      await k().tip(from, { toUserId: to._id, amount: 10 }),
      400,
      tipsMessages.notEnoughWagered(0),
    );
    // Real bets, not folded yet (the test app has no fold timer): the refusal path folds them first.
    for (let bet = 0; bet < 4; bet += 1) {
      const placed = await s.t.call('POST', '/api/games/dice', from, {
        betAmount: 250,
        prediction: 'over',
        targetNumber: 3,
      });
      expect(placed.statusCode, placed.body).toBe(200);
    }
    const tipped = await k().tip(from, { toUserId: to._id, amount: 10 });
    expect(tipped.statusCode, tipped.body).toBe(200);
    const total = await s.t.database.db
      .selectFrom('wagerTotals')
      .select(['wagered', 'lastBetAt'])
      .where('userId', '=', from._id)
      .executeTakeFirstOrThrow();
    expect(Number(total.wagered)).toBe(1_000);
    expect(Date.now() - Date.parse(total.lastBetAt)).toBeLessThan(60_000);
  });

  it('sends at most 10,000 FF a UTC day, and the next day starts over', async () => {
    const { from, to } = await pair(20_000);
    expect((await k().tip(from, { toUserId: to._id, amount: 6_000 })).statusCode).toBe(200);
    expectMessage(
      await k().tip(from, { toUserId: to._id, amount: 5_000 }),
      400,
      tipsMessages.dailyLimit(4_000),
    );
    expect((await k().tip(from, { toUserId: to._id, amount: 4_000 })).statusCode).toBe(200);
    expectMessage(await k().tip(from, { toUserId: to._id, amount: 1 }), 400, tipsMessages.dailyLimit(0));
    expect(await k().sentToday(from)).toBe(10_000);
    // The row of an earlier day counts for nothing today.
    await s.t.database.db
      .updateTable('tipDays')
      .set({ day: '2000-01-01' })
      .where('userId', '=', from._id)
      .execute();
    expect((await k().tip(from, { toUserId: to._id, amount: 7_000 })).statusCode).toBe(200);
    expect(await k().sentToday(from)).toBe(7_000);
    expect(await s.t.expectLedgerConsistent(from._id)).toBe(20_100 - 17_000);
    expect(await s.t.expectLedgerConsistent(to._id)).toBe(100 + 17_000);
  });

  it('refuses a tip the balance does not cover, and counts nothing against the day', async () => {
    const { from, to } = await pair(0);
    expectMessage(await k().tip(from, { toUserId: to._id, amount: 101 }), 400, messages.insufficientFunds);
    expect(await k().sentToday(from)).toBe(0);
    expect(await s.t.expectLedgerConsistent(from._id)).toBe(100);
  });

  it('never lets 50 tips at once pass the daily limit', async () => {
    const { from, to } = await pair(20_000);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => k().tip(from, { toUserId: to._id, amount: 300 })),
    );
    const taken = answers.filter((answer) => answer.statusCode === 200);
    // 33 × 300 = 9,900: the 34th would pass 10,000.
    expect(taken).toHaveLength(33);
    for (const answer of answers.filter((one) => one.statusCode !== 200)) {
      expectMessage(answer, 400, tipsMessages.dailyLimit(100));
    }
    expect(await k().sentToday(from)).toBe(9_900);
    expect(await s.t.expectLedgerConsistent(from._id)).toBe(20_100 - 9_900);
    expect(await s.t.expectLedgerConsistent(to._id)).toBe(100 + 9_900);
    expect(Math.min(...taken.map((answer) => answer.json<TipAnswer>().balance))).toBe(20_100 - 9_900);
  });

  it('never lets 50 tips at once overdraw the balance', async () => {
    const { from, to } = await pair(2_900);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => k().tip(from, { toUserId: to._id, amount: 300 })),
    );
    // 3,000 FF covers ten.
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(10);
    for (const answer of answers.filter((one) => one.statusCode !== 200)) {
      expectMessage(answer, 400, messages.insufficientFunds);
    }
    expect(await s.t.expectLedgerConsistent(from._id)).toBe(0);
    expect(await s.t.expectLedgerConsistent(to._id)).toBe(3_100);
    expect(await k().sentToday(from)).toBe(3_000);
  });
});
