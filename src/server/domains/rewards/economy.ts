import {
  dailyXpNeeded,
  levelForXp,
  levelReward,
  rakebackFor,
  XP_PER_RAKEBACK_FF,
} from '../../../contract/levels';
import { racePrizeEarned } from '../../../contract/races-texts';
import type { MissionDefinition } from '../../../contract/rewards';
import { dicePayout } from '../../../games/dice';
import { edgeWeighted } from '../../../games/house-edge';
import { minesMultiplier, minesWin } from '../../../games/mines';
import { missionCounts, missionsOf } from './daily-missions';
import { dailyStanding } from './daily-streak';

// The economy simulation (issue 36, "the economy holds"): players play day after day and claim every
// reward they can, through the rules the server pays by (the edge table, the XP curve and level
// rewards, rakeback, the daily reward's streak and its need of play, the missions' draw, what they
// count and what they pay). What they paid is the edge of their bets in expectation (stake − the
// chance-weighted payout), whatever luck gave them; what they got back is every FF the rewards paid.

/** One kind of bet a strategy places: how it weighs and what it pays. */
export interface BetKind {
  game: string;
  stake: number;
  /** The chance the bet pays `payout` (else it pays nothing). */
  chance: number;
  payout: number;
  /** The record's `details`, as the game writes them. */
  details: Record<string, unknown>;
  /** Details of the record when it loses, where the game writes others (a mines round). */
  lostDetails?: Record<string, unknown>;
}

export const BETS = {
  /** Limbo at target t: wins with chance 0.99 / t, pays floor(stake × t). */
  limbo: (stake: number, target: number): BetKind => ({
    game: 'limbo',
    stake,
    chance: 0.99 / target,
    payout: Math.floor(stake * target),
    details: { target },
  }),
  /** A dice roll over `target`: wins on the faces above it, pays 6 ÷ faces floored. */
  diceOver: (stake: number, target: number): BetKind => ({
    game: 'dice',
    stake,
    chance: (6 - target) / 6,
    payout: dicePayout(stake, 'over', target),
    details: { prediction: 'over', targetNumber: target },
  }),
  /** A mines round with `mines` mines, cashed out after `gems` safe tiles. */
  mines: (stake: number, mines: number, gems: number): BetKind => {
    let chance = 1;
    for (let i = 0; i < gems; i += 1) chance *= (25 - mines - i) / (25 - i);
    return {
      game: 'mines',
      stake,
      chance,
      payout: minesWin(stake, minesMultiplier(mines, gems)),
      details: { mineCount: mines, revealed: Array.from({ length: gems }, (_, i) => i), status: 'won' },
      lostDetails: { mineCount: mines, revealed: [], status: 'lost' },
    };
  },
  /** Blackjack played best: 0.043 % edge (blackjack-edge.test.ts), as an even-money bet. */
  blackjack: (stake: number): BetKind => ({
    game: 'blackjack',
    stake,
    chance: (1 - 0.00043) / 2,
    payout: 2 * stake,
    details: { result: 'win', gameDetails: { wasDoubleDown: false } },
  }),
  /** Crash cashed out at m×: reached with chance 0.99 / m. */
  crash: (stake: number, cashOut: number): BetKind => ({
    game: 'crash',
    stake,
    chance: 0.99 / cashOut,
    payout: Math.floor(stake * cashOut),
    details: { cashOut },
  }),
} as const;

/** What a strategy does on one day (0 first), knowing the day's missions: the bets it places. */
export type DayPlan = (
  day: number,
  missions: readonly MissionDefinition[],
) => { kind: BetKind; count: number }[];

export interface Strategy {
  name: string;
  days: number;
  plan: DayPlan;
}

export interface EconomyResult {
  name: string;
  wagered: number;
  /** The edge paid in expectation, FF. */
  edge: number;
  /** What each reward paid back, FF; `race` as if the player won every weekly race they played in. */
  returned: { rakeback: number; levels: number; missions: number; daily: number; race: number };
  total: number;
  /** FF returned per FF of edge paid (0 when nothing was paid and nothing returned). */
  perEdge: number;
  /** FF returned per FF wagered. */
  perWager: number;
}

/** A small seeded generator (mulberry32): the same luck on every run. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A Monday: the simulation's weeks are the races' weeks. */
const START_DAY = '2026-03-02';
const nextDay = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00.000Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * Plays `strategy` for a player (id 1,000 + `seed`, so the missions drawn differ between runs), claiming
 * every reward the moment it can be: rakeback and the missions at the end of each day, the daily
 * reward at the start of each day once the rules allow it, level rewards as they come.
 */
export function playEconomy(strategy: Strategy, seed = 1): EconomyResult {
  const luck = random(seed);
  const userId = 1_000 + seed;
  let xp = 0;
  let rakebackXp = 0;
  let wagered = 0;
  let edge = 0;
  const returned = { rakeback: 0, levels: 0, missions: 0, daily: 0, race: 0 };
  // The week's race score (hundredths of FF of edge-weighted wager, as race_scores keeps it).
  let raceScore = 0;
  let lastClaim: { day: string; streak: number } | undefined;
  let dailyClaimed = 0;
  let day = START_DAY;

  for (let n = 0; n < strategy.days; n += 1, day = nextDay(day)) {
    // The daily reward, first thing: it needs the play of the days before.
    const standing = dailyStanding(lastClaim, day);
    if (standing.claimableNow && xp >= dailyXpNeeded(dailyClaimed + standing.amount)) {
      returned.daily += standing.amount;
      dailyClaimed += standing.amount;
      lastClaim = { day, streak: standing.nextStreak };
    }
    const missions = missionsOf(userId, day);
    const progress = missions.map(() => 0);
    for (const { kind, count } of strategy.plan(n, missions)) {
      for (let i = 0; i < count; i += 1) {
        const won = luck() < kind.chance;
        const bet = {
          game: kind.game,
          betAmount: kind.stake,
          payout: won ? kind.payout : 0,
          details: JSON.stringify(won ? kind.details : (kind.lostDetails ?? kind.details)),
        };
        const weight = edgeWeighted(bet);
        wagered += kind.stake;
        edge += kind.stake - kind.chance * kind.payout;
        const levelBefore = levelForXp(xp);
        xp += weight;
        rakebackXp += weight;
        raceScore += weight;
        for (let level = levelBefore + 1; level <= levelForXp(xp); level += 1)
          returned.levels += levelReward(level);
        missions.forEach((mission, index) => {
          if (missionCounts(mission, bet)) progress[index] = (progress[index] as number) + weight;
        });
      }
    }
    missions.forEach((mission, index) => {
      if ((progress[index] as number) >= mission.goal) returned.missions += mission.reward;
    });
    const rakeback = rakebackFor(rakebackXp);
    returned.rakeback += rakeback;
    rakebackXp -= rakeback * XP_PER_RAKEBACK_FF;
    // The week's race ends after its seventh day (or the strategy's last): the worst case for the
    // house, the player takes first place every week.
    if (n % 7 === 6 || n === strategy.days - 1) {
      returned.race += racePrizeEarned(1, raceScore);
      raceScore = 0;
    }
  }
  const total = returned.rakeback + returned.levels + returned.missions + returned.daily + returned.race;
  return {
    name: strategy.name,
    wagered,
    edge,
    returned,
    total,
    perEdge: edge > 0 ? total / edge : total > 0 ? Number.POSITIVE_INFINITY : 0,
    perWager: wagered > 0 ? total / wagered : 0,
  };
}
