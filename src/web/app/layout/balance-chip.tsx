import { CoinsIcon } from '../../components/icons';
import { cx } from '../../lib/cx';
import { formatFunds } from '../../lib/format';

/** The player's Fun Funds, glowing gold. */
export function BalanceChip({ amount, className }: { amount: number; className?: string }) {
  return (
    <span
      data-testid="balance"
      className={cx(
        'inline-flex items-center gap-2 rounded-pill border border-gold-400/40 bg-night-950/70 px-3 py-1.5 font-bold font-display text-gold-300 text-sm tabular-nums animate-glow-pulse',
        className,
      )}
    >
      <CoinsIcon size={16} className="text-gold-400" />
      <span className="sr-only">Balance: </span>
      {formatFunds(amount)}
    </span>
  );
}
