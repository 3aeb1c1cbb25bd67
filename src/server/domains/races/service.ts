import {
  type CurrentRaceResponse,
  type PastRacesResponse,
  RACE_PRIZE_POOL,
  RACE_PRIZES,
  RACE_STANDINGS_SIZE,
  type RaceStanding,
  racePrizeEarned,
} from '../../../contract/races';
import type { EquippedItems } from '../../../contract/shop';
import type { UnitOfWork } from '../../db/unit-of-work';
import { raceWeekAt } from './race-week';
import type { RacesRepository } from './repository';

export type CosmeticsOf = (userIds: number[]) => Promise<Map<number, EquippedItems>>;

/** How long an instance answers the same top of the standings: a million readers cost one read a second or two. */
export const STANDINGS_CACHE_MS = 1500;

const NO_COSMETICS: EquippedItems = {
  avatar: null,
  border: null,
  background: null,
  badge: null,
  nameColor: null,
};

/** Scores are kept in hundredths of FF; the contract shows FF with two decimals. */
export const scoreInFf = (hundredths: number) => Number(hundredths) / 100;

export interface RacesServiceOptions {
  /** The time now as ISO 8601 (clock.ts's nowIso); tests move it from week to week. */
  now: () => string;
  /** How long the top is cached per instance (STANDINGS_CACHE_MS; 0 in tests that read right after a write). */
  standingsCacheMs?: number;
}

/** The race under way and the past ones, as players read them. */
export function createRacesService(
  uow: UnitOfWork,
  repository: RacesRepository,
  cosmeticsOf: CosmeticsOf,
  options: RacesServiceOptions,
) {
  const cacheMs = options.standingsCacheMs ?? STANDINGS_CACHE_MS;
  // The top of one race at a time, with when it was read; the promise itself, so readers at once share one read.
  let cached: { raceId: number; at: number; standings: Promise<RaceStanding[]> } | undefined;

  async function readStandings(raceId: number): Promise<RaceStanding[]> {
    const rows = await repository.top(uow.db, raceId, RACE_STANDINGS_SIZE);
    const cosmetics = await cosmeticsOf(rows.map((row) => row.userId));
    return rows.map((row, index) => ({
      rank: index + 1,
      userId: row.userId,
      username: row.username,
      score: scoreInFf(row.score),
      prize: racePrizeEarned(index + 1, Number(row.score)),
      cosmetics: cosmetics.get(row.userId) ?? NO_COSMETICS,
    }));
  }

  function standingsOf(raceId: number): Promise<RaceStanding[]> {
    const at = performance.now();
    if (cached && cached.raceId === raceId && at - cached.at < cacheMs) return cached.standings;
    const standings = readStandings(raceId);
    cached = { raceId, at, standings };
    // A failed read is not kept: the next reader asks again.
    standings.catch(() => {
      if (cached?.standings === standings) cached = undefined;
    });
    return standings;
  }

  /** The caller's place: their score, and 1 + how many stand above it (counted on the index). */
  async function placeOf(raceId: number, userId: number): Promise<CurrentRaceResponse['me']> {
    const own = await repository.scoreOf(uow.db, raceId, userId);
    if (!own) return null;
    const above = await repository.countAbove(uow.db, raceId, Number(own.score), own.reachedId);
    return { rank: above + 1, score: scoreInFf(own.score) };
  }

  return {
    async current(userId: number | null): Promise<CurrentRaceResponse> {
      const week = raceWeekAt(options.now());
      const [standings, me] = await Promise.all([
        standingsOf(week.id),
        userId === null ? null : placeOf(week.id, userId),
      ]);
      return {
        ...week,
        prizePool: RACE_PRIZE_POOL,
        prizes: [...RACE_PRIZES],
        standings,
        me,
      };
    },

    async past(before: number | undefined, limit: number): Promise<PastRacesResponse> {
      const races = await repository.paidRaces(uow.db, before, limit);
      const prizes = await repository.prizesOf(
        uow.db,
        races.map((race) => race.id),
      );
      const cosmetics = await cosmeticsOf([...new Set(prizes.map((prize) => prize.userId))]);
      const last = races.at(-1);
      return {
        races: races.map((race) => ({
          id: race.id,
          startsAt: race.startsAt,
          endsAt: race.endsAt,
          prizePool: Number(race.prizePool),
          paidAt: race.paidAt as string,
          winners: prizes
            .filter((prize) => prize.raceId === race.id)
            .map((prize) => ({
              rank: prize.rank,
              userId: prize.userId,
              username: prize.username,
              amount: Number(prize.amount),
              cosmetics: cosmetics.get(prize.userId) ?? NO_COSMETICS,
            })),
        })),
        nextBefore: races.length === limit && last ? last.id : null,
      };
    },
  };
}

export type RacesService = ReturnType<typeof createRacesService>;
