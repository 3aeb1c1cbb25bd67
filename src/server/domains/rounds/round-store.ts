import type { Kysely } from 'kysely';
import { nowIso } from '../../clock';
import { uniqueViolation } from '../../db/constraint-errors';
import type { DB } from '../../db/schema';
import { conflict } from '../../http/errors';
import type { BetDraw } from '../fairness/service';

export const roundMessages = {
  busy: 'Another action on this game is still in progress. Please try again.',
} as const;

export interface StoredRound<S> {
  id: number;
  version: number;
  state: S;
  betAmount: number;
  /** The fairness of the bet that started the round, to record when it ends. */
  draw: BetDraw;
}

/**
 * Rounds of games with turns (mines, blackjack) while they are played: one per user and game,
 * changed only by a version-checked update so that two concurrent actions can never both apply.
 */
export function createRoundStore(game: string) {
  return {
    async findPlaying<S>(executor: Kysely<DB>, userId: number): Promise<StoredRound<S> | undefined> {
      const row = await executor
        .selectFrom('gameRounds')
        .selectAll()
        .where('userId', '=', userId)
        .where('game', '=', game)
        .where('status', '=', 'playing')
        .executeTakeFirst();
      if (!row) return undefined;
      return {
        id: row.id,
        version: row.version,
        state: JSON.parse(row.state) as S,
        betAmount: row.betAmount,
        draw: {
          floats: [],
          seedId: row.seedId,
          fairness: { serverSeedHash: row.serverSeedHash, clientSeed: row.clientSeed, nonce: row.nonce },
        },
      };
    },

    /** Stores a new round in play and returns its id; a second one for the same user and game is a conflict. */
    async start<S>(
      executor: Kysely<DB>,
      userId: number,
      state: S,
      betAmount: number,
      draw: BetDraw,
      alreadyPlaying: string,
    ): Promise<number> {
      const now = nowIso();
      try {
        const row = await executor
          .insertInto('gameRounds')
          .values({
            userId,
            game,
            status: 'playing',
            state: JSON.stringify(state),
            betAmount,
            seedId: draw.seedId,
            serverSeedHash: draw.fairness.serverSeedHash,
            clientSeed: draw.fairness.clientSeed,
            nonce: draw.fairness.nonce,
            createdAt: now,
            updatedAt: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        return row.id;
      } catch (error) {
        if (uniqueViolation(error)) throw conflict(alreadyPlaying);
        throw error;
      }
    },

    /** Saves the next state if nobody changed the round meanwhile; else 409. */
    async save<S>(executor: Kysely<DB>, round: StoredRound<S>, state: S, finished: boolean): Promise<void> {
      const result = await executor
        .updateTable('gameRounds')
        .set({
          state: JSON.stringify(state),
          status: finished ? 'finished' : 'playing',
          version: round.version + 1,
          updatedAt: nowIso(),
        })
        .where('id', '=', round.id)
        .where('version', '=', round.version)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) throw conflict(roundMessages.busy);
    },
  };
}
