import { describe, expect, it } from 'vitest';
import type { Session } from '../../../contract/accounts';
import { type DailyClaimResponse, type RewardsResponse, rewardsMessages } from '../../../contract/rewards';
import { expectMessage, testDialects, useTestApp } from '../../testing/test-app';
import { missionsOf } from './daily-missions';
import { dayBefore } from './daily-streak';

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

  it("answers a new player: day 1 claimable, today's three missions not started, the rest not built yet", async () => {
    const player = await t.register();
    expect(await rewards(player)).toEqual({
      daily: { streak: 0, claimableNow: true, nextAt: `${today()}T00:00:00.000Z`, amount: 10 },
      rakeback: { available: 0 },
      level: { level: 1, xp: 0, nextLevelXp: 100 },
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

  it('pays once a UTC day through the ledger, and refuses a second claim', async () => {
    const player = await t.register();
    const first = await claim(player);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<DailyClaimResponse>()).toEqual({
      amount: 10,
      balance: 110,
      streak: 1,
      nextAt: tomorrowStart(),
    });
    expectMessage(await claim(player), 400, rewardsMessages.alreadyClaimed);
    expect(await t.expectLedgerConsistent(player._id)).toBe(110);
    const ledger = await t.database.db
      .selectFrom('transactions')
      .select(['type', 'amount'])
      .where('userId', '=', player._id)
      .orderBy('id')
      .execute();
    expect(ledger.map((row) => [row.type, Number(row.amount)])).toEqual([
      ['signup', 100],
      ['reward', 10],
    ]);
    expect((await rewards(player)).daily).toEqual({
      streak: 1,
      claimableNow: false,
      nextAt: tomorrowStart(),
      amount: 15,
    });
  });

  it('grows the streak day by day up to the table end, and a missed day starts it over', async () => {
    const player = await t.register();
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
    expect(await t.expectLedgerConsistent(player._id)).toBe(100 + 290 + 10);
  });

  it('pays exactly once for 50 concurrent claims', async () => {
    const player = await t.register();
    const answers = await Promise.all(Array.from({ length: 50 }, () => claim(player)));
    const paid = answers.filter((answer) => answer.statusCode === 200);
    expect(paid).toHaveLength(1);
    for (const answer of answers.filter((x) => x.statusCode !== 200)) {
      expectMessage(answer, 400, rewardsMessages.alreadyClaimed);
    }
    expect(await t.expectLedgerConsistent(player._id)).toBe(110);
  });

  it('asks a guest to sign in', async () => {
    expectMessage(await t.call('GET', '/api/rewards'), 401, 'Not authorized');
    expectMessage(await t.call('POST', '/api/rewards/daily/claim'), 401, 'Not authorized');
  });
});
