import type { DiceResult } from '../../../../contract/dice';
import type { RoundResultLook } from '../../../components/game/round-result';
import { resultHeadline } from '../hooks/use-dice-game';
import { type DiceText, diceMultiplierText, rollText } from '../texts';

/** The outcome of the last roll, shown once the die has settled, in the page's language. */
export function diceResultLook(t: DiceText): RoundResultLook<DiceResult> {
  return {
    label: t('resultLabel'),
    waiting: [t('waitingRolling'), t('waitingIdle')],
    height: 'min-h-20 lg:tall:min-h-24',
    payout: (result) => result.winAmount,
    outcome: (result) => ({
      testId: 'dice-result',
      className: 'relative overflow-hidden py-2.5 lg:tall:py-3',
      headline: resultHeadline(t, result),
      figures: (
        <span className="text-ink-muted">
          {t('multiplier')}{' '}
          <span className="font-bold font-display text-gold-300 tabular-nums">
            {diceMultiplierText(t, result.multiplier)}
          </span>
        </span>
      ),
      verifyText: t('verifyRoll'),
      verifyClassName: 'hover:text-royal-300/80',
      children: (
        <p className="text-ink-soft text-sm" data-testid="dice-outcome">
          {rollText(t, result.diceResult, result.prediction, result.targetNumber, result.won)}
        </p>
      ),
    }),
  };
}
