import type { Kysely } from 'kysely';
import { nowIso } from '../../clock';
import { uniqueViolation } from '../../db/constraint-errors';
import type { DB } from '../../db/schema';
import type { BetDraw } from '../seeds/seeds';

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
 * Refusals come back as values; the game's service says what they mean to the player.
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

    /** Stores a new round in play and returns its id; null when the user already plays one of this game. */
    async start<S>(
      executor: Kysely<DB>,
      userId: number,
      state: S,
      betAmount: number,
      draw: BetDraw,
    ): Promise<number | null> {
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
        if (uniqueViolation(error)) return null;
        throw error;
      }
    },

    /** Saves the next state if nobody changed the round meanwhile; false when somebody did. */
    async save<S>(
      executor: Kysely<DB>,
      round: StoredRound<S>,
      state: S,
      finished: boolean,
    ): Promise<boolean> {
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
      return Number(result.numUpdatedRows) === 1;
    },
  };
}

export type RoundStore = ReturnType<typeof createRoundStore>;
