import { cx } from '../../lib/cx';

export interface BetStat {
  label: string;
  value: string;
  testId: string;
  /** The figure that matters most, in gold. */
  gold?: boolean;
}

interface BetStatsProps {
  stats: readonly BetStat[];
  /** The grid's columns, one a figure. */
  columnsClassName: string;
  /** Each figure's padding. */
  cellClassName: string;
  className?: string;
}

/** The bet's figures as it stands (chance, multiplier, payout) in a row of cells. */
export function BetStats({ stats, columnsClassName, cellClassName, className }: BetStatsProps) {
  return (
    <dl
      className={cx(
        'grid divide-x divide-line overflow-hidden rounded-control border border-line bg-night-950/50',
        columnsClassName,
        className,
      )}
    >
      {stats.map((stat) => (
        <div key={stat.label} className={cx('min-w-0 py-2 text-center', cellClassName)}>
          <dt className="text-balance text-2xs text-ink-faint uppercase leading-tight sm:tracking-wide">
            {stat.label}
          </dt>
          <dd
            data-testid={stat.testId}
            className={cx(
              'mt-0.5 font-bold font-display text-sm tabular-nums [overflow-wrap:anywhere] sm:text-base',
              stat.gold ? 'text-gold-300' : 'text-ink',
            )}
          >
            {stat.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
