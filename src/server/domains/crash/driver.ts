import type { FastifyBaseLogger } from 'fastify';
import { CRASH_TICKS_PER_SECOND } from '../../../contract/crash';
import { elapsedForMultiplier, multiplierAt } from '../../../games/crash';
import { nowIso } from '../../clock';
import type { CrashBroadcasts } from './broadcasts';
import type { CrashChain } from './chain';
import type { RoundLease } from './lease';
import { cashoutTarget } from './payouts';
import type { CrashBetRow, CrashRepository, CrashRoundRow } from './repository';
import type { CrashService } from './service';
import { type CrashSettlement, LeaseLostError } from './settlement';

const TICK_MS = 1000 / CRASH_TICKS_PER_SECOND;
/** After an unexpected error (the database gone a moment), the driver reads the state again this much later. */
const RETRY_MS = 1000;
/** While it waits (betting, the pause), the driver asks the lease this often whether it still holds it. */
const LEASE_CHECK_MS = 100;

export interface RoundDriverDeps {
  repository: CrashRepository;
  settlement: CrashSettlement;
  service: CrashService;
  chain: CrashChain;
  broadcasts: CrashBroadcasts;
  lease: RoundLease;
  bettingMs: number;
  pauseMs: number;
  logger: FastifyBaseLogger;
}

interface PendingCashout {
  bet: CrashBetRow;
  multiplier: number;
  dueAt: number;
}

/**
 * The round loop, run by the one instance holding the lease: betting until startsAt, then the curve
 * from the server's clock (ticks at most CRASH_TICKS_PER_SECOND, auto cash-outs when it reaches them),
 * the crash at the chain's point, the pause, the next round. Everything a successor needs is in the
 * database: on start, or on taking the lease over from a driver that died, a round left betting or
 * running is finished from its row.
 *
 * The lease is asked before every tick and every LEASE_CHECK_MS while the driver waits: a driver that
 * lost it (paused past its expiry, cut off from Redis) stops at once, broadcasts nothing more, and
 * goes back to waiting for it. Its writes could not land anyway: each is checked against its
 * fencing token in the database.
 */
export function createRoundDriver(deps: RoundDriverDeps) {
  const { repository, settlement, service, chain, broadcasts, lease, logger } = deps;
  let stopped = false;
  let wake: (() => void) | undefined;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let driving = false;
  const stopping = new AbortController();

  function sleep(ms: number): Promise<void> {
    if (stopped) return Promise.resolve();
    return new Promise((resolve) => {
      wake = resolve;
      timer = setTimeout(resolve, Math.max(0, ms));
    });
  }

  /** Throws LeaseLostError once the lease is no longer this token's. */
  async function assertHeld(token: number): Promise<void> {
    if (!(await lease.holds(token))) throw new LeaseLostError();
  }

  /** Sleeps until `time`, asking the lease on the way; returns early when the driver stops. */
  async function waitUntil(time: number, token: number): Promise<void> {
    for (let left = time - Date.now(); left > 0 && !stopped; left = time - Date.now()) {
      await assertHeld(token);
      await sleep(Math.min(left, LEASE_CHECK_MS));
    }
  }

  /** The round to play: the one a previous driver left unfinished, or a new one opened for bets. */
  async function currentRound(token: number): Promise<CrashRoundRow | undefined> {
    const latest = await repository.latestRound(repository.db);
    if (latest && latest.phase !== 'crashed') return latest;
    const id = (latest?.id ?? 0) + 1;
    if (id > chain.length) {
      logger.error({ rounds: chain.length }, 'the crash chain is used up: no more rounds');
      return undefined;
    }
    const startsAt = new Date(Date.now() + deps.bettingMs).toISOString();
    await settlement.openRound(token, id, startsAt);
    const round: CrashRoundRow = {
      id,
      phase: 'betting',
      startsAt,
      startedAt: null,
      crashPoint: null,
      hash: null,
    };
    broadcasts.opened(await service.roundView(round));
    return round;
  }

  async function run(token: number, round: CrashRoundRow): Promise<void> {
    let startedAt = round.startedAt;
    if (round.phase === 'betting') {
      await waitUntil(Date.parse(round.startsAt), token);
      if (stopped) return;
      startedAt = nowIso();
      await settlement.startRound(token, round.id, startedAt);
      broadcasts.started(round.id, startedAt);
    }
    const startMs = Date.parse(startedAt as string);
    const crashPoint = chain.crashPointOf(round.id);
    const crashAt = startMs + elapsedForMultiplier(crashPoint);
    const pending: PendingCashout[] = (await repository.openBets(repository.db, round.id))
      .map((bet) => ({ bet, multiplier: cashoutTarget(bet) }))
      .filter((cashout) => cashout.multiplier <= crashPoint)
      .map((cashout) => ({ ...cashout, dueAt: startMs + elapsedForMultiplier(cashout.multiplier) }))
      .sort((a, b) => a.dueAt - b.dueAt);
    let nextTick = Date.now();
    for (;;) {
      if (stopped) return;
      // Nothing more from a driver that lost the lease: its successor ticks the round from here.
      await assertHeld(token);
      const now = Date.now();
      if (now >= crashAt) break;
      const dueCount = pending.findIndex((cashout) => cashout.dueAt > now);
      const due = pending.splice(0, dueCount === -1 ? pending.length : dueCount);
      if (due.length > 0) {
        broadcasts.cashedOut(round.id, await settlement.cashOut(token, round.id, due));
        continue;
      }
      if (now >= nextTick) {
        const elapsedMs = now - startMs;
        broadcasts.tick({ id: round.id, elapsedMs, multiplier: multiplierAt(elapsedMs) });
        nextTick = startMs + (Math.floor(elapsedMs / TICK_MS) + 1) * TICK_MS;
      }
      await sleep(Math.min(nextTick, crashAt, pending[0]?.dueAt ?? crashAt) - Date.now());
    }
    const hash = chain.hashOf(round.id);
    broadcasts.cashedOut(round.id, await settlement.crash(token, round.id, crashPoint, hash, cashoutTarget));
    broadcasts.crashed(round.id, crashPoint, hash, crashAt - startMs);
    await waitUntil(Date.now() + deps.pauseMs, token);
  }

  /**
   * Waits for the lease, drives until it is lost (then waits again, with a shared lease) or the
   * driver stops. `ready` is called once a first round is open, or once another instance drives.
   */
  async function drive(ready: () => void): Promise<void> {
    while (!stopped) {
      let token: number | undefined;
      let retry = false;
      try {
        token = await lease.acquire({ waiting: ready, signal: stopping.signal });
        if (stopped) break;
        driving = true;
        logger.info('this instance drives the crash rounds now');
        for (let round = await currentRound(token); round && !stopped; round = await currentRound(token)) {
          ready();
          await run(token, round);
        }
        // Stopped, or the chain is used up (which every instance finds alike).
        return;
      } catch (error) {
        if (stopped) return;
        if (error instanceof LeaseLostError) {
          if (!lease.retakes) {
            logger.warn('this instance no longer drives the crash round: another does');
            return;
          }
          logger.info('this instance lost the crash round lease: it drives again once it takes it back');
        } else {
          logger.error({ err: error }, 'the crash round driver failed; it reads the round again');
          retry = true;
        }
      } finally {
        driving = false;
        // Given up at once, so that another instance takes over without waiting for the key to expire.
        if (token !== undefined) await lease.release(token).catch(() => undefined);
      }
      if (retry) await sleep(RETRY_MS);
    }
  }

  return {
    /**
     * Starts the loop; resolves once the first round is open (or resumed) so that the app starts with
     * one, or once another instance holds the lease (it drives; this one serves its round).
     */
    start(): Promise<void> {
      return new Promise((resolve) => {
        running = drive(resolve).finally(resolve);
      });
    },
    async stop(): Promise<void> {
      stopped = true;
      stopping.abort();
      clearTimeout(timer);
      wake?.();
      await running;
    },
    /** Whether this instance drives the round now (it holds the lease). */
    driving: (): boolean => driving,
  };
}
