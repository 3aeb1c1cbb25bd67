import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

// The live bets tests' records: written straight into game_records, as the games write them, for the
// amounts and multipliers a real bet of a new player could not reach (a high roller, a 10x win).

let nonce = 0;

/** Writes one finished bet of the player and answers its id. */
export async function insertBetRecord(
  db: Kysely<DB>,
  userId: number,
  spec: { game?: string; bet: number; payout: number; details?: object; nonce?: number },
): Promise<number> {
  nonce += 1;
  const row = await db
    .insertInto('gameRecords')
    .values({
      userId,
      game: spec.game ?? 'dice',
      betAmount: spec.bet,
      payout: spec.payout,
      profit: spec.payout - spec.bet,
      details: JSON.stringify(spec.details ?? {}),
      seedId: null,
      serverSeedHash: 'hash',
      clientSeed: 'seed',
      nonce: spec.nonce ?? nonce,
      createdAt: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
