import {
  CRASH_HISTORY_LENGTH,
  CRASH_WINS_LENGTH,
  type CrashBetAnswer,
  type CrashCashoutAnswer,
  type CrashFinishedRound,
  type CrashRoundView,
  type CrashState,
  type CrashWinsAnswer,
  crashMessages,
} from '../../../contract/crash';
import { elapsedForMultiplier, multiplierAt } from '../../../games/crash';
import { assertPositiveAmount, type WalletService } from '../../core/money/wallet-service';
import type { UnitOfWork } from '../../db/unit-of-work';
import { badRequest, notFound } from '../../http/errors';
import type { CrashBroadcasts } from './broadcasts';
import type { CrashChain } from './chain';
import { cashoutTarget, checkedAutoCashout } from './payouts';
import type { CrashRepository, CrashRoundRow } from './repository';
import { createBetSettler } from './settle-bet';
import { type CosmeticsOf, toBetViews, toWinViews } from './views';

export interface CrashServiceDeps {
  uow: UnitOfWork;
  repository: CrashRepository;
  wallet: WalletService;
  chain: CrashChain;
  cosmeticsOf: CosmeticsOf;
  broadcasts: CrashBroadcasts;
  now?: () => number;
}

/**
 * The players' side of crash: bets, cash-outs and what anyone may read. Any instance serves them from
 * the database; only the driver (driver.ts) moves the round on. Nothing here answers anything that
 * depends on a round's crash point before its crash time: a cash-out is refused as too late only once
 * the server's clock has passed it, and the hash and point are read from the round's row, written at the crash.
 */
export function createCrashService(deps: CrashServiceDeps) {
  const { uow, repository, wallet, chain, cosmeticsOf, broadcasts } = deps;
  const now = deps.now ?? Date.now;
  const settleBets = createBetSettler(repository, wallet);

  /** The ms after its start at which a running round crashes: known to the server, never sent before it. */
  const crashElapsed = (roundId: number) => elapsedForMultiplier(chain.crashPointOf(roundId));

  async function roundView(round: CrashRoundRow): Promise<CrashRoundView> {
    const bets = await toBetViews(await repository.betsWithPlayers(round.id), cosmeticsOf);
    if (round.phase === 'betting') return { id: round.id, phase: 'betting', startsAt: round.startsAt, bets };
    const startedAt = round.startedAt as string;
    if (round.phase === 'running') {
      // A driver late to crash the round must not show the curve past its point.
      const elapsed = Math.min(now() - Date.parse(startedAt), crashElapsed(round.id) - 1);
      return { id: round.id, phase: 'running', startedAt, multiplier: multiplierAt(elapsed), bets };
    }
    const crashPoint = round.crashPoint as number;
    return {
      id: round.id,
      phase: 'crashed',
      startedAt,
      multiplier: crashPoint,
      hash: round.hash as string,
      crashPoint,
      bets,
    };
  }

  return {
    async placeBet(userId: number, betAmount: number, autoCashoutValue: unknown): Promise<CrashBetAnswer> {
      assertPositiveAmount(betAmount);
      const autoCashout = checkedAutoCashout(autoCashoutValue);
      const placedAt = now();
      const placed = await uow.forUser(userId, async (trx) => {
        const latest = await repository.latestRound(trx);
        // Held until the commit (PostgreSQL), so the driver's start waits for the bets that saw 'betting'.
        const round = latest && (await repository.roundForBet(trx, latest.id));
        if (round?.phase !== 'betting' || placedAt >= Date.parse(round.startsAt)) {
          throw badRequest(crashMessages.notBetting);
        }
        if (await repository.findBet(trx, round.id, userId)) throw badRequest(crashMessages.alreadyBet);
        const balance = await wallet.debit(trx, userId, betAmount, {
          type: 'bet',
          game: 'crash',
          roundId: round.id,
          description: `Crash round ${round.id}: bet ${betAmount} FF`,
        });
        const betId = await repository.insertBet(trx, { roundId: round.id, userId, betAmount, autoCashout });
        return { betId, roundId: round.id, balance };
      });
      broadcasts.betPlaced(placed.roundId, placed.betId);
      return placed;
    },

    /** Pays floor(bet × the multiplier at the request's arrival), refused at or after the crash time. */
    async cashout(userId: number): Promise<CrashCashoutAnswer> {
      const arrivedAt = now();
      const paid = await uow.forUser(userId, async (trx) => {
        const round = await repository.latestRound(trx);
        const bet = round && (await repository.findBet(trx, round.id, userId));
        if (!round || !bet) throw badRequest(crashMessages.noBet);
        if (bet.cashedOutAt !== null) throw badRequest(crashMessages.alreadyCashedOut);
        if (bet.payout !== null || round.phase === 'crashed') throw badRequest(crashMessages.crashed);
        if (round.phase !== 'running') throw badRequest(crashMessages.notRunning);
        const elapsed = arrivedAt - Date.parse(round.startedAt as string);
        if (elapsed >= crashElapsed(round.id)) throw badRequest(crashMessages.crashed);
        // Past its auto cash-out (the driver is about to pay it), the bet gets exactly that.
        const multiplier = Math.min(multiplierAt(elapsed), cashoutTarget(bet));
        const [settled] = await settleBets(trx, round.id, [{ bet, multiplier }]);
        if (!settled) throw badRequest(crashMessages.crashed);
        return { roundId: round.id, settled, multiplier };
      });
      broadcasts.cashedOut(paid.roundId, [paid.settled]);
      return { multiplier: paid.multiplier, payout: paid.settled.payout, balance: paid.settled.balance };
    },

    async state(): Promise<CrashState> {
      const round = await repository.latestRound(uow.db);
      if (!round) throw notFound(crashMessages.roundNotFound);
      const history = await repository.history(CRASH_HISTORY_LENGTH);
      return {
        round: await roundView(round),
        history: history.map((row) => ({
          id: row.id,
          crashPoint: row.crashPoint as number,
          hash: row.hash as string,
        })),
        chain: { terminalHash: chain.terminalHash, salt: chain.salt },
      };
    },

    /** A finished round with its revealed hash; 404 while it is not (the hash would give the point away). */
    async finishedRound(id: number): Promise<CrashFinishedRound> {
      const round = await repository.findRound(uow.db, id);
      if (!round) throw notFound(crashMessages.roundNotFound);
      if (round.phase !== 'crashed') throw notFound(crashMessages.roundNotFinished);
      const bets = await toBetViews(await repository.betsWithPlayers(id), cosmeticsOf);
      return { id, hash: round.hash as string, crashPoint: round.crashPoint as number, bets };
    },

    /** The Social Hub's wins feed: the latest winning cash-outs, newest round first. */
    async recentWins(): Promise<CrashWinsAnswer> {
      return { wins: await toWinViews(await repository.wins(CRASH_WINS_LENGTH), cosmeticsOf) };
    },

    roundView,
  };
}

export type CrashService = ReturnType<typeof createCrashService>;
