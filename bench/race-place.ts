import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Kysely, sql } from 'kysely';
import { Server } from 'socket.io';
import { RACE_PRIZE_POOL } from '../src/contract/races-texts';
import { createWalletRepository } from '../src/server/core/money/wallet-repository';
import { createWalletService } from '../src/server/core/money/wallet-service';
import { leaderboardFeed } from '../src/server/core/standings/feed';
import { type Database, migrateToLatest, openDatabase } from '../src/server/db/database';
import { fillBands } from '../src/server/db/migrations/0021-race-score-bands';
import type { DB } from '../src/server/db/schema';
import { createUnitOfWork } from '../src/server/db/unit-of-work';
import { createNotificationsRepository } from '../src/server/domains/notifications/repository';
import { createNotificationsService } from '../src/server/domains/notifications/service';
import { createRacePayout } from '../src/server/domains/races/race-payout';
import { raceWeek, raceWeekAt } from '../src/server/domains/races/race-week';
import { createRacesRepository } from '../src/server/domains/races/repository';
import type { RealtimeServer } from '../src/server/realtime/socket-types';
import { DATABASE_NAMES, intFromEnv, readSettings } from './settings';
import { createBenchDatabase } from './setup';

// `npm run bench:race-place`: a player's own place in a weekly race of a million players (issue 36:
// the standings with the player's place, p99 < 20 ms). Every player gets a score as bench:scale gives
// them (0.01 to 10,000 FF by a hash of the id), then the place of players near the top, in the middle
// and at the bottom is counted RUNS times each, two ways in the same run: the repository's count
// through the score bands (race-bands.ts), and, as the reference, the plain count of every score above
// (the two ranges of the rank index it used before the bands). Then the race, which ended last week,
// is paid as the finisher pays it (the money core, the notifications on a socket.io server with no
// one listening), timed, with the longest the event loop was held meanwhile (issue 36: < 1 s, and no
// hold over 20 ms). Figures in milliseconds.
//
// BENCH_RACE_PLAYERS (1,000,000)  BENCH_RACE_RUNS (20)  BENCH_DATABASES as in bench/settings.ts.

const players = intFromEnv(process.env, 'BENCH_RACE_PLAYERS', 1_000_000, 100);
const runs = intFromEnv(process.env, 'BENCH_RACE_RUNS', 20, 1);
const settings = readSettings();

async function seed(database: Database, raceId: number): Promise<void> {
  const db = database.db as Kysely<DB>;
  const at = new Date().toISOString();
  const users =
    database.dialect === 'sqlite'
      ? sql`with recursive n(i) as (select 1 union all select i + 1 from n where i < ${players})
          insert into users (username, username_lower, email, email_lower, password_hash, fun_funds, created_at, updated_at)
          select 'racer' || i, 'racer' || i, 'racer' || i || '@example.com', 'racer' || i || '@example.com', 'x', 0, ${at}, ${at} from n`
      : sql`insert into users (username, username_lower, email, email_lower, password_hash, fun_funds, created_at, updated_at)
          select 'racer' || i, 'racer' || i, 'racer' || i || '@example.com', 'racer' || i || '@example.com', 'x', 0, ${at}, ${at}
          from generate_series(1, ${players}) as i`;
  await users.execute(db);
  await createRacesRepository(database.dialect).ensureRaces(db, [raceWeek(raceId)], RACE_PRIZE_POOL);
  await sql`insert into race_scores (race_id, user_id, score, reached_id)
    select ${raceId}, id, 1 + (cast(id as bigint) * 7919) % 1000000, id from users`.execute(db);
  await fillBands(db, raceId);
  await sql`analyze`.execute(db);
}

/** The plain count: every score above, and the same score reached earlier (the reference). */
async function plainCount(db: Kysely<DB>, raceId: number, score: number, reachedId: number): Promise<number> {
  const row = await sql<{ n: number | string }>`select
      (select count(*) from race_scores where race_id = ${raceId} and score > ${score})
    + (select count(*) from race_scores where race_id = ${raceId} and score = ${score} and reached_id < ${reachedId}) as n`.execute(
    db,
  );
  return Number(row.rows[0]?.n);
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] as number;

async function timed(fn: () => Promise<number>): Promise<{ median: number; p99: number; value: number }> {
  const times: number[] = [];
  let value = 0;
  for (let i = 0; i < runs; i += 1) {
    const start = performance.now();
    value = await fn();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { median: quantile(times, 0.5), p99: quantile(times, 0.99), value };
}

/** Pays the race as the finisher does, timed, with the event loop's longest hold meanwhile. */
async function timePayout(
  database: Database,
  raceId: number,
): Promise<{ ms: number; held: number; paid: number }> {
  const db = database.db as Kysely<DB>;
  const uow = createUnitOfWork(db, database.dialect);
  const io: RealtimeServer = new Server();
  const payout = createRacePayout({
    uow,
    repository: createRacesRepository(database.dialect),
    wallet: createWalletService(db, createWalletRepository(db), leaderboardFeed()),
    notifier: createNotificationsService(uow, createNotificationsRepository(db), io),
    now: () => new Date().toISOString(),
  });
  // The longest stretch between two turns of the event loop while the payout runs.
  let held = 0;
  let running = true;
  let last = performance.now();
  const turn = () => {
    const now = performance.now();
    held = Math.max(held, now - last);
    last = now;
    if (running) setImmediate(turn);
  };
  setImmediate(turn);
  const start = performance.now();
  const prizes = await payout.payRace(raceId);
  const ms = performance.now() - start;
  // The stretch under way when it resolved counts too (on SQLite the whole payout may be one).
  held = Math.max(held, performance.now() - last);
  running = false;
  io.disconnectSockets(true);
  return { ms, held, paid: prizes?.length ?? 0 };
}

async function main(): Promise<void> {
  // Last week's race: it has ended, so it can be paid at the end of the run.
  const raceId = raceWeekAt(new Date().toISOString()).id - 1;
  const payouts: string[] = [];
  const lines = [
    `A player's place in a race of ${players.toLocaleString('en')} players, ${runs} runs each (ms)`,
    '| database | place | banded median | banded p99 | plain count median (reference) | plain p99 | ratio of medians |',
    '| --- | --- | --- | --- | --- | --- | --- |',
  ];
  for (const kind of settings.databases) {
    const dir = mkdtempSync(join(tmpdir(), 'bench-race-'));
    const bench = createBenchDatabase(kind, dir, settings.postgresUrl);
    const database = await openDatabase(bench.url);
    try {
      await migrateToLatest(database.db, database.schema);
      const seeding = performance.now();
      await seed(database, raceId);
      console.log(
        `${DATABASE_NAMES[kind]}: seeded in ${((performance.now() - seeding) / 1000).toFixed(1)} s`,
      );
      const repository = createRacesRepository(database.dialect);
      const ranked = await database.db
        .selectFrom('raceScores')
        .select(['userId', 'score', 'reachedId'])
        .where('raceId', '=', raceId)
        .orderBy('score', 'desc')
        .orderBy('reachedId')
        .limit(1)
        .offset(0)
        .execute();
      const spots: [string, number][] = [
        ['near the top', 100],
        ['in the middle', Math.floor(players / 2)],
        ['at the bottom', players - 1],
      ];
      for (const [name, offset] of spots) {
        const [own] = await database.db
          .selectFrom('raceScores')
          .select(['score', 'reachedId'])
          .where('raceId', '=', raceId)
          .orderBy('score', 'desc')
          .orderBy('reachedId')
          .limit(1)
          .offset(offset)
          .execute();
        if (!own || ranked.length === 0) throw new Error('no score to place');
        const score = Number(own.score);
        const banded = await timed(() => repository.countAbove(database.db, raceId, score, own.reachedId));
        const plain = await timed(() => plainCount(database.db, raceId, score, own.reachedId));
        if (banded.value !== plain.value)
          throw new Error(`${name}: banded ${banded.value} ≠ plain ${plain.value}`);
        lines.push(
          `| ${DATABASE_NAMES[kind]} | ${name} (#${(banded.value + 1).toLocaleString('en')}) | ${banded.median.toFixed(2)} | ${banded.p99.toFixed(2)} | ${plain.median.toFixed(2)} | ${plain.p99.toFixed(2)} | ${(banded.median / plain.median).toFixed(3)} |`,
        );
      }
      const paid = await timePayout(database, raceId);
      payouts.push(
        `${DATABASE_NAMES[kind]}: the race paid (${paid.paid} prizes) in ${paid.ms.toFixed(1)} ms; the event loop held at most ${paid.held.toFixed(1)} ms meanwhile`,
      );
    } finally {
      await database.close();
      await bench.drop();
      rmSync(dir, { recursive: true, force: true });
    }
  }
  console.log(lines.join('\n'));
  console.log(payouts.join('\n'));
}

await main();
