import { afterAll, describe, expect, it } from 'vitest';
import type { Notification } from '../../../contract/notifications';
import { RACE_PRIZES } from '../../../contract/races-texts';
import type { DialectName } from '../../db/database';
import { type InstancePair, startInstancePair } from '../../testing/instance-pair';
import { connectSocket, type TestSocket } from '../../testing/socket-client';
import { testDialects, testRedisUrl } from '../../testing/test-app';
import { raceWeekAt } from './race-week';
import { foldedRecord, foldIntoRace } from './races-kit';

// Two server instances joined through Redis on one database, each with its own finisher: the race
// is paid once however they meet, and a winner hears of it on whichever instance holds their page.

const sockets: TestSocket[] = [];
afterAll(() => {
  for (const socket of sockets) socket.close();
});

const dialects = testRedisUrl() ? testDialects() : [];

describe.skipIf(dialects.length === 0).each(dialects.length ? dialects : (['sqlite'] as DialectName[]))(
  'the weekly race on two instances on %s (set REDIS_URL to run)',
  (dialect) => {
    it('pays a race once when both instances finish it at the same moment, and tells the winner on the other', async () => {
      const pair: InstancePair = await startInstancePair({}, dialect);
      try {
        const { db } = pair.testDb.database;
        const week = raceWeekAt('2032-03-03T00:00:00.000Z');
        const players = await Promise.all(Array.from({ length: 12 }, () => pair.register()));
        await foldIntoRace(
          db,
          dialect,
          players.map((player, i) => foldedRecord(player._id, week.startsAt, 10_000_000 - i)),
        );
        const winner = players[0];
        if (!winner) throw new Error('no players');
        const socket = await connectSocket(pair.instance(1).url, winner.token);
        sockets.push(socket);

        const results = await Promise.all(
          Array.from({ length: 10 }, (_, i) =>
            pair.instance(i % 2 === 0 ? 0 : 1).app.racePayout.payRace(week.id),
          ),
        );
        expect(results.filter((result) => result !== null)).toHaveLength(1);

        const prizes = await db
          .selectFrom('racePrizes')
          .select(['userId', 'rank', 'amount'])
          .where('raceId', '=', week.id)
          .orderBy('rank')
          .execute();
        expect(prizes).toEqual(
          players
            .slice(0, 10)
            .map((player, i) => ({ userId: player._id, rank: i + 1, amount: RACE_PRIZES[i] })),
        );
        for (const [i, player] of players.entries()) {
          expect(await pair.expectLedgerConsistent(player._id)).toBe(100 + (RACE_PRIZES[i] ?? 0));
        }
        const race = await db
          .selectFrom('races')
          .select('paidAt')
          .where('id', '=', week.id)
          .executeTakeFirst();
        expect(race?.paidAt).not.toBeNull();

        const toast: Notification = await socket.next('notification', (note) => note.kind === 'racePrize');
        expect(toast.data).toEqual({
          raceId: week.id,
          rank: 1,
          amount: RACE_PRIZES[0],
          startsAt: week.startsAt,
        });
      } finally {
        await pair.close();
      }
    });
  },
);
