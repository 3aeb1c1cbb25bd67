import { limboMessages, limboTargetMessages } from '../../../contract/limbo-texts';
import type { LimboTargetProblem } from '../../../games/limbo';
import { LIMBO_MAX_CHANCE, LIMBO_MIN_CHANCE } from './target';

// The limbo page's words: the target's problems as the contract words them (the server answers a
// bad target with the same text), and what only the page has (the win chance field).

export function targetProblemText(problem: LimboTargetProblem): string {
  return limboTargetMessages[problem];
}

const chanceBound = new Intl.NumberFormat('en-US', { maximumSignificantDigits: 4 });

/** "Win chance must be from 0.000099% to 98.02%". */
export function chanceProblemText(): string {
  const low = chanceBound.format(LIMBO_MIN_CHANCE);
  const high = chanceBound.format(Math.floor(LIMBO_MAX_CHANCE * 100) / 100);
  return `Win chance must be from ${low}% to ${high}%`;
}

export const LIMBO_TEXTS = {
  playFailed: limboMessages.playFailed,
} as const;
