import { describe, expect, it } from 'vitest';
import type { Session } from '../../../contract/accounts';
import {
  MISSION_POOL,
  type MissionClaimResponse,
  type MissionDefinition,
  type RewardsResponse,
  rewardsMessages,
} from '../../../contract/rewards';
import { expectMessage, testDialects, useTestApp } from '../../testing/test-app';
import { missionCounts, missionsOf } from './daily-missions';
import { dayBefore } from './daily-streak';
import {
  finishing,
  insertMissionRecords,
  limboBet,
  minesCashOut,
  type RecordSpec,
  xpOf,
} from './missions-kit';
import { createMissionsRepository } from './missions-repository';

const today = () => new Date().toISOString().slice(0, 10);

describe.each(testDialects())('daily missions on %s', (dialect) => {
  const t = useTestApp(dialect);
  const insertRecords = (userId: number, at: string, specs: RecordSpec[]) =>
    insertMissionRecords(t.database.db, userId, at, specs);

  const rewards = async (session: Session) => {
    const response = await t.call('GET', '/api/rewards', session);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<RewardsResponse>().missions;
  };
  const claim = (session: Session, id: number | string) =>
    t.call('POST', `/api/rewards/missions/${id}/claim`, session);
  const now = () => new Date().toISOString();
  /** The level rewards the player's XP has paid (the records of the tests count as bets). */
  const levelRewards = async (userId: number) => {
    const rows = await t.database.db
      .selectFrom('playerLevels')
      .select('reward')
      .where('userId', '=', userId)
      .execute();
    return rows.reduce((sum, row) => sum + Number(row.reward), 0);
  };
  const yesterdayNoon = () => `${dayBefore(today())}T12:00:00.000Z`;

  it("answers a new player's three missions of today, none started; none can be claimed", async () => {
    const player = await t.register();
    const drawn = missionsOf(player._id, today());
    expect(await rewards(player)).toEqual(
      drawn.map((mission) => ({
        id: mission.id,
        title: mission.title,
        progress: 0,
        goal: mission.goal,
        reward: mission.reward,
        claimed: false,
      })),
    );
    for (const mission of drawn)
      expectMessage(await claim(player, mission.id), 400, rewardsMessages.nothingToClaim);
  });

  it("counts the XP of the bets each mission counts, over the player's records of today only", async () => {
    const player = await t.register();
    const other = await t.register();
    const everything = MISSION_POOL.flatMap(finishing);
    // Yesterday's records of the player and today's of another player finish every mission: none count.
    await insertRecords(player._id, yesterdayNoon(), everything);
    await insertRecords(other._id, now(), everything);
    const todays: RecordSpec[] = [
      limboBet(100),
      limboBet(100, 200),
      limboBet(50, 99),
      limboBet(10, 100),
      { game: 'plinko', bet: 300, payout: 600 },
      { game: 'slots', bet: 1000, payout: 1500 },
      { game: 'crash', bet: 200, payout: 0 },
      { game: 'dice', bet: 3, payout: 4, details: { prediction: 'over', targetNumber: 2 } },
      // An even roll pays exactly: no edge, no XP.
      { game: 'dice', bet: 10, payout: 20, details: { prediction: 'over', targetNumber: 3 } },
      minesCashOut(5),
      minesCashOut(2),
      { game: 'blackjack', bet: 500, payout: 1000 },
    ];
    await insertRecords(player._id, now(), todays);
    await t.call('GET', '/api/rewards', player);
    const progress = await createMissionsRepository().progress(t.database.db, player._id, today());
    const stored = Object.fromEntries(
      MISSION_POOL.filter((mission) => missionsOf(player._id, today()).includes(mission)).map((mission) => [
        mission.id,
        progress.get(mission.id) ?? 0,
      ]),
    );
    const counted = (mission: MissionDefinition) =>
      todays
        .filter((spec) =>
          missionCounts(mission, {
            ...spec,
            betAmount: spec.bet,
            details: JSON.stringify(spec.details ?? {}),
          }),
        )
        .reduce((sum, spec) => sum + xpOf(spec), 0);
    expect(stored).toEqual(
      Object.fromEntries(missionsOf(player._id, today()).map((mission) => [mission.id, counted(mission)])),
    );
    const byId = (id: number) => MISSION_POOL.find((mission) => mission.id === id) as MissionDefinition;
    // By hand: the XP of limbo bets (260) and of its wins of 2× or more (110); of winning bets of any
    // game (limbo 100, 50 and 10, plinko 300, slots 1,407, dice 33, the even dice roll none, mines
    // 754 and 870, blackjack 20); of wins of 10× or more (the 10 FF limbo bet paid 100).
    expect(counted(byId(3))).toBe(260);
    expect(counted(byId(4))).toBe(110);
    expect(counted(byId(16))).toBe(100 + 50 + 10 + 300 + 1407 + 33 + 754 + 870 + 20);
    expect(counted(byId(17))).toBe(10);
    expect(counted(byId(1))).toBe(33);
    expect(counted(byId(12))).toBe(754);
  });

  it('pays each finished mission once through the ledger, caps progress at the goal, refuses the rest', async () => {
    const player = await t.register();
    const drawn = missionsOf(player._id, today());
    await insertRecords(player._id, now(), drawn.flatMap(finishing));
    const missions = await rewards(player);
    expect(missions.map((mission) => mission.progress)).toEqual(drawn.map((mission) => mission.goal));

    let balance = await t.balance(player._id);
    for (const mission of drawn) {
      const paid = await claim(player, mission.id);
      expect(paid.statusCode, paid.body).toBe(200);
      balance += mission.reward;
      expect(paid.json<MissionClaimResponse>()).toEqual({ id: mission.id, amount: mission.reward, balance });
      expectMessage(await claim(player, mission.id), 400, rewardsMessages.missionAlreadyClaimed);
    }
    expect((await rewards(player)).every((mission) => mission.claimed)).toBe(true);
    expect(await t.expectLedgerConsistent(player._id)).toBe(balance);
    const rewardRows = await t.database.db
      .selectFrom('transactions')
      .select(['amount', 'description'])
      .where('userId', '=', player._id)
      .where('type', '=', 'reward')
      .where('description', 'like', 'Daily mission:%')
      .orderBy('id')
      .execute();
    expect(rewardRows.map((row) => [Number(row.amount), row.description])).toEqual(
      drawn.map((mission) => [mission.reward, `Daily mission: ${mission.title}`]),
    );

    // A mission of the pool that is not one of today's three, and one that does not exist.
    const notToday = MISSION_POOL.find((mission) => !drawn.includes(mission)) as MissionDefinition;
    expectMessage(await claim(player, notToday.id), 400, rewardsMessages.nothingToClaim);
    expectMessage(await claim(player, 9999), 400, rewardsMessages.nothingToClaim);
    // Ids that cannot name a mission.
    for (const id of ['abc', '0', '-1', '1.5', '99999999999999999999']) {
      expectMessage(await claim(player, id), 404, rewardsMessages.missionNotFound);
    }
    expect(await t.expectLedgerConsistent(player._id)).toBe(balance);
  });

  it('pays exactly once for 50 concurrent claims of one mission', async () => {
    const player = await t.register();
    const [mission] = missionsOf(player._id, today()) as [MissionDefinition];
    await insertRecords(player._id, now(), finishing(mission));
    const answers = await Promise.all(Array.from({ length: 50 }, () => claim(player, mission.id)));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    for (const answer of answers.filter((x) => x.statusCode !== 200)) {
      expectMessage(answer, 400, rewardsMessages.missionAlreadyClaimed);
    }
    expect(await t.expectLedgerConsistent(player._id)).toBe(
      100 + mission.reward + (await levelRewards(player._id)),
    );
  });

  it('counts a bet in the missions of its own UTC day, however late it is folded', async () => {
    const player = await t.register();
    const drawn = missionsOf(player._id, today());
    const yesterday = dayBefore(today());
    // Bets of yesterday finish yesterday's missions (the records are folded now, today).
    await insertRecords(player._id, yesterdayNoon(), missionsOf(player._id, yesterday).flatMap(finishing));
    expect((await rewards(player)).map((mission) => mission.progress)).toEqual(drawn.map(() => 0));
    const kept = await createMissionsRepository().progress(t.database.db, player._id, yesterday);
    for (const mission of missionsOf(player._id, yesterday)) {
      expect(kept.get(mission.id)).toBeGreaterThanOrEqual(mission.goal);
    }
  });

  it('asks a guest to sign in', async () => {
    expectMessage(await t.call('POST', '/api/rewards/missions/1/claim'), 401, 'Not authorized');
  });
});
