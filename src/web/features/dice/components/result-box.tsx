import { Link } from 'react-router';
import type { DiceResult } from '../../../../contract/dice';
import { ShieldIcon } from '../../../components/icons';
import { cx } from '../../../lib/cx';
import { formatSignedFunds } from '../../../lib/format';
import { resultHeadline } from '../hooks/use-dice-game';

interface ResultBoxProps {
  result: DiceResult | null;
  rolling: boolean;
}

/**
 * The outcome of the last roll, shown once the die has settled. It is a status region, but a silent
 * one: the page's announcer reads each round out once, together with the new balance.
 */
export function ResultBox({ result, rolling }: ResultBoxProps) {
  return (
    <div role="status" aria-live="off" aria-label="Roll result">
      <ResultContent result={result} rolling={rolling} />
    </div>
  );
}

function ResultContent({ result, rolling }: ResultBoxProps) {
  if (!result) {
    return (
      <div className="flex min-h-20 items-center justify-center rounded-card border border-line border-dashed bg-night-950/30 px-4 text-center text-ink-muted text-sm lg:tall:min-h-24">
        {rolling ? 'The die is rolling...' : 'Make your call and roll the die.'}
      </div>
    );
  }

  const won = result.won;
  return (
    <div
      data-testid="dice-result"
      data-outcome={won ? 'win' : 'loss'}
      className={cx(
        'relative min-h-20 animate-pop-in overflow-hidden rounded-card border px-4 py-2.5 text-center lg:tall:min-h-24 lg:tall:py-3',
        won
          ? 'border-win-400/50 bg-linear-to-br from-win-500/20 to-win-600/5 shadow-glow-win'
          : 'border-loss-400/40 bg-linear-to-br from-loss-500/15 to-loss-600/5',
      )}
    >
      <p
        className={cx('font-black font-display text-xl lg:text-2xl', won ? 'text-win-300' : 'text-loss-300')}
      >
        {resultHeadline(result)}
      </p>
      <p className="text-ink-soft text-sm" data-testid="dice-outcome">
        {result.outcomeDescription}
      </p>
      <div className="mt-1.5 flex flex-wrap items-center justify-center gap-x-4 gap-y-1 text-xs">
        <span className="text-ink-muted">
          Multiplier{' '}
          <span className="font-bold font-display text-gold-300 tabular-nums">{result.multiplier}x</span>
        </span>
        <span className="text-ink-muted">
          Profit{' '}
          <span className={cx('font-bold font-display tabular-nums', won ? 'text-win-300' : 'text-loss-300')}>
            {formatSignedFunds(result.winAmount - result.betAmount)}
          </span>
        </span>
        <Link
          to={`/fairness?bet=${result.betId}`}
          className="inline-flex items-center gap-1 rounded font-semibold text-royal-300 hover:text-royal-300/80 hover:underline"
        >
          <ShieldIcon size={14} />
          Verify this roll
        </Link>
      </div>
    </div>
  );
}
