import { type DicePrediction, diceMultiplier, dicePayout, winChance } from '../../../../games/dice';
import { cx } from '../../../lib/cx';
import { formatFunds } from '../../../lib/format';

interface OddsSummaryProps {
  bet: number;
  prediction: DicePrediction;
  target: number;
}

const percent = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 2 });

/** Win probability and payout for the bet as it stands (SPEC.md section 5: payout floored). */
export function OddsSummary({ bet, prediction, target }: OddsSummaryProps) {
  const payout = dicePayout(bet, prediction, target);
  const stats = [
    { label: 'Win Chance', value: percent.format(winChance(prediction, target)), testId: 'dice-win-chance' },
    { label: 'Multiplier', value: `${diceMultiplier(prediction, target)}x`, testId: 'dice-multiplier' },
    { label: 'Payout', value: formatFunds(payout), testId: 'dice-payout', gold: true },
  ];
  return (
    <dl className="grid grid-cols-3 divide-x divide-line overflow-hidden rounded-control border border-line bg-night-950/50">
      {stats.map((stat) => (
        <div key={stat.label} className="px-2 py-2.5 text-center sm:px-3">
          <dt className="text-2xs text-ink-faint uppercase tracking-wider">{stat.label}</dt>
          <dd
            data-testid={stat.testId}
            className={cx(
              'mt-0.5 truncate font-bold font-display text-sm tabular-nums sm:text-base',
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
