import type { ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { RACE_PRIZE_POOL, RACE_PRIZES } from '../../../contract/races-texts';
import { nowIso } from '../../clock';
import { type Database, migrateToLatest, openDatabase } from '../../db/database';
import { serverNodeArgs } from '../../node-flags';
import { spawnKeepingOutput } from '../../testing/child-output';
import { exitOf, killServers, scratchDatabase, startServer, stopServer } from '../../testing/killable-server';
import { freePort } from '../../testing/redis-server';
import { pause } from '../../testing/socket-client';
import { testDialects } from '../../testing/test-app';
import { expectLedgerConsistent, insertBareUser } from '../../testing/test-database';
import { raceIdAt, raceWeek } from './race-week';
import { createRacesRepository } from './repository';

// A server killed (SIGKILL: no shutdown) while its finisher pays a backlog of ended races, then started
// again on the same database: every race is paid whole, every place exactly once, and not one Fun
// Fund more. Each race is one transaction, so the kill lands between two of them or inside one.

const root = fileURLToPath(new URL('../../../..', import.meta.url));
const PLAYERS = 10;
const RACES = 40;
/** Paid races after which the server is killed: well into the backlog. */
const KILL_AFTER = 3;

afterAll(killServers);

/** The server in a process of its own, not waited on: the finisher starts paying before it listens. */
async function spawnServer(databaseUrl: string): Promise<{ child: ChildProcess; output(): string }> {
  const { REDIS_URL: _redis, ...inherited } = process.env;
  const port = await freePort();
  return spawnKeepingOutput(
    process.execPath,
    serverNodeArgs(),
    {
      cwd: root,
      env: {
        ...inherited,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: databaseUrl,
        LOG_LEVEL: 'warn',
      },
    },
    4000,
  );
}

async function paidRaces(database: Database): Promise<number> {
  const row = await database.db
    .selectFrom('races')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('paidAt', 'is not', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Players and a backlog of ended, unpaid races in which each of them scored. */
async function seedBacklog(database: Database, dialect: 'sqlite' | 'postgres'): Promise<number[]> {
  const users: number[] = [];
  for (let i = 0; i < PLAYERS; i += 1) users.push(await insertBareUser(database.db, `racer_${i}`));
  const repository = createRacesRepository(dialect);
  const last = raceIdAt(nowIso()) - 2;
  for (let r = 0; r < RACES; r += 1) {
    const raceId = last - r;
    await repository.ensureRaces(database.db, [raceWeek(raceId)], RACE_PRIZE_POOL);
    // A different order in every race, so each player wins different places.
    await repository.addScores(
      database.db,
      users.map((userId, i) => ({
        raceId,
        userId,
        // Scores of 100,000 FF and more: every place pays its table prize in full, uncapped.
        score: 10_000_000 + ((i * 7 + r) % PLAYERS) * 10,
        reachedId: i + 1,
      })),
    );
  }
  return users;
}

describe.each(testDialects())('a server killed in the middle of a race payout on %s', (dialect) => {
  it('pays every place of every race exactly once after a restart', { timeout: 300_000 }, async () => {
    const scratch = scratchDatabase(dialect);
    const database = await openDatabase(scratch.url);
    try {
      await migrateToLatest(database.db, database.schema);
      const users = await seedBacklog(database, dialect);

      const first = await spawnServer(scratch.url);
      const deadline = Date.now() + 90_000;
      while ((await paidRaces(database)) < KILL_AFTER) {
        if (first.child.exitCode !== null) throw new Error(`the server exited:\n${first.output()}`);
        if (Date.now() > deadline) throw new Error(`no race paid within 90 s:\n${first.output()}`);
        await pause(2);
      }
      const killed = exitOf(first.child);
      first.child.kill('SIGKILL');
      await killed;
      expect(first.child.signalCode).toBe('SIGKILL');
      const paidAtKill = await paidRaces(database);
      expect(paidAtKill, 'races paid when the server was killed').toBeGreaterThanOrEqual(KILL_AFTER);
      expect(paidAtKill, 'races paid when the server was killed').toBeLessThan(RACES);

      const server = await startServer(scratch.url, 'race-admin@example.com');
      try {
        while ((await paidRaces(database)) < RACES) {
          if (Date.now() > deadline + 60_000) throw new Error(`not every race paid:\n${server.output()}`);
          await pause(20);
        }
      } finally {
        await stopServer(server);
      }

      const prizes = await database.db
        .selectFrom('racePrizes')
        .select(['raceId', 'userId', 'rank', 'amount'])
        .execute();
      expect(prizes).toHaveLength(RACES * PLAYERS);
      const places = new Map<number, number[]>();
      for (const prize of prizes) {
        places.set(prize.raceId, [...(places.get(prize.raceId) ?? []), prize.rank]);
        expect(Number(prize.amount)).toBe(RACE_PRIZES[prize.rank - 1]);
      }
      for (const ranks of places.values())
        expect(ranks.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);

      const rewardRows = await database.db
        .selectFrom('transactions')
        .select(['userId', 'amount'])
        .where('type', '=', 'reward')
        .execute();
      const notes = await database.db
        .selectFrom('notifications')
        .select('userId')
        .where('kind', '=', 'racePrize')
        .execute();
      for (const userId of users) {
        const won = prizes.filter((prize) => prize.userId === userId);
        const total = won.reduce((sum, prize) => sum + Number(prize.amount), 0);
        expect(await expectLedgerConsistent(database, userId), `player ${userId}'s balance`).toBe(total);
        expect(rewardRows.filter((row) => row.userId === userId)).toHaveLength(won.length);
        expect(notes.filter((note) => note.userId === userId)).toHaveLength(won.length);
      }
    } finally {
      await database.close();
      await scratch.drop();
    }
  });
});
