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
import { missionsOf } from './daily-missions';
import { dayBefore } from './daily-streak';
import { finishing, insertMissionRecords, type RecordSpec } from './missions-kit';
import { createMissionsRepository, progressQuery } from './missions-repository';

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

  it("counts each mission of the pool over the player's records of today only", async () => {
    const player = await t.register();
    const other = await t.register();
    const everything = MISSION_POOL.flatMap(finishing);
    // Yesterday's records of the player and today's of another player finish every mission: none count.
    await insertRecords(player._id, yesterdayNoon(), everything);
    await insertRecords(other._id, now(), everything);
    await insertRecords(player._id, now(), [
      { game: 'dice', bet: 10, payout: 0 },
      { game: 'dice', bet: 10, payout: 20 },
      { game: 'dice', bet: 10, payout: 10 },
      { game: 'limbo', bet: 10, payout: 20 },
      { game: 'limbo', bet: 10, payout: 19 },
      { game: 'limbo', bet: 5, payout: 50 },
      { game: 'plinko', bet: 10, payout: 5 },
      { game: 'slots', bet: 10, payout: 30 },
      { game: 'crash', bet: 10, payout: 0 },
      { game: 'crash', bet: 10, payout: 25 },
      { game: 'mines', bet: 10, payout: 0, revealed: 5 },
      { game: 'mines', bet: 10, payout: 15, revealed: 4 },
      { game: 'blackjack', bet: 10, payout: 20 },
      { game: 'blackjack', bet: 10, payout: 10 },
      { game: 'blackjack', bet: 20, payout: 40 },
    ]);
    const progress = await createMissionsRepository().progress(
      t.database.db,
      player._id,
      `${today()}T00:00:00.000Z`,
      MISSION_POOL,
    );
    // By mission id: dice bets, wins; limbo bets, 2x; plinko balls, 2x; slots spins, wins; crash rounds,
    // 2x; mines rounds, 5 gems; blackjack hands, wins; wager, games, 10x.
    const expected: Record<number, number> = {
      1: 3,
      2: 1,
      3: 3,
      4: 2,
      5: 1,
      6: 0,
      7: 1,
      8: 1,
      9: 2,
      10: 1,
      11: 2,
      12: 1,
      13: 3,
      14: 2,
      15: 155,
      16: 7,
      17: 1,
    };
    expect(Object.fromEntries(MISSION_POOL.map((mission, i) => [mission.id, progress[i]]))).toEqual(expected);
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
    expect(await t.expectLedgerConsistent(player._id)).toBe(100 + mission.reward);
  });

  it('reads a day of thousands of bets after months of them', async () => {
    const player = await t.register();
    const drawn = missionsOf(player._id, today());
    const busyDay = (): RecordSpec[] =>
      Array.from({ length: 3000 }, (_, i) => ({
        game: ['dice', 'limbo', 'plinko', 'slots', 'crash', 'mines', 'blackjack'][i % 7] as string,
        bet: 1,
        payout: 0,
      }));
    for (let back = 1, day = today(); back <= 3; back += 1) {
      day = dayBefore(day);
      await insertRecords(player._id, `${day}T12:00:00.000Z`, [...busyDay(), ...drawn.flatMap(finishing)]);
    }
    await insertRecords(player._id, now(), busyDay());
    const missions = await rewards(player);
    // 3,000 losing bets of 1 FF today over seven games: each game's bets and the wager and games
    // missions are done, nothing is won, and nothing of the earlier days counts.
    const expected = drawn.map((mission) =>
      Math.min(
        { bets: mission.goal, wins: 0, multiplier: 0, wager: 3000, games: 7, gems: 0 }[mission.measure],
        mission.goal,
      ),
    );
    expect(missions.map((mission) => mission.progress)).toEqual(expected);
  });

  it('asks a guest to sign in', async () => {
    expectMessage(await t.call('POST', '/api/rewards/missions/1/claim'), 401, 'Not authorized');
  });
});

/** The day's read walks the index of a player's records by game, never the whole table. */
describe('the missions read on SQLite', () => {
  const t = useTestApp('sqlite');
  it('uses the index game_records_user_game for every game it reads', async () => {
    const player = await t.register();
    const query = progressQuery(
      t.database.db,
      player._id,
      `${today()}T00:00:00.000Z`,
      MISSION_POOL,
    ).compile();
    const sqlite = t.database.sqlite as NonNullable<typeof t.database.sqlite>;
    const plan = sqlite
      .prepare(`explain query plan ${query.sql}`)
      .all(...(query.parameters as unknown[]))
      .map((row) => (row as { detail: string }).detail);
    expect(plan.join('\n')).not.toMatch(/SCAN (TABLE )?(game_records|r|before)\b(?! USING)/);
    expect(plan.filter((line) => line.includes('game_records_user_game'))).toHaveLength(14);
  });
});
