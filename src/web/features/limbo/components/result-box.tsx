import type { LimboResult } from '../../../../contract/limbo';
import type { RoundResultLook } from '../../../components/game/round-result';
import { resultHeadline } from '../hooks/use-limbo-game';
import type { LimboText } from '../limbo-texts';
import { formatMultiplier } from '../target';

/** The last bet's outcome in words, once the counter has come to rest, in the page's language. */
export function limboResultLook(t: LimboText): RoundResultLook<LimboResult> {
  return {
    label: t('resultLabel'),
    waiting: [t('waitingClimbing'), t('waitingIdle')],
    height: 'min-h-20',
    payout: (result) => result.payout,
    outcome: (result) => ({
      testId: 'limbo-result',
      className: 'py-2.5',
      headline: resultHeadline(t, result),
      verifyText: t('verifyBet'),
      children: (
        <p className="text-ink-soft text-sm" data-testid="limbo-outcome">
          {t('outcome', {
            result: formatMultiplier(result.result),
            won: result.won ? 'yes' : 'no',
            target: formatMultiplier(result.target),
          })}
        </p>
      ),
    }),
  };
}
