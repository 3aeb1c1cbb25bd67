import type { DiceResult } from '../../../../contract/dice';
import type { RoundResultLook } from '../../../components/game/round-result';
import { resultHeadline } from '../hooks/use-dice-game';

/** The outcome of the last roll, shown once the die has settled. */
export const DICE_RESULT: RoundResultLook<DiceResult> = {
  label: 'Roll result',
  waiting: ['The die is rolling...', 'Make your call and roll the die.'],
  height: 'min-h-20 lg:tall:min-h-24',
  payout: (result) => result.winAmount,
  outcome: (result) => ({
    testId: 'dice-result',
    className: 'relative overflow-hidden py-2.5 lg:tall:py-3',
    headline: resultHeadline(result),
    figures: (
      <span className="text-ink-muted">
        Multiplier{' '}
        <span className="font-bold font-display text-gold-300 tabular-nums">{result.multiplier}x</span>
      </span>
    ),
    verifyText: 'Verify this roll',
    verifyClassName: 'hover:text-royal-300/80',
    children: (
      <p className="text-ink-soft text-sm" data-testid="dice-outcome">
        {result.outcomeDescription}
      </p>
    ),
  }),
};
