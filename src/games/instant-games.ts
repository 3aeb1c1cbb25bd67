import { diceRule } from './dice';
import type { InstantDecision } from './instant';
import { limboRule } from './limbo';
import { plinkoRule } from './plinko';
import { slotsRule } from './slots';

// Every instant game the bet engine settles, by the name its records carry. Adding a game here (and
// its route declaration on the server) is all it takes for the engine, the Fairness page's verifier
// and the statistics to know it.

export const INSTANT_GAMES = {
  dice: diceRule,
  slots: slotsRule,
  limbo: limboRule,
  plinko: plinkoRule,
} as const;

export type InstantGameName = keyof typeof INSTANT_GAMES;
export const INSTANT_GAME_NAMES = Object.keys(INSTANT_GAMES) as InstantGameName[];
type Rules = typeof INSTANT_GAMES;

/** What a player chooses for a bet of game G (plain data). */
export type OptionsOf<G extends InstantGameName> = Parameters<Rules[G]['decide']>[1];
/** The game's own view of a bet's outcome. */
export type GameOutcome<G extends InstantGameName> = ReturnType<Rules[G]['decide']>['outcome'];

export function isInstantGame(game: string): game is InstantGameName {
  return Object.hasOwn(INSTANT_GAMES, game);
}

/** A bet of one instant game as plain data: it may cross to another thread as JSON. */
export type InstantRule = { [G in InstantGameName]: { game: G; options: OptionsOf<G> } }[InstantGameName];

// The rule's game picks the rule; the compiler cannot correlate the two, so they meet as `never`.
type AnyRule = { floatCount(o: never): number; maxMultiplier(o: never): number };
type Decide = (stake: number, options: unknown, floats: readonly number[]) => InstantDecision<unknown>;

export function floatCountOf(rule: InstantRule): number {
  return (INSTANT_GAMES[rule.game] as AnyRule).floatCount(rule.options as never);
}

export function maxMultiplierOf(rule: InstantRule): number {
  return (INSTANT_GAMES[rule.game] as AnyRule).maxMultiplier(rule.options as never);
}

/** Decides a bet of any instant game from its floats. */
export function decideInstant<R extends InstantRule>(
  stake: number,
  rule: R,
  floats: readonly number[],
): InstantDecision<GameOutcome<R['game']>> {
  const decide = INSTANT_GAMES[rule.game].decide as Decide;
  return decide(stake, rule.options, floats) as InstantDecision<GameOutcome<R['game']>>;
}
