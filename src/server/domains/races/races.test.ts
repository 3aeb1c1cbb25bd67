import { describe, expect, it } from 'vitest';
import type { Session } from '../../../contract/accounts';
import { NOTIFICATION_TEXTS } from '../../../contract/notifications-texts';
import type { CurrentRaceResponse, PastRacesResponse } from '../../../contract/races';
import { RACE_PRIZE_POOL, RACE_PRIZES, racePrizeDescription } from '../../../contract/races-texts';
import { edgeWeighted } from '../../../games/house-edge';
import { nowIso } from '../../clock';
import { createUnitOfWork } from '../../db/unit-of-work';
import { testDialects, useTestApp } from '../../testing/test-app';
import { insertBareUser } from '../../testing/test-database';
import { raceWeek, raceWeekAt } from './race-week';
import { foldedRecord, foldIntoRace } from './races-kit';
import { createRacesRepository } from './repository';
import { createRacesService } from './service';

const MINUTE = 60_000;
const plus = (iso: string, ms: number) => new Date(Date.parse(iso) + ms).toISOString();

describe.each(testDialects())('the weekly race on %s', (dialect) => {
  const t = useTestApp(dialect);

  /** The races' service on the test's database at a moment of the test's choosing, with no cache. */
  const serviceAt = (at: string) =>
    createRacesService(
      createUnitOfWork(t.database.db, dialect),
      createRacesRepository(dialect),
      async (ids) =>
        new Map(
          ids.map((id) => [
            id,
            { avatar: null, border: null, background: null, badge: null, nameColor: null },
          ]),
        ),
      { now: () => at, standingsCacheMs: 0 },
    );

  const prizesOf = (raceId: number) =>
    t.database.db
      .selectFrom('racePrizes')
      .select(['userId', 'rank', 'amount'])
      .where('raceId', '=', raceId)
      .orderBy('rank')
      .execute();

  it('ranks by edge-weighted wager, a tie to whoever reached the score first, each player seeing their own place', async () => {
    const week = raceWeekAt('2031-06-11T12:00:00.000Z');
    const [a, b, c, idle] = await Promise.all([t.register(), t.register(), t.register(), t.register()]);
    const during = plus(week.startsAt, 3600_000);
    // a reaches 500 with record 20; b reaches 500 with record 15 (earlier): b ranks above a.
    await foldIntoRace(t.database.db, dialect, [
      foldedRecord(a._id, during, 300, 9_000_010),
      foldedRecord(b._id, during, 500, 9_000_015),
      foldedRecord(c._id, during, 100, 9_000_016),
    ]);
    await foldIntoRace(t.database.db, dialect, [foldedRecord(a._id, during, 200, 9_000_020)]);
    // Before and after the week: other races, not this one.
    await foldIntoRace(t.database.db, dialect, [
      foldedRecord(c._id, plus(week.startsAt, -1), 10_000),
      foldedRecord(c._id, week.endsAt, 10_000),
    ]);

    const races = serviceAt(plus(week.startsAt, 2 * 86_400_000));
    const race = await races.current(a._id);
    expect(race).toMatchObject({
      id: week.id,
      startsAt: week.startsAt,
      endsAt: week.endsAt,
      prizePool: RACE_PRIZE_POOL,
      prizes: [...RACE_PRIZES],
      me: { rank: 2, score: 5 },
    });
    expect(
      race.standings.map(({ rank, userId, username, score }) => ({ rank, userId, username, score })),
    ).toEqual([
      { rank: 1, userId: b._id, username: b.username, score: 5 },
      { rank: 2, userId: a._id, username: a.username, score: 5 },
      { rank: 3, userId: c._id, username: c.username, score: 1 },
    ]);
    expect((await races.current(b._id)).me).toEqual({ rank: 1, score: 5 });
    expect((await races.current(c._id)).me).toEqual({ rank: 3, score: 1 });
    expect((await races.current(idle._id)).me).toBeNull();
    expect((await races.current(null)).me).toBeNull();
    // The next week's race has only c's record from its first moment.
    const next = await serviceAt(week.endsAt).current(c._id);
    expect(next.id).toBe(week.id + 1);
    expect(next.standings.map((place) => [place.userId, place.score])).toEqual([[c._id, 100]]);
  });

  it('answers GET /api/races/current to guests and players, with scores in FF', async () => {
    const [player, other] = await Promise.all([t.register(), t.register()]);
    await foldIntoRace(t.database.db, dialect, [
      foldedRecord(player._id, nowIso(), 1234),
      foldedRecord(other._id, nowIso(), 99),
    ]);
    const week = raceWeekAt(nowIso());
    const mine = await t.call('GET', '/api/races/current', player);
    expect(mine.statusCode, mine.body).toBe(200);
    const race = mine.json<CurrentRaceResponse>();
    expect(race).toMatchObject({ ...week, prizePool: RACE_PRIZE_POOL, prizes: [...RACE_PRIZES] });
    expect(race.me).toEqual({ rank: 1, score: 12.34 });
    expect(race.standings.slice(0, 2)).toMatchObject([
      { rank: 1, userId: player._id, username: player.username, score: 12.34 },
      { rank: 2, userId: other._id, username: other.username, score: 0.99 },
    ]);
    expect(race.standings[0]?.cosmetics).toMatchObject({ avatar: null, nameColor: null });

    const guest = await t.call('GET', '/api/races/current');
    expect(guest.statusCode).toBe(200);
    expect(guest.json<CurrentRaceResponse>().me).toBeNull();
    // A session that is not valid watches as a guest: no refusal, no one's place.
    const stale = await t.call('GET', '/api/races/current', { token: 'not-a-session' });
    expect(stale.statusCode).toBe(200);
    expect(stale.json<CurrentRaceResponse>().me).toBeNull();
    expect((await t.call('GET', '/api/races/current', other)).json<CurrentRaceResponse>().me).toEqual({
      rank: 2,
      score: 0.99,
    });
  });

  it('scores a real limbo bet through the wager fold of the app', async () => {
    const player = await t.register();
    const bet = await t.call('POST', '/api/games/limbo', player, { betAmount: 50, target: 2 });
    expect(bet.statusCode, bet.body).toBe(200);
    // The rewards' read folds first: every bet committed before it has reached the consumers.
    expect((await t.call('GET', '/api/rewards', player)).statusCode).toBe(200);
    const weighted = edgeWeighted({ game: 'limbo', betAmount: 50, payout: 0, details: '{}' });
    expect(weighted).toBeGreaterThan(0);
    const race = (await t.call('GET', '/api/races/current', player)).json<CurrentRaceResponse>();
    expect(race.me?.score).toBe(weighted / 100);
  });

  it('pays an ended race once by the table, counting late records until it is paid and none after', async () => {
    const week = raceWeekAt('2031-01-08T00:00:00.000Z');
    const players = await Promise.all(Array.from({ length: 12 }, () => t.register()));
    const [first, second, third] = players as [Session, Session, Session];
    const during = plus(week.startsAt, 86_400_000);
    // Player i scores (i + 1) × 100,000 FF, enough for the table's prize of any place: the last is
    // first, the first two win nothing.
    const score = (i: number) => (i + 1) * 10_000_000;
    await foldIntoRace(
      t.database.db,
      dialect,
      players.map((player, i) => foldedRecord(player._id, during, score(i))),
    );
    // Made before the end, folded after it: still counts. Player 0 goes from last to first.
    await foldIntoRace(t.database.db, dialect, [
      foldedRecord(first._id, plus(week.endsAt, -1), 1_000_000_000),
    ]);
    const payout = t.app.racePayout;
    // (Other tests' races of earlier weeks may be paid by these calls too: only this one is looked at.)
    await payout.finishEnded(plus(week.endsAt, 30_000));
    expect(await prizesOf(week.id), 'paid within the grace').toEqual([]);
    expect(await payout.finishEnded(plus(week.endsAt, 2 * MINUTE))).toBeGreaterThanOrEqual(1);

    const order = [first, ...players.slice(3).reverse()];
    expect(await prizesOf(week.id)).toEqual(
      order.map((player, i) => ({ userId: player._id, rank: i + 1, amount: RACE_PRIZES[i] })),
    );
    for (const [i, player] of order.entries()) {
      expect(await t.expectLedgerConsistent(player._id)).toBe(100 + (RACE_PRIZES[i] as number));
      const ledger = await t.database.db
        .selectFrom('transactions')
        .select(['type', 'amount', 'description'])
        .where('userId', '=', player._id)
        .where('type', '=', 'reward')
        .execute();
      expect(ledger).toEqual([
        { type: 'reward', amount: RACE_PRIZES[i], description: racePrizeDescription(week.startsAt, i + 1) },
      ]);
    }
    for (const loser of [second, third]) expect(await t.balance(loser._id)).toBe(100);
    expect(racePrizeDescription(week.startsAt, 1)).toBe('Weekly race of 6 Jan 2031: 1st place');

    // The winner is told, the others are not.
    const inbox = await t.call('GET', '/api/notifications', first);
    expect(inbox.json().notifications).toMatchObject([
      {
        kind: 'racePrize',
        ...NOTIFICATION_TEXTS.racePrize(racePrizeDescription(week.startsAt, 1), RACE_PRIZES[0]),
        // The week and the place, for a client to write them in its own language.
        data: { raceId: week.id, rank: 1, amount: RACE_PRIZES[0], startsAt: week.startsAt },
      },
    ]);
    expect((await t.call('GET', '/api/notifications', second)).json().notifications).toEqual([]);

    // Paid: again nothing, and a record of it folded now is passed over.
    await payout.finishEnded(plus(week.endsAt, 3 * MINUTE));
    expect(await payout.payRace(week.id)).toBeNull();
    expect(await prizesOf(week.id)).toHaveLength(RACE_PRIZES.length);
    await foldIntoRace(t.database.db, dialect, [foldedRecord(second._id, during, 1_000_000)]);
    const late = await t.database.db
      .selectFrom('raceScores')
      .select('score')
      .where('raceId', '=', week.id)
      .where('userId', '=', second._id)
      .executeTakeFirstOrThrow();
    expect(Number(late.score)).toBe(score(1));
    expect(await t.balance(second._id)).toBe(100);

    // Past races: this one, its ten winners in order.
    const past = await t.call('GET', '/api/races?limit=20');
    expect(past.statusCode, past.body).toBe(200);
    const listed = past.json<PastRacesResponse>().races.find((race) => race.id === week.id);
    expect(listed).toMatchObject({ ...week, prizePool: RACE_PRIZE_POOL, paidAt: expect.any(String) });
    expect(listed?.winners.map(({ rank, userId, amount }) => ({ rank, userId, amount }))).toEqual(
      order.map((player, i) => ({ rank: i + 1, userId: player._id, amount: RACE_PRIZES[i] })),
    );
  });

  it("pays a race once when 20 finishers call at the same moment, each prize capped by its winner's score", async () => {
    const week = raceWeekAt('2031-02-12T00:00:00.000Z');
    const players = await Promise.all(Array.from({ length: 3 }, () => t.register()));
    // 100,000 FF of score pays 1st place's 15,000 in full; 10,000 FF caps 2nd place's 10,000 at
    // 2,000 (20 %); 4 FF caps 3rd place's 7,000 under 1 FF: nothing, and no prize row.
    const scores = [10_000_000, 1_000_000, 400];
    await foldIntoRace(
      t.database.db,
      dialect,
      players.map((player, i) => foldedRecord(player._id, plus(week.startsAt, 1000), scores[i] as number)),
    );
    const standings = (await serviceAt(plus(week.startsAt, 2000)).current(null)).standings;
    expect(standings.map((place) => place.prize)).toEqual([15_000, 2_000, 0]);
    const results = await Promise.all(Array.from({ length: 20 }, () => t.app.racePayout.payRace(week.id)));
    expect(results.filter((result) => result !== null)).toHaveLength(1);
    expect(await prizesOf(week.id)).toEqual([
      { userId: players[0]?._id, rank: 1, amount: 15_000 },
      { userId: players[1]?._id, rank: 2, amount: 2_000 },
    ]);
    for (const [i, player] of players.entries()) {
      expect(await t.expectLedgerConsistent(player._id)).toBe(100 + ([15_000, 2_000, 0][i] as number));
    }
  });

  it("counts a player's place through the score bands as a count of every score above would", async () => {
    const week = raceWeekAt('2031-09-10T00:00:00.000Z');
    const repository = createRacesRepository(dialect);
    const users: number[] = [];
    for (let i = 0; i < 120; i += 1)
      users.push(await insertBareUser(t.database.db, `bander_${dialect}_${i}`));
    await repository.ensureRaces(t.database.db, [week], RACE_PRIZE_POOL);
    // Three batches, as three folds: scores from 1 to 10^9 hundredths, players moving up bands,
    // some within their band, ties among them.
    let reached = 0;
    const scores = new Map<number, { score: number; reachedId: number }>();
    for (const round of [0, 1, 2]) {
      const gains = users
        .filter((_, i) => (i + round) % 3 !== 0)
        .map((userId, i) => {
          reached += 1;
          const gain =
            round === 2 && i % 5 === 0 ? 1 : 1 + ((i * 7_919 + round * 104_729) % 10 ** (1 + (i % 9)));
          const own = scores.get(userId);
          scores.set(userId, { score: (own?.score ?? 0) + gain, reachedId: reached });
          return { raceId: week.id, userId, score: gain, reachedId: reached };
        });
      await t.database.db.transaction().execute((trx) => repository.addScores(trx, gains));
    }
    const bands = await t.database.db
      .selectFrom('raceScoreBands')
      .select((eb) => eb.fn.sum<number | string>('players').as('n'))
      .where('raceId', '=', week.id)
      .executeTakeFirstOrThrow();
    expect(Number(bands.n)).toBe(scores.size);
    for (const [userId, own] of scores) {
      const plain = [...scores.values()].filter(
        (other) => other.score > own.score || (other.score === own.score && other.reachedId < own.reachedId),
      ).length;
      const stored = await repository.scoreOf(t.database.db, week.id, userId);
      expect(Number(stored?.score)).toBe(own.score);
      expect(await repository.countAbove(t.database.db, week.id, own.score, own.reachedId), `${userId}`).toBe(
        plain,
      );
    }
  });

  it('refuses a bad page of past races with 400', async () => {
    for (const query of ['limit=0', 'limit=500', 'before=-1', 'before=abc']) {
      const response = await t.call('GET', `/api/races?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(typeof response.json().message).toBe('string');
    }
  });

  it('numbers the races by week', () => {
    expect(raceWeek(raceWeekAt('2031-01-08T00:00:00.000Z').id).startsAt).toBe('2031-01-06T00:00:00.000Z');
  });
});
