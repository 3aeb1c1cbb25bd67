// The weekly race's prize table and texts, without the validator, so the web app can load them.

/** What one race pays out in all, split over its top ten by RACE_PRIZES. */
export const RACE_PRIZE_POOL = 50_000;

/** The published prize table: place 1 first, in whole Fun Funds; it sums to RACE_PRIZE_POOL. */
export const RACE_PRIZES = [15_000, 10_000, 7_000, 5_000, 4_000, 3_000, 2_500, 1_500, 1_000, 1_000] as const;

/** How many places the current race's standings show (the paid ones). */
export const RACE_STANDINGS_SIZE = RACE_PRIZES.length;

/** How many past races one page of `GET /api/races` holds at most, and by default. */
export const PAST_RACES_MAX = 20;
export const PAST_RACES_DEFAULT = 8;

/**
 * A prize is at most this share (percent) of its winner's own score, the edge they paid in the race:
 * no one, nor a ring of accounts in a quiet week, takes back more than they put in (issue 36's economy).
 */
export const RACE_PRIZE_EDGE_PERCENT = 20;

/** What the table pays for `rank` (1 is first); 0 past the table. */
export function racePrizeFor(rank: number): number {
  return RACE_PRIZES[rank - 1] ?? 0;
}

/**
 * What `rank` pays a player of this score (hundredths of FF, as race_scores keeps it): the table's
 * prize, capped at RACE_PRIZE_EDGE_PERCENT of the score, in whole FF.
 */
export function racePrizeEarned(rank: number, scoreHundredths: number): number {
  const cap = Math.floor(scoreHundredths / (10_000 / RACE_PRIZE_EDGE_PERCENT));
  return Math.max(0, Math.min(racePrizeFor(rank), cap));
}

/** A race's name as players read it: the week it starts, e.g. 'Weekly race of 23 Nov 2026'. */
export function raceName(startsAt: string): string {
  const day = new Date(startsAt).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return `Weekly race of ${day}`;
}

/** 'st', 'nd', 'rd' or 'th' after a place. */
export function ordinal(rank: number): string {
  const tens = rank % 100;
  if (tens >= 11 && tens <= 13) return `${rank}th`;
  return `${rank}${{ 1: 'st', 2: 'nd', 3: 'rd' }[rank % 10] ?? 'th'}`;
}

/** The ledger row's description of a prize: the race and the place. */
export function racePrizeDescription(startsAt: string, rank: number): string {
  return `${raceName(startsAt)}: ${ordinal(rank)} place`;
}

/** The rewards panel's way to the Race page. */
export const RACE_LINK_TEXT = 'Weekly race: 50,000 FF for the top ten';

/** The words of the Race page. */
export const RACES_UI = {
  title: 'Weekly Race',
  description: 'Wager from Monday to Monday (UTC); the top ten share the prize pool.',
  endsIn: 'Ends in',
  prizePool: 'Prize pool',
  prizePoolHint: 'At most, for the top 10 when the race ends',
  prizes: 'Prizes',
  standings: 'Standings',
  noStandings: 'No one has wagered in this race yet. Place a bet to take the lead.',
  yourPlace: 'Your place',
  notRanked: 'Not ranked yet: every bet you place counts towards your score.',
  pastRaces: 'Past races',
  noPastRaces: 'No race has finished yet.',
  loadFailed: 'Failed to load the race.',
  pastLoadFailed: 'Failed to load past races.',
  prizeCap: `A prize is at most ${RACE_PRIZE_EDGE_PERCENT} % of its winner's score: the table pays in full from a score of five times the prize.`,
  scoreHelp:
    'Score: edge-weighted wager in FF (each bet times its game’s house edge), so every game counts alike. On a tie, whoever reached the score first ranks higher.',
} as const;
