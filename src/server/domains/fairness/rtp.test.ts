import { describe, expect, it } from 'vitest';
import type { Session } from '../../../contract/accounts';
import type { MeasuredRtp, RtpResponse } from '../../../contract/fairness';
import type { DialectName } from '../../db/database';
import { type TestApp, testDialects, useTestApp } from '../../testing/test-app';
import { DAY_MS } from './rtp-records';
import { createRtpService } from './rtp-service';
import { RTP_GAMES, THEORETICAL_RTP } from './theoretical-rtp';

/** The figures computed straight from the records: mean of payout ÷ stake and mean ± 1.96 sd / √n. */
async function direct(t: TestApp, game: string, since?: string): Promise<MeasuredRtp> {
  let query = t.database.db
    .selectFrom('gameRecords')
    .select(['payout', 'betAmount'])
    .where('game', '=', game);
  if (since) query = query.where('createdAt', '>=', since);
  const returns = (await query.execute()).map((row) => Number(row.payout) / Number(row.betAmount));
  const n = returns.length;
  if (n === 0) return { measuredRtp: null, bets: 0, interval: null };
  const mean = returns.reduce((a, r) => a + r, 0) / n;
  if (n < 2) return { measuredRtp: mean, bets: n, interval: null };
  const sd = Math.sqrt(returns.reduce((a, r) => a + (r - mean) ** 2, 0) / (n - 1));
  const half = (1.96 * sd) / Math.sqrt(n);
  return { measuredRtp: mean, bets: n, interval: { low: mean - half, high: mean + half } };
}

function expectMeasured(actual: MeasuredRtp, expected: MeasuredRtp) {
  expect(actual.bets).toBe(expected.bets);
  if (expected.measuredRtp === null) expect(actual.measuredRtp).toBeNull();
  else expect(actual.measuredRtp).toBeCloseTo(expected.measuredRtp, 9);
  if (expected.interval === null) expect(actual.interval).toBeNull();
  else {
    expect(actual.interval?.low).toBeCloseTo(expected.interval.low, 9);
    expect(actual.interval?.high).toBeCloseTo(expected.interval.high, 9);
  }
}

const entry = (answer: RtpResponse, game: string) => {
  const found = answer.games.find((g) => g.game === game);
  if (!found) throw new Error(`no ${game} in the answer`);
  return found;
};

/** A few bets of every game with routes, each through its real route. */
async function playRound(t: TestApp, user: Session) {
  expect(
    (await t.call('POST', '/api/games/dice', user, { betAmount: 3, prediction: 'over', targetNumber: 3 }))
      .statusCode,
  ).toBe(200);
  expect(
    (await t.call('POST', '/api/games/dice', user, { betAmount: 5, prediction: 'exact', targetNumber: 4 }))
      .statusCode,
  ).toBe(200);
  expect((await t.call('POST', '/api/games/slots', user, { betAmount: 10 })).statusCode).toBe(200);
  const mines = await t.call('POST', '/api/games/mines', user, {
    action: 'start',
    betAmount: 4,
    difficulty: 1,
  });
  expect(mines.statusCode).toBe(200);
  const revealed = await t.call('POST', '/api/games/mines', user, { action: 'reveal', selectedTile: 0 });
  if (revealed.json().game.status === 'playing')
    await t.call('POST', '/api/games/mines', user, { action: 'cashout' });
  const dealt = await t.call('POST', '/api/games/blackjack', user, { action: 'deal', betAmount: 10 });
  expect(dealt.statusCode).toBe(200);
  if (dealt.json().round.status === 'playing') {
    await t.call('POST', '/api/games/blackjack', user, { action: 'stand' });
  }
}

async function expectMatchesRecords(t: TestApp, answer: RtpResponse, since: string) {
  for (const game of ['dice', 'slots', 'mines', 'blackjack']) {
    expectMeasured(entry(answer, game), await direct(t, game));
    expectMeasured(entry(answer, game).last24h, await direct(t, game, since));
  }
}

function rtpOf(t: TestApp, clock: { now: number }) {
  return createRtpService(t.database.db, {
    cacheMs: 1_000,
    now: () => clock.now,
    // Chunks of two ids, so that catching up takes several steps.
    timing: { settleMs: 10_000, chunk: 2 },
  });
}

describe.each(testDialects())('measured return to player on %s', (dialect: DialectName) => {
  describe('an empty database', () => {
    const t = useTestApp(dialect);

    it('answers a guest every game, with no bets and no measured figure', async () => {
      const res = await t.call('GET', '/api/fairness/rtp');
      expect(res.statusCode).toBe(200);
      const answer = res.json<RtpResponse>();
      expect(answer.games.map((g) => g.game)).toEqual([...RTP_GAMES]);
      for (const game of answer.games) {
        const theoretical = THEORETICAL_RTP.find((x) => x.game === game.game);
        expect(game).toEqual({
          game: game.game,
          theoreticalRtp: theoretical?.rtp,
          note: theoretical?.note,
          measuredRtp: null,
          bets: 0,
          interval: null,
          last24h: { measuredRtp: null, bets: 0, interval: null },
        });
      }
    });
  });

  describe('after bets', () => {
    const t = useTestApp(dialect);

    it('counts every bet and measures what the records say, over all time and the last 24 h', async () => {
      for (let i = 0; i < 3; i += 1) await playRound(t, await t.register());
      const answer = (await t.call('GET', '/api/fairness/rtp')).json<RtpResponse>();
      expect(entry(answer, 'dice').bets).toBe(6);
      expect(entry(answer, 'slots').bets).toBe(3);
      expect(entry(answer, 'mines').bets).toBe(3);
      expect(entry(answer, 'blackjack').bets).toBe(3);
      await expectMatchesRecords(t, answer, new Date(Date.now() - DAY_MS).toISOString());
    });

    it('keeps running totals: the same figures whether the records are settled or still fresh', async () => {
      const clock = { now: Date.now() + 60_000 };
      // Every record is older than the settling time: they go into the running totals.
      const settled = await rtpOf(t, clock).rtp();
      // Every record is younger: they are summed afresh.
      const fresh = await rtpOf(t, { now: Date.now() - 60_000 }).rtp();
      expect(fresh.games).toEqual(settled.games);
      await expectMatchesRecords(t, settled, new Date(clock.now - DAY_MS).toISOString());
    });

    it('serves one answer for the cache period, then adds only the new bets', async () => {
      const clock = { now: Date.now() + 60_000 };
      const rtp = rtpOf(t, clock);
      const before = await rtp.rtp();
      const user = await t.register();
      expect((await t.call('POST', '/api/games/slots', user, { betAmount: 10 })).statusCode).toBe(200);
      clock.now += 999;
      expect(await rtp.rtp()).toBe(before);
      clock.now += 1;
      const after = await rtp.rtp();
      expect(entry(after, 'slots').bets).toBe(entry(before, 'slots').bets + 1);
      expect(entry(after, 'slots').last24h.bets).toBe(entry(before, 'slots').last24h.bets + 1);
      await expectMatchesRecords(t, after, new Date(clock.now - DAY_MS).toISOString());
      // Once settled, the new record joins the running totals with the same figures.
      clock.now += 20_000;
      expect((await rtp.rtp()).games).toEqual(after.games);
    });

    it('leaves records older than 24 h out of the last 24 h, and drops them as the window moves', async () => {
      const db = t.database.db;
      const oldest = await db.selectFrom('gameRecords').select('id').orderBy('id').limit(4).execute();
      const twoDaysAgo = new Date(Date.now() - 2 * DAY_MS).toISOString();
      await db
        .updateTable('gameRecords')
        .set({ createdAt: twoDaysAgo })
        .where(
          'id',
          'in',
          oldest.map((row) => row.id),
        )
        .execute();
      const clock = { now: Date.now() + 60_000 };
      const rtp = rtpOf(t, clock);
      const answer = await rtp.rtp();
      const since = new Date(clock.now - DAY_MS).toISOString();
      await expectMatchesRecords(t, answer, since);
      const total = answer.games.reduce((a, g) => a + g.bets, 0);
      expect(answer.games.reduce((a, g) => a + g.last24h.bets, 0)).toBe(total - 4);

      // A day later every record has left the window; all time keeps them.
      clock.now += DAY_MS;
      const later = await rtp.rtp();
      for (const game of later.games) {
        expect(game.last24h).toEqual({ measuredRtp: null, bets: 0, interval: null });
        expect(game.bets).toBe(entry(answer, game.game).bets);
      }
    });
  });
});
