import { elapsedForMultiplier } from '../src/games/crash';
import { nowIso } from '../src/server/clock';
import { cashoutTarget } from '../src/server/domains/crash/payouts';
import { between, seedWhere } from '../src/server/testing/crash-kit';
import { crashParts } from '../src/server/testing/crash-parts';
import { expectLedgerConsistent, insertBareUser } from '../src/server/testing/test-database';
import { DATABASE_NAMES, type DatabaseKind, intFromEnv, readSettings } from './settings';

// A crash round's money without sockets or HTTP, in this process: BENCH_CRASH_MONEY_PLAYERS (1,000)
// players each bet, half cash out at 1.5x, the rest lose at the crash. Twice per database, each on a
// fresh database: the requests one at a time (each answered before the next is sent, so each goes to
// the database alone: the reference), then all at once, as a crowd sends them (they go together, in
// batches: domains/crash/requests.ts). The crash's settle is the driver's, one batch either way.
// Prints the time of each part and the crowd's ratio to one at a time; checks every player's ledger.
// BENCH_DATABASES as bench:bets (bench/settings.ts).

const players = intFromEnv(process.env, 'BENCH_CRASH_MONEY_PLAYERS', 1000, 2);
const { databases } = readSettings();

interface Timing {
  bets: number;
  cashouts: number;
  settle: number;
}

async function timed(work: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await work();
  return performance.now() - start;
}

/** One round on a fresh database: its parts' times, the requests sent one at a time or together. */
async function playRound(dialect: DatabaseKind, together: boolean): Promise<Timing> {
  const parts = await crashParts(dialect, seedWhere([between(2, 1000)]));
  const { service, settlement, chain, wallet, uow, db } = parts;
  try {
    const ids: number[] = [];
    for (let i = 0; i < players; i += 1) ids.push(await insertBareUser(db, `money_${i}`));
    await uow.forUsers(ids, (trx) =>
      wallet.creditMany(
        trx,
        ids.map((userId) => ({ userId, amount: 100, entry: { type: 'admin', description: 'bench funds' } })),
      ),
    );
    const send = async <T>(calls: (() => Promise<T>)[]) => {
      if (together) return Promise.all(calls.map((call) => call()));
      const answers: T[] = [];
      for (const call of calls) answers.push(await call());
      return answers;
    };
    const token = await settlement.takeFence();
    await settlement.openRound(token, 1, new Date(Date.now() + 600_000).toISOString());
    const bets = await timed(() => send(ids.map((id) => () => service.placeBet(id, 10, undefined))));
    const startedAt = nowIso();
    await settlement.startRound(token, 1, startedAt);
    parts.setClock(Date.parse(startedAt) + elapsedForMultiplier(1.5));
    const cashers = ids.filter((_, i) => i % 2 === 0);
    const cashouts = await timed(() => send(cashers.map((id) => () => service.cashout(id))));
    parts.setClock(undefined);
    const settle = await timed(() =>
      settlement.crash(token, 1, chain.crashPointOf(1), chain.hashOf(1), cashoutTarget),
    );
    // Every player's ledger walks to their balance: 105 for a cash-out at 1.5x, 90 for a loss.
    for (const [i, id] of ids.entries()) {
      const balance = await expectLedgerConsistent(parts.testDb.database, id);
      if (balance !== (i % 2 === 0 ? 105 : 90)) throw new Error(`player ${id} ends with ${balance} FF`);
    }
    return { bets, cashouts, settle };
  } finally {
    await parts.close();
  }
}

const ms = (value: number) => `${value.toFixed(0)} ms`;
const rows: string[][] = [];
for (const dialect of databases) {
  const alone = await playRound(dialect, false);
  const crowd = await playRound(dialect, true);
  const name = DATABASE_NAMES[dialect];
  for (const part of ['bets', 'cashouts', 'settle'] as const) {
    const label = {
      bets: `${players} bets`,
      cashouts: `${players / 2} cash-outs`,
      settle: 'the crash settle',
    }[part];
    rows.push([
      `${name}: ${label}`,
      ms(alone[part]),
      ms(crowd[part]),
      // The settle is one batch either way: its two figures show the noise of the run.
      part === 'settle' ? 'one batch both' : `${(crowd[part] / alone[part]).toFixed(3)} ×`,
    ]);
  }
}
const header = ['crash round money, in process', 'one at a time', 'all at once', 'at once ÷ one at a time'];
const widths = header.map((title, column) =>
  Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)),
);
for (const row of [header, ...rows]) {
  console.log(
    row
      .map((cell, column) =>
        column === 0 ? cell.padEnd(widths[0] ?? 0) : cell.padStart(widths[column] ?? 0),
      )
      .join('   '),
  );
}
console.log('books: every player ledger walks to the expected balance');
process.exit(0);
