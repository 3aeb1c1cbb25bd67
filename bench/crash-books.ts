import { sql } from 'kysely';
import { checkBooks, type Verification } from './verify';

// bench:crash's books, checked with every instance stopped: every bet the players were told was taken
// is one crash_bets row, settled exactly once (one game record, one ledger row for the stake and one
// for the outcome), each manual cash-out answered 2xx is a cashed-out bet at or below its round's
// crash point, the payouts are what the ledger credited, and every user's ledger sums to their balance.

export interface CrashAnswers {
  /** Bets answered 200. */
  bets: number;
  /** Cash-outs answered 200. */
  cashouts: number;
  /** The ids of the rounds played. */
  rounds: number[];
  /** The crash points the benchmark computed from the chain it seeded. */
  crashPointOf(round: number): number;
}

export async function checkCrashBooks(
  databaseUrl: string,
  users: number,
  answers: CrashAnswers,
): Promise<Verification> {
  return checkBooks(databaseUrl, users, async (db, check) => {
    const bets = await db
      .selectFrom('crashBets')
      .innerJoin('crashRounds', 'crashRounds.id', 'crashBets.roundId')
      .select([
        'crashBets.roundId',
        'crashBets.cashedOutAt',
        'crashBets.payout',
        'crashRounds.phase',
        'crashRounds.crashPoint',
      ])
      .execute();
    check(bets.length === answers.bets, `${bets.length} crash bets stored = ${answers.bets} answered 200`);
    const rounds = await db
      .selectFrom('crashRounds')
      .select(['id', 'crashPoint'])
      .where('id', 'in', answers.rounds)
      .execute();
    const differ = rounds.filter((round) => Number(round.crashPoint) !== answers.crashPointOf(round.id));
    check(
      rounds.length === answers.rounds.length && differ.length === 0,
      `${rounds.length} rounds played crashed where the chain the run seeded says: ${rounds.length - differ.length}`,
    );
    const outside = bets.filter((bet) => !answers.rounds.includes(bet.roundId)).length;
    // A bet names no round: one answered so late that a later round was taking bets joined that one.
    check(outside === 0, `bets that joined a round after the ones played (answered late): ${outside}`, false);
    const open = bets.filter((bet) => bet.payout === null || bet.phase !== 'crashed').length;
    check(open === 0, `bets left open or in a round that did not crash: ${open}`);
    const cashedOut = bets.filter((bet) => bet.cashedOutAt !== null);
    check(
      cashedOut.length === answers.cashouts,
      `${cashedOut.length} bets cashed out = ${answers.cashouts} cash-outs answered 200`,
    );
    const past = cashedOut.filter((bet) => Number(bet.cashedOutAt) > Number(bet.crashPoint)).length;
    check(past === 0, `cash-outs above their round's crash point: ${past}`);

    const records = await db
      .selectFrom('gameRecords')
      .select((eb) => [eb.fn.countAll<number>().as('n')])
      .where('game', '=', 'crash')
      .executeTakeFirstOrThrow();
    check(Number(records.n) === bets.length, `${Number(records.n)} crash game records = ${bets.length} bets`);
    const twice = await db
      .selectFrom('gameRecords')
      .select(['userId', 'nonce'])
      .where('game', '=', 'crash')
      .groupBy(['userId', 'nonce'])
      .having((eb) => eb.fn.countAll(), '>', 1)
      .execute();
    check(twice.length === 0, `players with two game records in one round: ${twice.length}`);

    const ledger = await db
      .selectFrom('transactions')
      .select((eb) => [
        'type',
        eb.fn.countAll<number>().as('n'),
        eb.fn.coalesce(eb.fn.sum<number>('amount'), sql<number>`0`).as('total'),
      ])
      .where('game', '=', 'crash')
      .groupBy('type')
      .execute();
    const ofType = (type: string) => ledger.find((row) => row.type === type);
    const count = (type: string) => Number(ofType(type)?.n ?? 0);
    check(count('bet') === bets.length, `${count('bet')} stake rows in the ledger = ${bets.length} bets`);
    const settled = count('win') + count('loss');
    check(settled === bets.length, `${settled} outcome rows (win or loss) = ${bets.length} bets`);
    const credited = Number(ofType('win')?.total ?? 0) + Number(ofType('loss')?.total ?? 0);
    const paid = bets.reduce((sum, bet) => sum + Number(bet.payout ?? 0), 0);
    check(credited === paid, `${credited} FF credited by the ledger = ${paid} FF paid by the bets`);
  });
}
