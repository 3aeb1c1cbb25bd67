import { describe, expect, it } from 'vitest';
import type { Session } from '../../../contract/accounts';
import { dailyXpNeeded } from '../../../contract/levels';
import { type DailyClaimResponse, type RewardsResponse, rewardsMessages } from '../../../contract/rewards';
import { expectMessage, testDialects, useTestApp } from '../../testing/test-app';
import { missionsOf } from './daily-missions';
import { dayBefore } from './daily-streak';
import { insertMissionRecords, limboBet } from './missions-kit';

const today = () => new Date().toISOString().slice(0, 10);
const tomorrowStart = () => new Date(Date.parse(`${today()}T00:00:00.000Z`) + 86_400_000).toISOString();

describe.each(testDialects())('the daily reward on %s', (dialect) => {
  const t = useTestApp(dialect);

  const rewards = async (session: Session) => {
    const response = await t.call('GET', '/api/rewards', session);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<RewardsResponse>();
  };
  const claim = (session: Session) => t.call('POST', '/api/rewards/daily/claim', session);
  /** The player bets `xp` FF at limbo (1 % edge: `xp` XP) and loses; answers the balance once folded. */
  async function play(session: Session, xp: number) {
    await insertMissionRecords(t.database.db, session._id, new Date().toISOString(), [limboBet(xp)]);
    await rewards(session);
    return t.balance(session._id);
  }

  /** Moves the player's claims `days` back, as if they had been made that long ago. */
  async function ageClaims(userId: number, days: number) {
    const rows = await t.database.db
      .selectFrom('dailyClaims')
      .select(['id', 'day'])
      .where('userId', '=', userId)
      .execute();
    for (const row of rows) {
      let day = row.day;
      for (let i = 0; i < days; i += 1) day = dayBefore(day);
      await t.database.db.updateTable('dailyClaims').set({ day }).where('id', '=', row.id).execute();
    }
  }

  it("answers a new player: day 1 claimable once they have played, level 1, today's three missions not started", async () => {
    const player = await t.register();
    expect(await rewards(player)).toEqual({
      daily: {
        streak: 0,
        claimableNow: true,
        nextAt: `${today()}T00:00:00.000Z`,
        amount: 10,
        xpNeeded: dailyXpNeeded(10),
      },
      rakeback: { available: 0, pendingXp: 0 },
      level: { level: 1, xp: 0, levelXp: 0, nextLevelXp: 1000 },
      missions: missionsOf(player._id, today()).map(({ id, title, goal, reward }) => ({
        id,
        title,
        progress: 0,
        goal,
        reward,
        claimed: false,
      })),
    });
  });

  it('needs play: the daily rewards claimed in all stay within a fifth of the edge paid', async () => {
    const player = await t.register();
    // 5,000 XP is 50 FF of edge: a fifth of it pays day 1 (10 FF), not day 2 as well (25 FF in all).
    expect(dailyXpNeeded(10)).toBe(5_000);
    expect(dailyXpNeeded(25)).toBe(12_500);
    expectMessage(await claim(player), 400, rewardsMessages.dailyNeedsPlay);
    await play(player, 4_999);
    expectMessage(await claim(player), 400, rewardsMessages.dailyNeedsPlay);
    const balance = await play(player, 1);
    expect((await claim(player)).json<DailyClaimResponse>()).toMatchObject({
      amount: 10,
      balance: balance + 10,
    });
    await ageClaims(player._id, 1);
    expect((await rewards(player)).daily).toMatchObject({ claimableNow: true, amount: 15, xpNeeded: 12_500 });
    expectMessage(await claim(player), 400, rewardsMessages.dailyNeedsPlay);
    await play(player, 7_500);
    expect((await claim(player)).json<DailyClaimResponse>()).toMatchObject({ amount: 15, streak: 2 });
  });

  it('pays once a UTC day through the ledger, and refuses a second claim', async () => {
    const player = await t.register();
    const balance = await play(player, dailyXpNeeded(10));
    const first = await claim(player);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<DailyClaimResponse>()).toEqual({
      amount: 10,
      balance: balance + 10,
      streak: 1,
      nextAt: tomorrowStart(),
    });
    expectMessage(await claim(player), 400, rewardsMessages.alreadyClaimed);
    expect(await t.expectLedgerConsistent(player._id)).toBe(balance + 10);
    const ledger = await t.database.db
      .selectFrom('transactions')
      .select(['type', 'amount', 'description'])
      .where('userId', '=', player._id)
      .orderBy('id')
      .execute();
    expect(ledger.map((row) => [row.type, Number(row.amount)]).slice(-1)).toEqual([['reward', 10]]);
    expect(ledger.at(-1)?.description).toBe('Daily reward, day 1 of the streak');
    expect((await rewards(player)).daily).toEqual({
      streak: 1,
      claimableNow: false,
      nextAt: tomorrowStart(),
      amount: 15,
      xpNeeded: dailyXpNeeded(25),
    });
  });

  it('grows the streak day by day up to the table end, and a missed day starts it over', async () => {
    const player = await t.register();
    const balance = await play(player, dailyXpNeeded(300));
    const paid: number[] = [];
    for (let day = 1; day <= 9; day += 1) {
      const response = await claim(player);
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json<DailyClaimResponse>();
      expect(body.streak).toBe(day);
      paid.push(body.amount);
      await ageClaims(player._id, 1);
    }
    expect(paid).toEqual([10, 15, 20, 25, 30, 40, 50, 50, 50]);
    expect((await rewards(player)).daily).toMatchObject({ streak: 9, claimableNow: true, amount: 50 });

    // Two days back: yesterday was missed.
    await ageClaims(player._id, 1);
    expect((await rewards(player)).daily).toMatchObject({ streak: 0, claimableNow: true, amount: 10 });
    expect((await claim(player)).json<DailyClaimResponse>()).toMatchObject({ streak: 1, amount: 10 });
    expect(await t.expectLedgerConsistent(player._id)).toBe(balance + 290 + 10);
  });

  it('pays exactly once for 50 concurrent claims', async () => {
    const player = await t.register();
    const balance = await play(player, dailyXpNeeded(10));
    const answers = await Promise.all(Array.from({ length: 50 }, () => claim(player)));
    const paid = answers.filter((answer) => answer.statusCode === 200);
    expect(paid).toHaveLength(1);
    for (const answer of answers.filter((x) => x.statusCode !== 200)) {
      expectMessage(answer, 400, rewardsMessages.alreadyClaimed);
    }
    expect(await t.expectLedgerConsistent(player._id)).toBe(balance + 10);
  });

  it('asks a guest to sign in', async () => {
    expectMessage(await t.call('GET', '/api/rewards'), 401, 'Not authorized');
    expectMessage(await t.call('POST', '/api/rewards/daily/claim'), 401, 'Not authorized');
  });
});
