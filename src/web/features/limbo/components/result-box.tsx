import type { LimboResult } from '../../../../contract/limbo';
import type { RoundResultLook } from '../../../components/game/round-result';
import { resultHeadline } from '../hooks/use-limbo-game';
import { formatMultiplier } from '../target';

/** The last bet's outcome in words, once the counter has come to rest. */
export const LIMBO_RESULT: RoundResultLook<LimboResult> = {
  label: 'Bet result',
  waiting: ['The multiplier is climbing...', 'Pick a target and bet: the result must reach it.'],
  height: 'min-h-20',
  payout: (result) => result.payout,
  outcome: (result) => ({
    testId: 'limbo-result',
    className: 'py-2.5',
    headline: resultHeadline(result),
    verifyText: 'Verify this bet',
    children: (
      <p className="text-ink-soft text-sm" data-testid="limbo-outcome">
        {`${formatMultiplier(result.result)} ${result.won ? 'reached' : 'fell short of'} the target of ${formatMultiplier(result.target)}`}
      </p>
    ),
  }),
};
