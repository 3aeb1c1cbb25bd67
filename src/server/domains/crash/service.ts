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
import { notFound } from '../../http/errors';
import type { CrashBroadcasts } from './broadcasts';
import type { CrashChain } from './chain';
import { checkedAutoCashout } from './payouts';
import type { CrashRepository, CrashRoundRow } from './repository';
import { createCrashRequests } from './requests';
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
  /** The ms after its start at which a running round crashes: known to the server, never sent before it. */
  const crashElapsed = (roundId: number) => elapsedForMultiplier(chain.crashPointOf(roundId));
  const settleBets = createBetSettler(repository, wallet);
  const requests = createCrashRequests({ uow, repository, wallet, broadcasts, settleBets, crashElapsed });

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
    placeBet(
      userId: number,
      betAmount: number,
      autoCashoutValue: unknown,
      roundId?: number,
    ): Promise<CrashBetAnswer> {
      assertPositiveAmount(betAmount);
      const autoCashout = checkedAutoCashout(autoCashoutValue);
      return requests.placeBet({ userId, betAmount, autoCashout, placedAt: now(), roundId });
    },

    /** Pays floor(bet × the multiplier at the request's arrival), refused at or after the crash time. */
    cashout(userId: number): Promise<CrashCashoutAnswer> {
      return requests.cashout({ userId, arrivedAt: now() });
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
