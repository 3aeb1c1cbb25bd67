import type { DiceBody } from '../src/contract/dice';
import type { LimboBody } from '../src/contract/limbo';
import type { PlinkoBody } from '../src/contract/plinko';
import type { SlotsBody } from '../src/contract/slots';
import { SLOT_BET_STEPS } from '../src/games/slots';
import type { LoadResult } from './load';
import { DATABASE_NAMES, type DatabaseKind } from './settings';
import type { GameAnswers, Verification } from './verify';

// The bets bench/bets.ts sends to each instant game, and how the games compare with dice.

const diceBody: DiceBody = { betAmount: 1, prediction: 'over', targetNumber: 3 };
const slotsBody: SlotsBody = { betAmount: Math.min(...SLOT_BET_STEPS) };
const limboBody: LimboBody = { betAmount: 1, target: 2 };
const plinkoBody: PlinkoBody = { betAmount: 1, rows: 16, risk: 'high' };
export const GAMES = {
  dice: JSON.stringify(diceBody),
  slots: JSON.stringify(slotsBody),
  limbo: JSON.stringify(limboBody),
  plinko: JSON.stringify(plinkoBody),
};
export type Game = keyof typeof GAMES;
export const WORKLOAD_NAMES: Record<Game, string> = {
  dice: 'dice bets',
  slots: 'slots spins',
  limbo: 'limbo bets',
  plinko: 'plinko drops',
};

/**
 * Each game once, dice first, then dice once more: the other games are compared with the mean of the
 * two dice loads that bracket them, so that a database that slows as its tables grow (or a machine that
 * slows meanwhile) does not count against whichever game happens to run last.
 */
export async function measureBracketed<M>(
  measureGame: (game: Game, again: boolean) => Promise<M>,
): Promise<{ games: Record<Game, M>; diceAgain: M }> {
  const games = {} as Record<Game, M>;
  for (const game of Object.keys(GAMES) as Game[]) games[game] = await measureGame(game, false);
  return { games, diceAgain: await measureGame('dice', true) };
}

type Rated = { result: LoadResult };

/** Issue 34's floor: each new game's bets per second at least 0.9 x dice's, in the same run. */
export function gamesAgainstDice(run: {
  kind: DatabaseKind;
  games: Record<Game, Rated>;
  diceAgain: Rated;
}): string[] {
  const name = DATABASE_NAMES[run.kind];
  const first = run.games.dice.result.requestsPerSecond;
  const again = run.diceAgain.result.requestsPerSecond;
  const dice = (first + again) / 2;
  return [
    `dice bets before / after the other games, ${name}: ${Math.round(first)} / ${Math.round(again)} per s`,
    ...(['slots', 'limbo', 'plinko'] as const).map(
      (game) =>
        `${WORKLOAD_NAMES[game]} / dice bets (their mean), ${name}: ` +
        `${(run.games[game].result.requestsPerSecond / dice).toFixed(2)}`,
    ),
  ];
}

/** Per database, its books check (with how many warm-up answers it counted), then the profile hints. */
export function runSummaryLines(
  runs: Array<{
    kind: DatabaseKind;
    games: Record<Game, { warmup?: LoadResult }>;
    verification: Verification;
    profileHints: string[];
  }>,
  profileDir: string | undefined,
): string[] {
  const lines: string[] = [];
  for (const run of runs) {
    const warmups = (Object.keys(run.games) as Game[])
      .map((game) => `${game} ${run.games[game].warmup?.ok ?? 0}`)
      .join(', ');
    lines.push('', `verification, ${DATABASE_NAMES[run.kind]} (warm-up answers included: ${warmups}):`);
    lines.push(...run.verification.lines.map((line) => `  ${line}`));
  }
  const hints = runs.flatMap((run) => run.profileHints);
  if (hints.length > 0) {
    lines.push('', `CPU profiles of our server written to ${profileDir}; each load alone:`);
    lines.push(...hints.map((hint) => `  ${hint}`));
  }
  return lines;
}

/** What a game's loads were answered: its warm-up, its load and, for dice, its second load. */
export function answersOf(
  ...loads: Array<{ warmup?: LoadResult; result: LoadResult } | undefined>
): GameAnswers {
  const results = loads.flatMap((load) => (load ? [load.warmup, load.result] : []));
  const sum = (count: (result: LoadResult) => number) =>
    results.reduce((total, result) => total + (result ? count(result) : 0), 0);
  return { ok: sum((r) => r.ok), unanswered: sum((r) => r.errors + r.timeouts) };
}
