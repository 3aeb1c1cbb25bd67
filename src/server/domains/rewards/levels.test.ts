import { describe, expect, it } from 'vitest';
import type { Session } from '../../../contract/accounts';
import { levelForXp, levelReward, rakebackFor, xpForLevel } from '../../../contract/levels';
import type { NotificationsPage } from '../../../contract/notifications';
import { type RakebackClaimResponse, type RewardsResponse, rewardsMessages } from '../../../contract/rewards';
import { expectMessage, testDialects, useTestApp } from '../../testing/test-app';
import { insertMissionRecords, limboBet } from './missions-kit';

describe('the XP curve', () => {
  it('climbs by 1,000 XP more each level and pays a tenth of the edge of each step', () => {
    expect([1, 2, 3, 4, 10].map(xpForLevel)).toEqual([0, 1_000, 3_000, 6_000, 45_000]);
    expect([0, 999, 1_000, 2_999, 3_000, 44_999, 45_000].map(levelForXp)).toEqual([1, 1, 2, 2, 3, 9, 10]);
    for (let level = 1; level < 200; level += 1) {
      expect(levelForXp(xpForLevel(level))).toBe(level);
      expect(levelForXp(xpForLevel(level + 1) - 1)).toBe(level);
    }
    // The step to level n is 1,000 × (n − 1) XP, 10 × (n − 1) FF of edge: it pays n − 1 FF.
    expect([2, 3, 10, 50].map(levelReward)).toEqual([1, 2, 9, 49]);
    expect([0, 999, 1_000, 25_050].map(rakebackFor)).toEqual([0, 0, 1, 25]);
  });
});

describe.each(testDialects())('levels and rakeback on %s', (dialect) => {
  const t = useTestApp(dialect);

  const rewards = async (session: Session) => {
    const response = await t.call('GET', '/api/rewards', session);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<RewardsResponse>();
  };
  const claim = (session: Session) => t.call('POST', '/api/rewards/rakeback/claim', session);
  const lose = (session: Session, ...stakes: number[]) =>
    insertMissionRecords(
      t.database.db,
      session._id,
      new Date().toISOString(),
      stakes.map((stake) => limboBet(stake)),
    );

  it("counts a real bet's edge-weighted wager as XP and rakeback", async () => {
    const player = await t.register();
    const bet = await t.call('POST', '/api/games/limbo', player, { betAmount: 50, target: 2 });
    expect(bet.statusCode, bet.body).toBe(200);
    // 50 FF at limbo's 1 % edge: 50 XP, and 50 XP towards the rakeback's first FF.
    const after = await rewards(player);
    expect(after.level).toEqual({ level: 1, xp: 50, levelXp: 0, nextLevelXp: 1_000 });
    expect(after.rakeback).toEqual({ available: 0, pendingXp: 50 });
  });

  it('pays each level reached once, with a notification, and keeps the milestones', async () => {
    const player = await t.register();
    const start = await t.balance(player._id);
    await lose(player, 999);
    expect((await rewards(player)).level).toMatchObject({ level: 1, xp: 999 });
    await lose(player, 1, 5_000);
    // 6,000 XP: level 4 (levels 2, 3 and 4 pay 1 + 2 + 3 FF).
    expect((await rewards(player)).level).toEqual({
      level: 4,
      xp: 6_000,
      levelXp: 6_000,
      nextLevelXp: 10_000,
    });
    await lose(player, 4_000);
    expect((await rewards(player)).level).toMatchObject({ level: 5, xp: 10_000 });
    const levels = await t.database.db
      .selectFrom('playerLevels')
      .select(['level', 'reward'])
      .where('userId', '=', player._id)
      .orderBy('level')
      .execute();
    expect(levels.map((row) => [row.level, Number(row.reward)])).toEqual([
      [2, 1],
      [3, 2],
      [4, 3],
      [5, 4],
    ]);
    const ledger = await t.database.db
      .selectFrom('transactions')
      .select(['type', 'amount', 'description'])
      .where('userId', '=', player._id)
      .where('type', '=', 'reward')
      .orderBy('id')
      .execute();
    // One credit a batch: levels 2 to 4 came with one bet, level 5 with the next.
    expect(ledger.map((row) => [row.description, Number(row.amount)])).toEqual([
      ['Levels 2–4 reached', 6],
      ['Level 5 reached', 4],
    ]);
    expect(await t.expectLedgerConsistent(player._id)).toBe(start + 10);

    const inbox = (await t.call('GET', '/api/notifications', player)).json<NotificationsPage>();
    const levelUps = inbox.notifications.filter((n) => n.kind === 'levelUp');
    expect(levelUps.map((n) => [n.kind, n.data])).toEqual([
      ['levelUp', { level: 5, amount: 4, milestone: true }],
      ['levelUp', { level: 4, amount: 6, milestone: false }],
    ]);
  });

  it('pays the rakeback in whole FF and keeps the fraction for later', async () => {
    const player = await t.register();
    expectMessage(await claim(player), 400, rewardsMessages.nothingToClaim);
    await lose(player, 25_000, 50);
    const before = await rewards(player);
    expect(before.rakeback).toEqual({ available: 25, pendingXp: 50 });
    const balance = await t.balance(player._id);
    const paid = await claim(player);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json<RakebackClaimResponse>()).toEqual({
      amount: 25,
      balance: balance + 25,
      available: 0,
      pendingXp: 50,
    });
    expectMessage(await claim(player), 400, rewardsMessages.nothingToClaim);
    await lose(player, 950);
    expect((await rewards(player)).rakeback).toEqual({ available: 1, pendingXp: 0 });
    expect((await claim(player)).json<RakebackClaimResponse>()).toMatchObject({ amount: 1 });
    const ledger = await t.database.db
      .selectFrom('transactions')
      .select(['amount', 'description'])
      .where('userId', '=', player._id)
      .where('description', '=', 'Rakeback')
      .execute();
    expect(ledger.map((row) => Number(row.amount))).toEqual([25, 1]);
    expect(await t.expectLedgerConsistent(player._id)).toBe(balance + 26);
  });

  it('pays the rakeback exactly once for 50 concurrent claims', async () => {
    const player = await t.register();
    await lose(player, 12_345);
    const balance = (await rewards(player)) && (await t.balance(player._id));
    const answers = await Promise.all(Array.from({ length: 50 }, () => claim(player)));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    for (const answer of answers.filter((x) => x.statusCode !== 200)) {
      expectMessage(answer, 400, rewardsMessages.nothingToClaim);
    }
    expect(await t.expectLedgerConsistent(player._id)).toBe(balance + 12);
    const claims = await t.database.db
      .selectFrom('rakebackClaims')
      .selectAll()
      .where('userId', '=', player._id)
      .execute();
    expect(claims.map((row) => [row.claim, Number(row.amount)])).toEqual([[1, 12]]);
  });

  it('asks a guest to sign in', async () => {
    expectMessage(await t.call('POST', '/api/rewards/rakeback/claim'), 401, 'Not authorized');
  });
});
