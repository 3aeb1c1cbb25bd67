import type { FastifyBaseLogger } from 'fastify';
import { NOTIFICATION_TEXTS } from '../../../contract/notifications-texts';
import { RACE_STANDINGS_SIZE, racePrizeDescription, racePrizeEarned } from '../../../contract/races-texts';
import type { WalletService } from '../../core/money/wallet-service';
import { uniqueViolation } from '../../db/constraint-errors';
import type { UnitOfWork } from '../../db/unit-of-work';
import type { Notifier } from '../notifications/service';
import type { RacesRepository, ScoreRow } from './repository';

/**
 * How long after its end a race waits to be paid: bets made before the end that the wager fold has
 * not reached yet still count for it, and the fold runs every few seconds.
 */
export const RACE_PAYOUT_GRACE_MS = 60_000;

/** How often each instance looks for an ended race to pay. */
export const RACE_FINISH_EVERY_MS = 30_000;

export interface PaidPrize {
  userId: number;
  rank: number;
  amount: number;
}

export interface RacePayoutDeps {
  uow: UnitOfWork;
  repository: RacesRepository;
  wallet: WalletService;
  notifier: Notifier;
  now: () => string;
  graceMs?: number;
}

const sameWinners = (a: readonly ScoreRow[], b: readonly ScoreRow[]) =>
  a.length === b.length && a.every((row, index) => row.userId === b[index]?.userId);

/**
 * Pays ended races, exactly once. One transaction per race holds its winners' rows (the one lock
 * order: users first), then the race's row; it reads the top again, writes each prize as a row of
 * race_prizes (unique per race and player, and per race and place), credits them through the money
 * core with their ledger rows (type `reward`), writes each winner's notification and marks the race
 * paid. A second finisher (another instance, or this one again after a restart) waits on those locks
 * and finds the race paid; a kill before the commit leaves nothing of it, and the next finisher pays
 * it whole. The notifications are pushed to open pages only after the commit.
 */
export function createRacePayout(deps: RacePayoutDeps) {
  const { uow, repository, wallet, notifier, now } = deps;
  const graceMs = deps.graceMs ?? RACE_PAYOUT_GRACE_MS;

  /** Pays one race if no one has; its prizes when this call paid them, null when it found them paid. */
  async function payRace(raceId: number): Promise<PaidPrize[] | null> {
    for (;;) {
      const expected = await repository.top(uow.db, raceId, RACE_STANDINGS_SIZE);
      try {
        const outcome = await uow.forUsers(
          expected.map((row) => row.userId),
          async (trx) => {
            const race = await repository.lockRace(trx, raceId);
            if (!race || race.paidAt !== null) return { paid: null };
            const top = await repository.top(trx, raceId, RACE_STANDINGS_SIZE);
            // A late record moved someone else into the top since the read: lock theirs and start over.
            if (!sameWinners(top, expected)) return { moved: true as const };
            const at = now();
            // Each place pays the table's prize capped by its winner's score; a place whose cap
            // is under 1 FF pays nothing and is not written.
            const prizes = top
              .map((row, index) => ({
                raceId,
                userId: row.userId,
                rank: index + 1,
                amount: racePrizeEarned(index + 1, Number(row.score)),
                paidAt: at,
              }))
              .filter((prize) => prize.amount > 0);
            await repository.insertPrizes(trx, prizes);
            await wallet.creditMany(
              trx,
              prizes.map((prize) => ({
                userId: prize.userId,
                amount: prize.amount,
                entry: { type: 'reward', description: racePrizeDescription(race.startsAt, prize.rank) },
              })),
            );
            const notes = [];
            for (const prize of prizes) {
              const notification = await notifier.write(trx, prize.userId, {
                kind: 'racePrize',
                ...NOTIFICATION_TEXTS.racePrize(
                  racePrizeDescription(race.startsAt, prize.rank),
                  prize.amount,
                ),
                // The race's week (its start) and the place let each client write them in its language.
                data: { raceId, rank: prize.rank, amount: prize.amount, startsAt: race.startsAt },
              });
              notes.push({ userId: prize.userId, notification });
            }
            await repository.markPaid(trx, raceId, at);
            return { paid: prizes, notes };
          },
        );
        if ('moved' in outcome) continue;
        if (outcome.notes) notifier.push(...outcome.notes);
        return outcome.paid?.map(({ userId, rank, amount }) => ({ userId, rank, amount })) ?? null;
      } catch (error) {
        // Should two finishers still meet (they queue on the locks first), the unique keys refuse one.
        if (uniqueViolation(error)) return null;
        throw error;
      }
    }
  }

  return {
    payRace,

    /**
     * Pays every race that ended at least the grace before `at` (now) and is not paid; how many this
     * call paid. Tests pass the moment they want to be at.
     */
    async finishEnded(at: string = now()): Promise<number> {
      const cutoff = new Date(Date.parse(at) - graceMs).toISOString();
      let paid = 0;
      for (const race of await repository.endedUnpaid(uow.db, cutoff)) {
        if ((await payRace(race.id)) !== null) paid += 1;
      }
      return paid;
    },
  };
}

export type RacePayout = ReturnType<typeof createRacePayout>;

/** Runs the finisher now and then every `everyMs` on this instance, until stopped; failures are logged and retried. */
export function scheduleRaceFinisher(
  payout: RacePayout,
  log: FastifyBaseLogger,
  everyMs = RACE_FINISH_EVERY_MS,
) {
  let running: Promise<unknown> | undefined;
  let stopped = false;
  const tick = () => {
    if (running || stopped) return;
    running = payout
      .finishEnded()
      .catch((error: unknown) => {
        if (!stopped) log.error({ err: error }, 'race payout failed; trying again at the next tick');
      })
      .finally(() => {
        running = undefined;
      });
  };
  tick();
  const timer = setInterval(tick, everyMs);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
