import type { Kysely } from 'kysely';
import { type CrashBetAnswer, type CrashCashoutAnswer, crashMessages } from '../../../contract/crash';
import { multiplierAt } from '../../../games/crash';
import { InsufficientFundsError, type WalletService } from '../../core/money/wallet-service';
import { type BatchResult, batchPerTick } from '../../db/group-commit';
import type { DB } from '../../db/schema';
import type { UnitOfWork } from '../../db/unit-of-work';
import { badRequest } from '../../http/errors';
import { socketWrites } from '../../realtime/turn-queue';
import type { CrashBroadcasts } from './broadcasts';
import { cashoutTarget } from './payouts';
import type { CrashBetRow, CrashRepository, CrashRoundRow } from './repository';
import type { BetSettler, Settled, Settlement } from './settle-bet';

/** A bet as it arrived: checked already, with the server's time of its arrival. */
export interface BetRequest {
  userId: number;
  betAmount: number;
  autoCashout: number | null;
  placedAt: number;
  /** The round the player bet on, when the client said: another round open now means the bet is late. */
  roundId?: number;
}

/** A cash-out as it arrived, with the server's time of its arrival (what its multiplier is read at). */
export interface CashoutRequest {
  userId: number;
  arrivedAt: number;
}

export interface CrashRequestDeps {
  uow: UnitOfWork;
  repository: CrashRepository;
  wallet: WalletService;
  broadcasts: CrashBroadcasts;
  settleBets: BetSettler;
  /** The ms after its start at which a running round crashes. */
  crashElapsed(roundId: number): number;
}

const failed = (error: unknown): BatchResult => ({ ok: false, error });
const succeeded = (value: unknown): BatchResult => ({ ok: true, value });

/**
 * Runs `run` on `items` split in waves where each player appears once (a player's second request of
 * a batch goes in the wave after their first, as if it had come after it), one wave after another;
 * the results in the order of `items`.
 */
async function inWaves<I extends { userId: number }>(
  items: readonly I[],
  run: (wave: I[]) => Promise<BatchResult[]>,
): Promise<BatchResult[]> {
  const results: BatchResult[] = new Array(items.length);
  let pending = items.map((item, index) => ({ item, index }));
  while (pending.length > 0) {
    const seen = new Set<number>();
    const wave: typeof pending = [];
    const later: typeof pending = [];
    for (const entry of pending) {
      if (seen.has(entry.item.userId)) later.push(entry);
      else {
        seen.add(entry.item.userId);
        wave.push(entry);
      }
    }
    pending = later;
    const answers = await run(wave.map(({ item }) => item));
    wave.forEach(({ index }, position) => {
      results[index] = answers[position] as BatchResult;
    });
  }
  return results;
}

/** The most requests of one batch; more wait for the next. */
const MAX_BATCH = 1000;
/**
 * On PostgreSQL, the cash-out batches that may be on their way at once: each takes a connection and
 * locks only its players' rows (in id order), so a cash-out that comes while one batch is on its way
 * goes in the next beside it rather than waiting for its ten round trips. Bets keep one at a time:
 * side by side they went in more, smaller batches, and their p99 in bench:crash was about twice as long.
 * SQLite has one writer: one at a time.
 */
const POSTGRES_CASHOUTS_IN_FLIGHT = 4;

/**
 * A batch goes ahead of the watchers' writes waiting for the next turn, and holds them back while
 * its transaction is on its way (realtime/turn-queue.ts).
 */
const inTurnFirst = (run: () => void) => socketWrites.first(run);
const holdingWrites = socketWrites.hold;

/**
 * Bets and cash-outs, batched: what arrives during one turn of the event loop (and while the batch
 * before it is on its way) goes to the database together, in one transaction that holds those
 * players' rows, a few statements for the lot. Under a crowd (a thousand players cash out in the
 * same second) a request then waits for one batch rather than queue behind hundreds of
 * transactions of its own. Each request is answered alone, exactly as if it had gone by itself: its
 * checks, its message, its multiplier read at its own arrival.
 */
export function createCrashRequests(deps: CrashRequestDeps) {
  const { uow, repository, wallet, broadcasts, settleBets, crashElapsed } = deps;
  const limits = { maxBatch: MAX_BATCH, atTickEnd: inTurnFirst };
  const cashoutLimits = {
    ...limits,
    ...(uow.dialect === 'postgres' && { inFlight: POSTGRES_CASHOUTS_IN_FLIGHT, overlap: true }),
  };

  /** One wave of bets (each player once) inside the batch's transaction. */
  async function placeWave(trx: Kysely<DB>, wave: BetRequest[]): Promise<BatchResult[]> {
    // Held until the commit (PostgreSQL), so the driver's start waits for the bets that saw 'betting'.
    const { round, previousCrashedAt } = await repository.latestRoundHeld(trx);
    if (round?.phase !== 'betting') return wave.map(() => failed(badRequest(crashMessages.notBetting)));
    const startsAt = Date.parse(round.startsAt);
    // A bet held up past its own round's start is refused as late, not placed in the next round.
    const opened = previousCrashedAt === null ? Number.NEGATIVE_INFINITY : Date.parse(previousCrashedAt);
    const inTime = (bet: BetRequest) =>
      bet.placedAt >= opened && bet.placedAt < startsAt && (bet.roundId ?? round.id) === round.id;
    const existing = await repository.betsOf(
      trx,
      round.id,
      wave.map((bet) => bet.userId),
    );
    const open = wave.filter((bet) => inTime(bet) && !existing.has(bet.userId));
    const balances = await wallet.debitMany(
      trx,
      open.map(({ userId, betAmount }) => ({
        userId,
        amount: betAmount,
        entry: {
          type: 'bet',
          game: 'crash',
          roundId: round.id,
          description: `Crash round ${round.id}: bet ${betAmount} FF`,
        },
      })),
    );
    const betIds = await repository.insertBets(
      trx,
      open
        .filter((bet) => balances.has(bet.userId))
        .map(({ userId, betAmount, autoCashout }) => ({ roundId: round.id, userId, betAmount, autoCashout })),
    );
    return wave.map((bet): BatchResult => {
      if (!inTime(bet)) return failed(badRequest(crashMessages.notBetting));
      if (existing.has(bet.userId)) return failed(badRequest(crashMessages.alreadyBet));
      const balance = balances.get(bet.userId);
      const betId = betIds.get(bet.userId);
      if (balance === undefined || betId === undefined) return failed(new InsufficientFundsError());
      return succeeded({ betId, roundId: round.id, balance } satisfies CrashBetAnswer);
    });
  }

  /**
   * The round a cash-out is for, and the player's bet in it: the latest round if they bet in it, else
   * the one before if it had started when the request arrived (a request held up past the crash,
   * while the next round takes bets, is refused as too late, not as one without a bet).
   */
  function roundOfCashout(
    rounds: CrashRoundRow[],
    bets: Map<number, CrashBetRow>[],
    request: CashoutRequest,
  ) {
    for (const [index, round] of rounds.entries()) {
      const bet = bets[index]?.get(request.userId);
      const started = round.startedAt !== null && Date.parse(round.startedAt) <= request.arrivedAt;
      if (bet && (index === 0 || started)) return { round, bet };
    }
    return undefined;
  }

  /** One wave of cash-outs (each player once) inside the batch's transaction; what it paid goes to `paid`. */
  async function cashoutWave(
    trx: Kysely<DB>,
    wave: CashoutRequest[],
    paid: Settled[],
  ): Promise<BatchResult[]> {
    const latest = await repository.latestRoundsWithBets(
      trx,
      2,
      wave.map((request) => request.userId),
    );
    const rounds = latest.map(({ round }) => round);
    const bets = latest.map((one) => one.bets);
    const checked = wave.map((request): Settlement | Error => {
      const found = roundOfCashout(rounds, bets, request);
      if (!found) return badRequest(crashMessages.noBet);
      const { round, bet } = found;
      if (bet.cashedOutAt !== null) return badRequest(crashMessages.alreadyCashedOut);
      if (bet.payout !== null || round.phase === 'crashed') return badRequest(crashMessages.crashed);
      if (round.phase !== 'running') return badRequest(crashMessages.notRunning);
      const elapsed = request.arrivedAt - Date.parse(round.startedAt as string);
      if (elapsed >= crashElapsed(round.id)) return badRequest(crashMessages.crashed);
      // Past its auto cash-out (the driver is about to pay it), the bet gets exactly that.
      return { bet, multiplier: Math.min(multiplierAt(elapsed), cashoutTarget(bet)) };
    });
    const settlements = checked.filter((one): one is Settlement => !(one instanceof Error));
    // Only a running round takes cash-outs, so this is one round, but each is settled with its own.
    const settled: Settled[] = [];
    for (const roundId of new Set(settlements.map((one) => one.bet.roundId))) {
      const ofRound = settlements.filter((one) => one.bet.roundId === roundId);
      settled.push(...(await settleBets(trx, roundId, ofRound)));
    }
    const byUser = new Map(settled.map((one) => [one.bet.userId, one]));
    paid.push(...settled);
    return checked.map((one): BatchResult => {
      if (one instanceof Error) return failed(one);
      const done = byUser.get(one.bet.userId);
      if (!done) return failed(badRequest(crashMessages.crashed));
      return succeeded({
        multiplier: one.multiplier as number,
        payout: done.payout,
        balance: done.balance,
      } satisfies CrashCashoutAnswer);
    });
  }

  const bets = batchPerTick<BetRequest>(async (batch) => {
    const results = await holdingWrites(
      uow.forUsers(
        batch.map((bet) => bet.userId),
        (trx) => inWaves(batch, (wave) => placeWave(trx, wave)),
      ),
    );
    for (const result of results) {
      if (result.ok) {
        const { roundId, betId } = result.value as CrashBetAnswer;
        broadcasts.betPlaced(roundId, betId);
      }
    }
    return results;
  }, limits);

  const cashouts = batchPerTick<CashoutRequest>(async (batch) => {
    let paid: Settled[] = [];
    const results = await holdingWrites(
      uow.forUsers(
        batch.map((request) => request.userId),
        (trx) => {
          // The work may run again (a retry after a lost race): only its last run's payments count.
          paid = [];
          return inWaves(batch, (wave) => cashoutWave(trx, wave, paid));
        },
      ),
    );
    for (const roundId of new Set(paid.map((one) => one.bet.roundId))) {
      broadcasts.cashedOut(
        roundId,
        paid.filter((one) => one.bet.roundId === roundId),
      );
    }
    return results;
  }, cashoutLimits);

  return {
    placeBet: (request: BetRequest) => bets.submit(request) as Promise<CrashBetAnswer>,
    cashout: (request: CashoutRequest) => cashouts.submit(request) as Promise<CrashCashoutAnswer>,
  };
}
