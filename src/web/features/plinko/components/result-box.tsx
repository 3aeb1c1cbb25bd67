import type { PlinkoResult } from '../../../../contract/plinko';
import type { RoundResultLook } from '../../../components/game/round-result';
import { describeDrop } from '../api';
import { dropHeadline } from '../hooks/round-texts';
import { formatMultiplier, type PlinkoText } from '../texts';

/** The last ball's outcome, shown once it has landed, in the page's language. */
export function plinkoResultLook(t: PlinkoText): RoundResultLook<PlinkoResult> {
  return {
    label: t('resultLabel'),
    waiting: [t('waitingFalling'), t('waitingIdle')],
    height: 'min-h-16',
    payout: (result) => result.payout,
    outcome: (result, profit) => ({
      testId: 'plinko-result',
      data: { 'data-bet-id': result.betId },
      tone: profit > 0 ? 'win' : profit < 0 ? 'loss' : 'even',
      className: 'py-2',
      compact: true,
      headline: dropHeadline(t, result),
      figures: (
        <span className="text-ink-muted">
          {t('slot')}{' '}
          <span data-testid="plinko-result-multiplier" className="font-bold font-display text-gold-300">
            {formatMultiplier(result.multiplier)}
          </span>
        </span>
      ),
      profitTestId: 'plinko-result-profit',
      verifyText: t('verifyDrop'),
      verifyLabel: t('verifyDropLabel', {
        drop: describeDrop(t, result.multiplier, result.rows, result.risk),
      }),
      verifyClassName: 'hover:text-royal-300/80',
    }),
  };
}
