import { DICE_FLOATS, type DicePrediction, type DiceSettlement, settleDice } from '../../../games/dice';
import { SLOT_FLOATS_PER_SPIN, type SpinSettlement, settleSpin } from '../../../games/slots';
import type { InstantDecision } from './instant-bet';

/**
 * What a bet asks for, as plain data: the game and its choices. The bet path may decide it on
 * another thread than the request's (SQLite's writer), so it names a rule instead of carrying one.
 */
export type InstantRule =
  | { game: 'dice'; prediction: DicePrediction; targetNumber: number }
  | { game: 'slots' };

/** Each rule's own view of its outcome, as the game's service answers it. */
export interface RuleOutcomes {
  dice: DiceSettlement;
  slots: SpinSettlement;
}

export type OutcomeOf<R extends InstantRule> = RuleOutcomes[R['game']];

type DiceRule = Extract<InstantRule, { game: 'dice' }>;

function decideDice(
  stake: number,
  { prediction, targetNumber }: DiceRule,
  floats: number[],
): InstantDecision<DiceSettlement> {
  const outcome = settleDice(stake, prediction, targetNumber, floats);
  return {
    payout: outcome.winAmount,
    won: outcome.won,
    description: outcome.outcomeDescription,
    details: { prediction, targetNumber, diceResult: outcome.diceResult, multiplier: outcome.multiplier },
    outcome,
  };
}

function decideSpin(stake: number, floats: number[]): InstantDecision<SpinSettlement> {
  const spin = settleSpin(stake, floats);
  const lines = spin.winResults
    .map((line) => `line ${line.lineId}: ${line.matchCount} ${line.symbol}`)
    .join(', ');
  return {
    payout: spin.win,
    won: spin.win > 0,
    description: spin.win > 0 ? `Slots win of ${spin.win} FF (${lines})` : 'Slots spin, no winning line',
    details: { reels: spin.reels, winResults: spin.winResults },
    outcome: spin,
  };
}

const FLOAT_COUNTS: Record<InstantRule['game'], number> = { dice: DICE_FLOATS, slots: SLOT_FLOATS_PER_SPIN };

export function floatCountOf(rule: InstantRule): number {
  return FLOAT_COUNTS[rule.game];
}

/** The instant games: from a bet's floats to its payout, ledger text and game record. */
export function decideRule<R extends InstantRule>(
  stake: number,
  rule: R,
  floats: number[],
): InstantDecision<OutcomeOf<R>> {
  // The outcome's type follows the rule's game; the compiler cannot narrow R itself.
  const decision: InstantDecision<OutcomeOf<InstantRule>> =
    rule.game === 'dice' ? decideDice(stake, rule, floats) : decideSpin(stake, floats);
  return decision as InstantDecision<OutcomeOf<R>>;
}
