import type { BetRecord } from '../../../contract/fairness';
import { fairnessMessages } from '../../../contract/fairness';
import { COINFLIP_PAYOUT_FACTOR } from '../../../games/coinflip';
import { notFound } from '../../http/errors';
import type { CoinflipRounds, PlayerFlip } from './coinflip-rounds';
import type { FairnessService } from './service';

const COINFLIP = 'coinflip';

/** An announced coinflip round as a bet of its player: its seeds recompute the flip. */
export function flipRecord(flip: PlayerFlip): BetRecord {
  const payout = flip.won ? flip.amount * COINFLIP_PAYOUT_FACTOR : 0;
  return {
    _id: flip.id,
    game: COINFLIP,
    betAmount: flip.amount,
    payout,
    profit: payout - flip.amount,
    details: { sessionId: flip.id, side: flip.side, result: flip.result, opponent: flip.opponent },
    serverSeedHash: flip.serverSeedHash,
    clientSeed: flip.clientSeed,
    nonce: flip.nonce,
    serverSeed: flip.serverSeed,
    createdAt: flip.settledAt,
  };
}

/**
 * The Fairness page's bet list: the bet records and, once coinflip hands them over, the player's
 * announced coinflip rounds (kept in coinflip's own sessions and numbered apart), newest first.
 */
export function createBetList(fairness: FairnessService, coinflip: () => CoinflipRounds | undefined) {
  return {
    async bets(userId: number, game: string | undefined, limit: number): Promise<BetRecord[]> {
      const rounds = coinflip();
      const withFlips = rounds !== undefined && (game === undefined || game === COINFLIP);
      const [records, flips] = await Promise.all([
        game === COINFLIP ? [] : fairness.history(userId, game, limit),
        withFlips ? rounds.playerFlips(userId, limit) : [],
      ]);
      if (flips.length === 0) return records;
      return [...records, ...flips.map(flipRecord)]
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
        .slice(0, limit);
    },

    async bet(userId: number, id: number, game: string | undefined): Promise<BetRecord> {
      if (game !== COINFLIP) return fairness.bet(userId, id);
      const flip = await coinflip()?.playerFlip(userId, id);
      if (!flip) throw notFound(fairnessMessages.betNotFound);
      return flipRecord(flip);
    },
  };
}

export type BetList = ReturnType<typeof createBetList>;
