import type { Kysely } from 'kysely';
import type { FoldedRecord } from '../../core/wager/records-feed';
import type { DialectName } from '../../db/database';
import type { DB } from '../../db/schema';
import { createRaceScoring } from './race-scoring';
import { createRacesRepository } from './repository';

// What the race's tests share: records as the wager fold hands them on, fed to the race's consumer
// in a transaction of their own, as the fold does.

let nextRecordId = 1_000_000;

/** A finished bet of `userId` at `createdAt` with `weighted` hundredths of FF of edge-weighted wager. */
export function foldedRecord(userId: number, createdAt: string, weighted: number, id?: number): FoldedRecord {
  nextRecordId += 1;
  return {
    id: id ?? nextRecordId,
    userId,
    game: 'dice',
    betAmount: weighted,
    payout: 0,
    profit: -weighted,
    details: '{}',
    createdAt,
    weighted,
  };
}

/** Hands the records to the race's consumer inside one transaction, as the fold does. */
export async function foldIntoRace(
  db: Kysely<DB>,
  dialect: DialectName,
  records: readonly FoldedRecord[],
): Promise<void> {
  const scoring = createRaceScoring(createRacesRepository(dialect));
  await db.transaction().execute((trx) => scoring(trx, records));
}
