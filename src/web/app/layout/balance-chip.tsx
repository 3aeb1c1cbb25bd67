import { useState } from 'react';
import { CoinsIcon } from '../../components/icons';
import { cx } from '../../lib/cx';
import { formatFunds } from '../../lib/format';
import { useT } from '../../lib/i18n';
import type texts from '../../locales/en/common.json';

/**
 * The player's Fun Funds, glowing gold. The glow pulses twice when the balance changes and then holds
 * still: an endless pulse on a chip that every page shows repainted it sixty times a second for as
 * long as the page was open (a whole core of a machine without a GPU), and moved without end beside
 * what the player reads.
 */
export function BalanceChip({ amount, className }: { amount: number; className?: string }) {
  // Each change starts the pulse over: the key makes a new element, whose animation runs from the start.
  // Counted while rendering, so the new amount is never drawn on the old element first.
  const [shown, setShown] = useState(amount);
  const [pulses, setPulses] = useState(0);
  const t = useT<typeof texts>('common');
  if (shown !== amount) {
    setShown(amount);
    setPulses(pulses + 1);
  }

  return (
    <span
      key={pulses}
      data-testid="balance"
      data-pulsing={pulses > 0 ? 'true' : undefined}
      className={cx(
        'inline-flex items-center gap-2 rounded-pill border border-gold-400/40 bg-night-950/70 px-3 py-1.5 font-bold font-display text-gold-300 text-sm tabular-nums shadow-glow-chip',
        pulses > 0 && 'animate-balance-pulse',
        className,
      )}
    >
      <CoinsIcon size={16} className="text-gold-400" />
      <span className="sr-only">{t('balance.label')} </span>
      {formatFunds(amount)}
    </span>
  );
}
