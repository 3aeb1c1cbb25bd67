import { cx } from '../../../lib/cx';
import { formatFunds } from '../../../lib/format';
import { formatMultiplier, formatPercent, type MinesOdds } from '../hooks/use-mines-game';

interface StatProps {
  label: string;
  value: string;
  tone?: 'gold' | 'win' | 'ink';
}

function Stat({ label, value, tone = 'ink' }: StatProps) {
  return (
    <div className="rounded-control border border-line bg-night-950/50 px-3 py-2.5">
      <dt className="text-2xs text-ink-muted uppercase tracking-wider">{label}</dt>
      <dd
        className={cx(
          'mt-0.5 truncate font-bold font-display text-lg tabular-nums',
          tone === 'gold' && 'text-gold-300',
          tone === 'win' && 'text-win-300',
          tone === 'ink' && 'text-ink',
        )}
      >
        {value}
      </dd>
    </div>
  );
}

/** The current and next multiplier, the next tile's safe chance and the win it would bring. */
export function MinesStats({ odds }: { odds: MinesOdds }) {
  return (
    <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4" data-testid="mines-stats">
      <Stat label="Multiplier" value={formatMultiplier(odds.multiplier)} tone="gold" />
      <Stat
        label="Next Tile"
        value={odds.nextMultiplier === null ? '—' : formatMultiplier(odds.nextMultiplier)}
      />
      <Stat label="Safe Chance" value={formatPercent(odds.safeProbability)} tone="win" />
      <Stat label="Potential Win" value={formatFunds(odds.potentialWin)} />
    </dl>
  );
}
