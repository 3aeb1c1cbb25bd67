import type { PlinkoResult } from '../../../../contract/plinko';
import type { RoundResultLook } from '../../../components/game/round-result';
import { describeDrop, formatMultiplier } from '../api';
import { dropHeadline } from '../hooks/round-texts';

/** The last ball's outcome, shown once it has landed. */
export const PLINKO_RESULT: RoundResultLook<PlinkoResult> = {
  label: 'Drop result',
  waiting: ['The ball is falling...', 'Pick your risk and rows, then drop a ball.'],
  height: 'min-h-16',
  payout: (result) => result.payout,
  outcome: (result, profit) => ({
    testId: 'plinko-result',
    data: { 'data-bet-id': result.betId },
    tone: profit > 0 ? 'win' : profit < 0 ? 'loss' : 'even',
    className: 'py-2',
    compact: true,
    headline: dropHeadline(result),
    figures: (
      <span className="text-ink-muted">
        Slot{' '}
        <span data-testid="plinko-result-multiplier" className="font-bold font-display text-gold-300">
          {formatMultiplier(result.multiplier)}
        </span>
      </span>
    ),
    profitTestId: 'plinko-result-profit',
    verifyText: 'Verify this drop',
    verifyLabel: `Verify this drop: ${describeDrop(result.multiplier, result.rows, result.risk)}`,
    verifyClassName: 'hover:text-royal-300/80',
  }),
};
