import { type DicePrediction, diceMultiplier, dicePayout, winChance } from '../../../../games/dice';
import { cx } from '../../../lib/cx';
import { formatFunds } from '../../../lib/format';

interface OddsSummaryProps {
  bet: number;
  prediction: DicePrediction;
  target: number;
  className?: string;
}

const percent = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 2 });

/** Win probability and payout for the bet as it stands (SPEC.md section 5: payout floored). */
export function OddsSummary({ bet, prediction, target, className }: OddsSummaryProps) {
  const payout = dicePayout(bet, prediction, target);
  const stats = [
    { label: 'Win Chance', value: percent.format(winChance(prediction, target)), testId: 'dice-win-chance' },
    { label: 'Multiplier', value: `${diceMultiplier(prediction, target)}x`, testId: 'dice-multiplier' },
    { label: 'Payout', value: formatFunds(payout), testId: 'dice-payout', gold: true },
  ];
  return (
    <dl
      className={cx(
        'grid grid-cols-3 divide-x divide-line overflow-hidden rounded-control border border-line bg-night-950/50',
        className,
      )}
    >
      {stats.map((stat) => (
        <div key={stat.label} className="min-w-0 px-1 py-2 text-center sm:px-2">
          <dt className="whitespace-nowrap text-2xs text-ink-faint uppercase tracking-wide">{stat.label}</dt>
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
