import {
  type BetPrivacy,
  LIVE_BETS_LIMIT,
  type LiveBetsAnswer,
  type LiveBetTab,
  liveBetsMessages,
  multiplierOf,
  type PublicBet,
} from '../../../contract/live-bets';
import { nowIso } from '../../clock';
import { notFound } from '../../http/errors';
import type { LiveBetsRepository } from './repository';
import { playerOf, toLiveBet } from './views';

function parseDetails(details: string): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(details);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

/** The live table's first page, the public bet and the player's choice to be hidden from both. */
export function createLiveBetsService(repository: LiveBetsRepository) {
  return {
    async live(tab: LiveBetTab): Promise<LiveBetsAnswer> {
      const rows = await repository.newest(tab, LIVE_BETS_LIMIT, await repository.latestId());
      return { bets: rows.map(toLiveBet) };
    },

    async bet(id: number): Promise<PublicBet> {
      const row = await repository.publicRecord(id);
      if (!row) throw notFound(liveBetsMessages.betNotFound);
      const details = parseDetails(row.details);
      let crash: PublicBet['crash'] = null;
      if (row.game === 'crash') {
        // A crash record's nonce is its round (its details name it too).
        const roundId = typeof details.roundId === 'number' ? details.roundId : row.nonce;
        const round = await repository.crashRound(roundId);
        crash = { roundId, hash: round?.hash ?? null, crashPoint: round?.crashPoint ?? null };
      }
      return {
        _id: row.id,
        id: row.id,
        game: row.game,
        ...playerOf({ userId: row.userId, username: row.username, hidden: row.hiddenId !== null }),
        betAmount: row.betAmount,
        payout: row.payout,
        profit: row.profit,
        multiplier: multiplierOf(row.betAmount, row.payout),
        details,
        serverSeedHash: row.serverSeedHash,
        clientSeed: row.clientSeed,
        nonce: row.nonce,
        // Only a rotated pair's seed: the join reads no other (repository.publicRecord).
        serverSeed: row.serverSeed ?? null,
        createdAt: row.createdAt,
        crash,
      };
    },

    async privacy(userId: number): Promise<BetPrivacy> {
      return { hidden: await repository.isHidden(userId) };
    },

    async setPrivacy(userId: number, hidden: boolean): Promise<BetPrivacy> {
      await repository.setHidden(userId, hidden, nowIso());
      return { hidden };
    },
  };
}

export type LiveBetsService = ReturnType<typeof createLiveBetsService>;
