import { cx } from '../../lib/cx';
import { formatSignedFunds } from '../../lib/format';

/** A change of balance with its sign: green for a gain, red for a loss. */
export function SignedFunds({ amount }: { amount: number }) {
  return (
    <span
      className={cx(
        'font-bold font-display text-sm tabular-nums',
        amount > 0 ? 'text-win-400' : amount < 0 ? 'text-loss-400' : 'text-ink-muted',
      )}
    >
      {formatSignedFunds(amount)}
    </span>
  );
}
