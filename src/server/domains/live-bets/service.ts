import { COINFLIP_BOT_NAME } from '../../../contract/coinflip';
import {
  type BetPrivacy,
  HIDDEN_PLAYER,
  LIVE_BETS_LIMIT,
  type LiveBetsAnswer,
  type LiveBetTab,
  liveBetsMessages,
  multiplierOf,
  type PublicBet,
} from '../../../contract/live-bets';
import { BOT_PLAYER, COINFLIP_NONCE, coinflipClientSeed } from '../../../games/coinflip';
import { nowIso } from '../../clock';
import { notFound } from '../../http/errors';
import type { LiveBetsRepository } from './repository';

type FlipBetRow = NonNullable<Awaited<ReturnType<LiveBetsRepository['publicFlip']>>>;

/**
 * A player's side of an announced coinflip as a public bet, with the Fairness page's coinflip fields
 * (fairness/bet-list.ts), so the same verifier recomputes it. The other player is named unless hidden.
 */
function flipBet(row: FlipBetRow): PublicBet {
  const isCreator = row.userId === row.creatorId;
  const opponent = row.opponentIsBot === 1 || row.opponentId === null ? BOT_PLAYER : row.opponentId;
  const other = isCreator
    ? opponent === BOT_PLAYER
      ? COINFLIP_BOT_NAME
      : row.opponentHiddenId !== null
        ? HIDDEN_PLAYER
        : (row.opponentName ?? '')
    : row.creatorHiddenId !== null
      ? HIDDEN_PLAYER
      : row.creatorName;
  const creatorSide = row.choice;
  const side = isCreator ? creatorSide : creatorSide === 'heads' ? 'tails' : 'heads';
  return {
    _id: row.id,
    id: row.id,
    game: 'coinflip',
    ...playerOf({ userId: row.userId, username: row.username, hidden: row.hiddenId !== null }),
    betAmount: row.betAmount,
    payout: row.payout,
    profit: row.payout - row.betAmount,
    multiplier: multiplierOf(row.betAmount, row.payout),
    details: { sessionId: row.sessionId, side, result: row.result, opponent: other },
    serverSeedHash: row.serverSeedHash,
    clientSeed: coinflipClientSeed(row.creatorId, opponent),
    nonce: COINFLIP_NONCE,
    // Announced sessions only (repository.publicFlip): the coin has landed and its seed is public.
    serverSeed: row.serverSeed,
    createdAt: row.createdAt,
    crash: null,
  };
}

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
      if (!row) {
        // Not a game record: a coinflip bet (numbered from the same sequence), or nothing.
        const flip = await repository.publicFlip(id);
        if (!flip) throw notFound(liveBetsMessages.betNotFound);
        return flipBet(flip);
      }
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
