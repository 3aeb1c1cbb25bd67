import type { Kysely } from 'kysely';
import type { HistoryRecord } from '../../../contract/blackjack';
import {
  type ActiveSeedPair,
  type BetRecord,
  CLIENT_SEED_PATTERN,
  fairnessMessages,
  type RevealedSeedPair,
} from '../../../contract/fairness';
import { fairFloats, hashServerSeed } from '../../../games/fair';
import { nowIso } from '../../clock';
import type { BetDraw } from '../../core/seeds/seeds';
import { nativeHmac, newClientSeed, newServerSeed } from '../../core/seeds/seeds';
import type { DB, FairnessSeedRow, GameRecordRow } from '../../db/schema';
import type { UnitOfWork } from '../../db/unit-of-work';
import { badRequest, conflict, notFound } from '../../http/errors';
import type { FairnessRepository } from './repository';

function checkClientSeed(raw: string): string {
  const clientSeed = raw.trim();
  if (!CLIENT_SEED_PATTERN.test(clientSeed)) throw badRequest(fairnessMessages.clientSeedInvalid);
  return clientSeed;
}

const activeView = (seed: FairnessSeedRow): ActiveSeedPair => ({
  serverSeedHash: seed.serverSeedHash,
  clientSeed: seed.clientSeed,
  nonce: seed.nonce,
});

const revealedView = (seed: FairnessSeedRow): RevealedSeedPair => ({
  serverSeed: seed.serverSeed,
  serverSeedHash: seed.serverSeedHash,
  clientSeed: seed.clientSeed,
  nonce: seed.nonce,
  createdAt: seed.createdAt,
  revealedAt: seed.revealedAt ?? seed.createdAt,
});

export function toBetRecord(row: GameRecordRow & { serverSeed: string | null }): BetRecord {
  return {
    _id: row.id,
    game: row.game,
    betAmount: row.betAmount,
    payout: row.payout,
    profit: row.profit,
    details: JSON.parse(row.details) as Record<string, unknown>,
    serverSeedHash: row.serverSeedHash,
    clientSeed: row.clientSeed,
    nonce: row.nonce,
    serverSeed: row.serverSeed,
    createdAt: row.createdAt,
  };
}

/** A settled bet in SPEC.md's history-record shape (the blackjack history reads it). */
export function toHistoryRecord(bet: BetRecord): HistoryRecord {
  const details = bet.details;
  const result =
    typeof details.result === 'string'
      ? details.result
      : bet.profit > 0
        ? 'win'
        : bet.profit < 0
          ? 'lose'
          : 'push';
  return {
    _id: bet._id,
    game: bet.game,
    betAmount: bet.betAmount,
    result,
    profit: bet.profit,
    win: bet.profit > 0,
    timestamp: bet.createdAt,
    gameDetails: (details.gameDetails as Record<string, unknown> | undefined) ?? details,
    serverSeedHash: bet.serverSeedHash,
    clientSeed: bet.clientSeed,
    nonce: bet.nonce,
    serverSeed: bet.serverSeed,
  };
}

export type { BetDraw };

/** A player's bets of one game, counted: for the profile's gaming stats. */
export interface GameTally {
  game: string;
  played: number;
  won: number;
  winnings: number;
  biggest: number;
}

export interface SettledBet {
  game: string;
  betAmount: number;
  payout: number;
  details: Record<string, unknown>;
}

/**
 * Per-user seed pairs (DECISIONS.md section 5) and the record of every bet they decided.
 * `seedChanged` hears of every change of a user's pair made here, so that what the bet path of this
 * instance remembers of it (domains/bets) goes. That only spares a retry: the bet path checks the
 * pair it decided with when it settles, which also covers changes made on other instances.
 */
export function createFairnessService(
  uow: UnitOfWork,
  repository: FairnessRepository,
  seedChanged: (userId: number) => void = () => {},
) {
  const { db } = uow;
  async function ensureActive(executor: Kysely<DB>, userId: number): Promise<FairnessSeedRow> {
    const existing = await repository.findActive(executor, userId);
    if (existing) return existing;
    const serverSeed = newServerSeed();
    await repository.insertActiveIfMissing(executor, {
      userId,
      serverSeed,
      serverSeedHash: hashServerSeed(serverSeed),
      clientSeed: newClientSeed(),
      createdAt: nowIso(),
    });
    const created = await repository.findActive(executor, userId);
    if (!created) throw new Error(`no active seed pair for user ${userId}`);
    return created;
  }

  return {
    async activePair(userId: number): Promise<ActiveSeedPair> {
      return activeView(await ensureActive(db, userId));
    },

    /**
     * Takes the next nonce and the floats of one bet, inside the bet's own transaction:
     * if the bet rolls back, so does the nonce; if it commits, the nonce is never used again.
     */
    async drawForBet(trx: Kysely<DB>, userId: number, count: number): Promise<BetDraw> {
      seedChanged(userId);
      let seed = await repository.takeNonce(trx, userId);
      if (!seed) {
        await ensureActive(trx, userId);
        seed = await repository.takeNonce(trx, userId);
        if (!seed) throw new Error(`could not take a nonce for user ${userId}`);
      }
      const nonce = seed.nonce - 1;
      return {
        floats: fairFloats(
          { serverSeed: seed.serverSeed, clientSeed: seed.clientSeed, nonce },
          count,
          nativeHmac,
        ),
        seedId: seed.id,
        fairness: { serverSeedHash: seed.serverSeedHash, clientSeed: seed.clientSeed, nonce },
      };
    },

    /** Writes the record of a settled bet; returns its id. */
    recordBet(trx: Kysely<DB>, userId: number, draw: BetDraw, bet: SettledBet): Promise<number> {
      return repository.insertGameRecord(trx, {
        userId,
        game: bet.game,
        betAmount: bet.betAmount,
        payout: bet.payout,
        profit: bet.payout - bet.betAmount,
        details: JSON.stringify(bet.details),
        seedId: draw.seedId,
        serverSeedHash: draw.fairness.serverSeedHash,
        clientSeed: draw.fairness.clientSeed,
        nonce: draw.fairness.nonce,
        createdAt: nowIso(),
      });
    },

    async setClientSeed(userId: number, raw: string): Promise<ActiveSeedPair> {
      const clientSeed = checkClientSeed(raw);
      const pair = await uow.forUser(userId, async (trx) => {
        const seed = await ensureActive(trx, userId);
        await repository.setClientSeed(trx, seed.id, clientSeed);
        return activeView({ ...seed, clientSeed });
      });
      // After the commit, or a bet in between could remember the old seed again. Other instances
      // need no message: their settling statement checks the client seed it was decided with.
      seedChanged(userId);
      return pair;
    },

    /** Reveals the active server seed and starts a new pair at nonce 0. */
    async rotate(userId: number, rawClientSeed?: string) {
      const clientSeed =
        rawClientSeed === undefined || rawClientSeed.trim() === ''
          ? undefined
          : checkClientSeed(rawClientSeed);
      // The user's row is locked first, so a game starting or a second rotation waits for this one.
      const rotated = await uow.forUser(userId, async (trx) => {
        const current = await ensureActive(trx, userId);
        const revealed = await repository.reveal(trx, current.id, nowIso());
        // Only a second process on the same SQLite file could get here; the caller may simply retry.
        if (!revealed) throw conflict(fairnessMessages.rotationRaced);
        if (await repository.hasRoundInProgress(trx, userId))
          throw conflict(fairnessMessages.roundInProgress);
        const next = await ensureActive(trx, userId);
        if (clientSeed) {
          await repository.setClientSeed(trx, next.id, clientSeed);
          next.clientSeed = clientSeed;
        }
        return { previous: revealedView(revealed), current: activeView(next) };
      });
      seedChanged(userId);
      return rotated;
    },

    async revealedSeeds(userId: number): Promise<RevealedSeedPair[]> {
      return (await repository.listRevealed(userId, 50)).map(revealedView);
    },

    async bet(userId: number, betId: number): Promise<BetRecord> {
      const row = await repository.findGameRecord(userId, betId);
      if (!row) throw notFound(fairnessMessages.betNotFound);
      return toBetRecord(row);
    },

    async history(userId: number, game: string | undefined, limit: number): Promise<BetRecord[]> {
      return (await repository.listGameRecords(userId, game, limit)).map(toBetRecord);
    },

    /** Per game, the player's recorded bets counted (coinflip keeps its own sessions). */
    async tallies(userId: number): Promise<GameTally[]> {
      return (await repository.tallyGameRecords(userId)).map((row) => ({
        game: row.game,
        played: Number(row.played),
        won: Number(row.won ?? 0),
        winnings: Number(row.winnings ?? 0),
        biggest: Math.max(0, Number(row.biggest ?? 0)),
      }));
    },
  };
}

export type FairnessService = ReturnType<typeof createFairnessService>;
