import { cx } from '../../../lib/cx';
import { formatFunds } from '../../../lib/format';
import type { MinesOdds } from '../hooks/use-mines-game';
import { formatChance, formatMultiplier, useMinesText } from '../texts';

const VALUE_TONES = { gold: 'text-gold-300', win: 'text-win-300', ink: 'text-ink' } as const;

interface StatProps {
  label: string;
  value: string;
  tone?: keyof typeof VALUE_TONES;
}

function Stat({ label, value, tone = 'ink' }: StatProps) {
  return (
    <div className="flex min-w-0 items-baseline justify-between gap-2 rounded-control border border-line bg-night-950/50 px-2.5 py-1 lg:block lg:py-1.5 lg:tall:py-2">
      <dt className="whitespace-nowrap text-2xs text-ink-muted uppercase tracking-wide">{label}</dt>
      <dd
        className={cx(
          'whitespace-nowrap font-bold font-display text-base tabular-nums lg:text-lg',
          VALUE_TONES[tone],
        )}
      >
        {value}
      </dd>
    </div>
  );
}

const NONE = '—';

/** The current and next multiplier, the next tile's safe chance and the win it would bring. */
export function MinesStats({ odds, className }: { odds: MinesOdds; className?: string }) {
  const t = useMinesText();
  return (
    <dl className={cx('grid grid-cols-2 gap-2', className)} data-testid="mines-stats">
      <Stat label={t('multiplier')} value={formatMultiplier(odds.multiplier)} tone="gold" />
      <Stat
        label={t('nextTile')}
        value={odds.nextMultiplier === null ? NONE : formatMultiplier(odds.nextMultiplier)}
      />
      <Stat
        label={t('safeChance')}
        value={odds.safeProbability === null ? NONE : formatChance(odds.safeProbability)}
        tone="win"
      />
      <Stat
        label={t('potentialWin')}
        value={odds.potentialWin === null ? NONE : formatFunds(odds.potentialWin)}
      />
    </dl>
  );
}
