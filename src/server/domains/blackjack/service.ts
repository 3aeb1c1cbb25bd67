import type { Kysely } from 'kysely';
import { type BlackjackResponse, type BlackjackRound, blackjackMessages } from '../../../contract/blackjack';
import { roundMessages } from '../../../contract/rounds-texts';
import {
  BLACKJACK_BET_STEPS,
  BLACKJACK_ERRORS,
  BLACKJACK_FLOATS,
  type BlackjackAction,
  type BlackjackState,
  blackjackGameDetails,
  blackjackMaxMultiplier,
  canDouble,
  dealRound,
  publicView,
  reduceBlackjack,
} from '../../../games/blackjack';
import { assertWinWithinMax } from '../../core/money/max-win';
import {
  assertPositiveAmount,
  InsufficientFundsError,
  type WalletService,
} from '../../core/money/wallet-service';
import type { RoundStore } from '../../core/rounds/round-store';
import type { DB } from '../../db/schema';
import type { UnitOfWork } from '../../db/unit-of-work';
import { badRequest, conflict } from '../../http/errors';
import type { BetDraw, FairnessService } from '../fairness/service';

const roundView = (state: BlackjackState, draw: BetDraw): BlackjackRound => ({
  ...publicView(state),
  ...draw.fairness,
});

const resultWords: Record<string, string> = {
  win: 'won',
  blackjack: 'won with blackjack',
  push: 'pushed',
  lose: 'lost',
};

/**
 * Blackjack played on the server (DECISIONS.md section 6): the bet is taken at the deal and again at
 * a double down; the round's payout is credited when it ends, in the same transaction as its record.
 */
export function createBlackjackService(
  uow: UnitOfWork,
  rounds: RoundStore,
  wallet: WalletService,
  fairness: FairnessService,
) {
  /** Stores a round that goes on past the deal and returns its id. */
  async function startRound(
    trx: Kysely<DB>,
    userId: number,
    state: BlackjackState,
    betAmount: number,
    draw: BetDraw,
  ) {
    const roundId = await rounds.start(trx, userId, state, betAmount, draw);
    if (roundId === null) throw conflict(blackjackMessages.alreadyPlaying);
    return roundId;
  }

  async function record(trx: Kysely<DB>, userId: number, state: BlackjackState, draw: BetDraw) {
    const result = state.result ?? 'lose';
    return fairness.recordBet(trx, userId, draw, {
      game: 'blackjack',
      betAmount: state.bet,
      payout: state.payout,
      details: { result, gameDetails: blackjackGameDetails(state), dealerSteps: state.dealerSteps },
    });
  }

  async function payOut(
    trx: Kysely<DB>,
    userId: number,
    state: BlackjackState,
    betId: number,
    roundId: number | null,
  ) {
    const result = state.result ?? 'lose';
    return wallet.credit(trx, userId, state.payout, {
      type: state.profit > 0 ? 'win' : state.profit < 0 ? 'loss' : 'push',
      game: 'blackjack',
      // The bet, doubled on a double down: what the payout is net of.
      stake: state.payout - state.profit,
      betId,
      roundId,
      description: `Blackjack: ${resultWords[result]} (bet ${state.bet}${state.doubled ? ', doubled' : ''}, profit ${state.profit})`,
    });
  }

  return {
    async deal(userId: number, betAmount: number | undefined): Promise<BlackjackResponse> {
      if (betAmount === undefined) throw badRequest(blackjackMessages.betRequired);
      assertPositiveAmount(betAmount);
      if (!BLACKJACK_BET_STEPS.includes(betAmount)) throw badRequest(blackjackMessages.betNotAStep);
      // The worst case of the whole round, a doubled win, must fit before the deck is shuffled.
      assertWinWithinMax(betAmount, blackjackMaxMultiplier());
      return uow.forUser(userId, async (trx) => {
        if (await rounds.findPlaying(trx, userId)) throw conflict(blackjackMessages.alreadyPlaying);
        // Every refusal comes before the draw (DECISIONS.md section 2, "Decide last"): with the user's
        // row locked, the debit below is then covered whatever the cards.
        const balance = await wallet.balanceIn(trx, userId);
        if (balance < betAmount) throw new InsufficientFundsError(blackjackMessages.insufficient);
        const draw = await fairness.drawForBet(trx, userId, BLACKJACK_FLOATS);
        const state = dealRound(betAmount, draw.floats);
        // A blackjack on the deal ends the round at once: its record is what the ledger rows name.
        const finished = state.status === 'finished';
        const betId = finished ? await record(trx, userId, state, draw) : null;
        const roundId = finished ? null : await startRound(trx, userId, state, betAmount, draw);
        let newBalance = await wallet.debit(
          trx,
          userId,
          betAmount,
          { type: 'bet', game: 'blackjack', betId, roundId, description: `Blackjack bet of ${betAmount}` },
          blackjackMessages.insufficient,
        );
        if (betId !== null) newBalance = await payOut(trx, userId, state, betId, null);
        return { round: roundView(state, draw), newBalance, betId };
      });
    },

    act(userId: number, action: BlackjackAction): Promise<BlackjackResponse> {
      return uow.forUser(userId, async (trx) => {
        const round = await rounds.findPlaying<BlackjackState>(trx, userId);
        if (!round) throw badRequest(BLACKJACK_ERRORS.notPlaying);
        // The extra stake of a double is taken before its card is drawn: a refusal never follows a card.
        let newBalance: number | undefined;
        if (action.type === 'double' && canDouble(round.state)) {
          newBalance = await wallet.debit(
            trx,
            userId,
            round.state.originalBet,
            {
              type: 'bet',
              game: 'blackjack',
              roundId: round.id,
              description: `Blackjack double down of ${round.state.originalBet}`,
            },
            blackjackMessages.insufficientDouble,
          );
        }
        const step = reduceBlackjack(round.state, action);
        if ('error' in step) throw badRequest(step.error);
        const next = step.state;
        newBalance ??= await wallet.balanceIn(trx, userId);
        const finished = next.status === 'finished';
        if (!(await rounds.save(trx, round, next, finished))) throw conflict(roundMessages.busy);
        let betId: number | null = null;
        if (finished) {
          betId = await record(trx, userId, next, round.draw);
          newBalance = await payOut(trx, userId, next, betId, round.id);
        }
        return { round: roundView(next, round.draw), newBalance, betId };
      });
    },

    async current(userId: number): Promise<BlackjackRound | null> {
      const round = await rounds.findPlaying<BlackjackState>(uow.db, userId);
      return round ? roundView(round.state, round.draw) : null;
    },
  };
}

export type BlackjackService = ReturnType<typeof createBlackjackService>;
