import { type Kysely, sql } from 'kysely';
import { openDatabase } from '../src/server/db/database';
import type { DB } from '../src/server/db/schema';

// After the load, with our server stopped: not one Fun Fund went astray, every answered bet is exactly
// one game record, and no fair draw was used twice. Only a check marked FAIL fails the run.

/** What the load generator saw of one game on one database, warm-ups included. */
export interface GameAnswers {
  /** 2xx answers. */
  ok: number;
  /** Requests that errored or timed out: they may have been settled without their answer arriving. */
  unanswered: number;
}

export interface Verification {
  ok: boolean;
  lines: string[];
}

export async function verifyDatabase(
  databaseUrl: string,
  users: number,
  games: Record<string, GameAnswers>,
): Promise<Verification> {
  return checkBooks(databaseUrl, users, async (db, check) => {
    const recordsByGame = await countByGame(db, 'gameRecords');
    const ledgerRowsByGame = await countByGame(db, 'transactions');
    for (const [game, answers] of Object.entries(games)) {
      const records = recordsByGame.get(game) ?? 0;
      const explained =
        answers.unanswered > 0 && records >= answers.ok && records <= answers.ok + answers.unanswered;
      check(
        records === answers.ok,
        `${game}: ${records} game records = ${answers.ok} 2xx answers` +
          (answers.unanswered > 0 ? ` (${answers.unanswered} requests got no answer)` : ''),
        !explained,
      );
      const ledgerRows = ledgerRowsByGame.get(game) ?? 0;
      check(ledgerRows === records, `${game}: ${ledgerRows} ledger rows = ${records} game records`);
    }
    const others = [...recordsByGame].filter(([game]) => !(game in games));
    check(
      others.length === 0,
      `no records of games the run did not play${others.length > 0 ? `: ${JSON.stringify(others)}` : ''}`,
    );

    // A fair draw is HMAC(server seed, client seed : nonce): the same three twice would repeat an outcome.
    const reused = await db
      .selectFrom('gameRecords')
      .select(['serverSeedHash', 'clientSeed', 'nonce'])
      .groupBy(['serverSeedHash', 'clientSeed', 'nonce'])
      .having((eb) => eb.fn.countAll(), '>', 1)
      .execute();
    const allRecords = [...recordsByGame.values()].reduce((sum, n) => sum + n, 0);
    check(reused.length === 0, `(seed, nonce) pairs used twice: ${reused.length} in ${allRecords} records`);

    // Reported only: a nonce taken without a record wastes a draw but moves no money.
    const nonces = await db
      .selectFrom('fairnessSeeds')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('nonce'), sql<number>`0`).as('n'))
      .executeTakeFirstOrThrow();
    check(
      Number(nonces.n) === allRecords,
      `nonces taken ${Number(nonces.n)} = game records ${allRecords}`,
      false,
    );
  });
}

async function countByGame(
  db: Kysely<DB>,
  table: 'gameRecords' | 'transactions',
): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom(table)
    .select((eb) => ['game', eb.fn.countAll<number>().as('n')])
    .where('game', 'is not', null)
    .groupBy('game')
    .execute();
  return new Map(rows.map((row) => [String(row.game), Number(row.n)]));
}

/** A check's outcome, as a line of the run's output; a failing check fails the run, a warning does not. */
export type Check = (passed: boolean, text: string, failing?: boolean) => void;

/**
 * Opens the database, checks the ledger (checkLedger) and then what `more` checks, and closes it:
 * the books of a run, with its servers stopped.
 */
export async function checkBooks(
  databaseUrl: string,
  users: number,
  more: (db: Kysely<DB>, check: Check) => Promise<void>,
): Promise<Verification> {
  const database = await openDatabase(databaseUrl);
  const { check, verification } = createChecks();
  try {
    await checkLedger(database.db, users, check);
    await more(database.db, check);
  } finally {
    await database.close();
  }
  return verification();
}

/** A list of checks: `check` adds one, `verification` is their lines and whether none failed. */
export function createChecks(): { check: Check; verification(): Verification } {
  const lines: string[] = [];
  let ok = true;
  return {
    check(passed, text, failing = true) {
      lines.push(`${passed ? 'ok  ' : failing ? 'FAIL' : 'warn'}  ${text}`);
      if (!passed && failing) ok = false;
    },
    verification: () => ({ ok, lines }),
  };
}

/** Every user's ledger sums to their balance, and each ledger row's balanceAfter is the running sum. */
export async function checkLedger(db: Kysely<DB>, users: number, check: Check): Promise<void> {
  const balances = await db
    .selectFrom('users')
    .leftJoin('transactions', 'transactions.userId', 'users.id')
    .select((eb) => [
      'users.id as id',
      'users.funFunds as balance',
      eb.fn.coalesce(eb.fn.sum<number>('transactions.amount'), sql<number>`0`).as('ledger'),
    ])
    .groupBy(['users.id', 'users.funFunds'])
    .execute();
  const off = balances.filter((row) => Number(row.ledger) !== Number(row.balance));
  check(
    balances.length === users && off.length === 0,
    `ledger sum = balance for ${balances.length - off.length} of ${balances.length} users (${users} registered)` +
      (off.length > 0 ? ` (first off: user ${off[0]?.id}: ${off[0]?.balance} vs ${off[0]?.ledger})` : ''),
  );

  // The chain: each row's balanceAfter is the running sum, so no update was lost or doubled.
  const ledger = await db
    .selectFrom('transactions')
    .select(['userId', 'amount', 'balanceAfter'])
    .orderBy('userId')
    .orderBy('id')
    .execute();
  let broken = 0;
  let user = -1;
  let running = 0;
  for (const row of ledger) {
    if (row.userId !== user) {
      user = row.userId;
      running = 0;
    }
    running += Number(row.amount);
    if (running !== Number(row.balanceAfter) || running < 0) broken += 1;
  }
  check(broken === 0, `ledger chain: ${ledger.length} rows, ${broken} with a wrong balanceAfter`);
}
