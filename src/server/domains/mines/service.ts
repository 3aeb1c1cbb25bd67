import type { Kysely } from 'kysely';
import { type MinesGame, type MinesResponse, minesMessages } from '../../../contract/mines';
import { roundMessages } from '../../../contract/rounds-texts';
import {
  MAX_MINES,
  MIN_MINES,
  MINES_ERRORS,
  MINES_FLOATS,
  type MinesAction,
  type MinesState,
  minesMaxMultiplier,
  nextTileOdds,
  reduceMines,
  startMines,
} from '../../../games/mines';
import { assertWinWithinMax } from '../../core/money/max-win';
import {
  assertPositiveAmount,
  InsufficientFundsError,
  type WalletService,
} from '../../core/money/wallet-service';
import type { RoundStore, StoredRound } from '../../core/rounds/round-store';
import type { DB } from '../../db/schema';
import type { UnitOfWork } from '../../db/unit-of-work';
import { badRequest, conflict } from '../../http/errors';
import type { BetDraw, FairnessService } from '../fairness/service';

function gameView(state: MinesState, draw: BetDraw): MinesGame {
  const over = state.status !== 'playing';
  const odds = over ? undefined : nextTileOdds(state.mineCount, state.revealed.length);
  return {
    status: state.status,
    betAmount: state.bet,
    mineCount: state.mineCount,
    revealedTiles: state.revealed,
    multiplier: state.multiplier,
    nextMultiplier: odds?.nextMultiplier ?? null,
    safeProbability: odds?.safeProbability ?? 0,
    winAmount: state.winAmount,
    mines: over ? state.mines : [],
    ...draw.fairness,
  };
}

function respond(
  state: MinesState,
  draw: BetDraw,
  newBalance: number,
  betId: number | null,
  result: MinesResponse['result'],
): MinesResponse {
  const game = gameView(state, draw);
  return {
    game,
    multiplier: state.multiplier,
    newBalance,
    result,
    mines: game.mines,
    winAmount: state.winAmount,
    revealedTiles: state.revealed,
    betId,
  };
}

/** Mines played on the server: mines fixed at start from the fair source, shown only at the end. */
export function createMinesService(
  uow: UnitOfWork,
  rounds: RoundStore,
  wallet: WalletService,
  fairness: FairnessService,
) {
  /** Saves the next state; when the round is over, pays out and records the bet in the same transaction. */
  async function advance(trx: Kysely<DB>, userId: number, round: StoredRound<MinesState>, next: MinesState) {
    const over = next.status !== 'playing';
    if (!(await rounds.save(trx, round, next, over))) throw conflict(roundMessages.busy);
    if (!over) return { newBalance: await wallet.balanceIn(trx, userId), betId: null };
    const won = next.status === 'won';
    const betId = await fairness.recordBet(trx, userId, round.draw, {
      game: 'mines',
      betAmount: next.bet,
      payout: next.winAmount,
      details: {
        mineCount: next.mineCount,
        mines: next.mines,
        revealed: next.revealed,
        multiplier: next.multiplier,
        status: next.status,
      },
    });
    const newBalance = await wallet.credit(trx, userId, next.winAmount, {
      type: won ? 'win' : 'loss',
      game: 'mines',
      stake: next.bet,
      betId,
      roundId: round.id,
      description: won
        ? `Mines: cashed out ${next.winAmount} FF at ${next.multiplier}x (bet ${next.bet}, ${next.mineCount} mines)`
        : `Mines: hit a mine after ${next.revealed.length} safe tiles (bet ${next.bet}, ${next.mineCount} mines)`,
    });
    return { newBalance, betId };
  }

  function act(userId: number, action: MinesAction): Promise<MinesResponse> {
    return uow.forUser(userId, async (trx) => {
      const round = await rounds.findPlaying<MinesState>(trx, userId);
      if (!round) throw badRequest(MINES_ERRORS.notPlaying);
      const step = reduceMines(round.state, action);
      if ('error' in step) throw badRequest(step.error);
      const { newBalance, betId } = await advance(trx, userId, round, step.state);
      const result = action.type === 'reveal' ? (step.state.status === 'lost' ? 'mine' : 'safe') : null;
      return respond(step.state, round.draw, newBalance, betId, result);
    });
  }

  return {
    async start(
      userId: number,
      betAmount: number | undefined,
      mineCount: number | undefined,
    ): Promise<MinesResponse> {
      if (betAmount === undefined) throw badRequest(minesMessages.betRequired);
      if (mineCount === undefined) throw badRequest(minesMessages.difficultyRequired);
      assertPositiveAmount(betAmount);
      if (!Number.isInteger(mineCount) || mineCount < MIN_MINES || mineCount > MAX_MINES) {
        throw badRequest(MINES_ERRORS.mineCount);
      }
      // The largest cash-out (every safe tile) must fit, or the round could reach a payout that fails.
      assertWinWithinMax(betAmount, minesMaxMultiplier(mineCount));
      return uow.forUser(userId, async (trx) => {
        if (await rounds.findPlaying(trx, userId)) throw conflict(minesMessages.alreadyPlaying);
        // Every refusal comes before the draw (DECISIONS.md section 2, "Decide last"). The user's row
        // is locked, so the debit below, which names the round stored first, is then covered.
        if ((await wallet.balanceIn(trx, userId)) < betAmount) throw new InsufficientFundsError();
        const draw = await fairness.drawForBet(trx, userId, MINES_FLOATS);
        const state = startMines(betAmount, mineCount, draw.floats);
        if ('error' in state) throw badRequest(state.error);
        const roundId = await rounds.start(trx, userId, state, betAmount, draw);
        if (roundId === null) throw conflict(minesMessages.alreadyPlaying);
        const newBalance = await wallet.debit(trx, userId, betAmount, {
          type: 'bet',
          game: 'mines',
          roundId,
          description: `Mines bet with ${mineCount} mines`,
        });
        return respond(state, draw, newBalance, null, null);
      });
    },

    reveal(userId: number, tile: number | undefined): Promise<MinesResponse> {
      if (tile === undefined) throw badRequest(minesMessages.tileRequired);
      return act(userId, { type: 'reveal', tile });
    },

    cashout(userId: number): Promise<MinesResponse> {
      return act(userId, { type: 'cashout' });
    },

    async current(userId: number): Promise<MinesGame | null> {
      const round = await rounds.findPlaying<MinesState>(uow.db, userId);
      return round ? gameView(round.state, round.draw) : null;
    },
  };
}

export type MinesService = ReturnType<typeof createMinesService>;
