import { type DicePrediction, diceMultiplier, dicePayout, winChance } from '../../../../games/dice';
import { BetStats } from '../../../components/game/bet-stats';
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
    <BetStats
      stats={stats}
      columnsClassName="grid-cols-3"
      cellClassName="px-1 sm:px-2"
      className={className}
    />
  );
}
