import { type DicePrediction, diceMultiplier, dicePayout, winChance } from '../../../../games/dice';
import { BetStats } from '../../../components/game/bet-stats';
import { formatFunds, formatPercent } from '../../../lib/format';
import { diceMultiplierText, useDiceText } from '../texts';

interface OddsSummaryProps {
  bet: number;
  prediction: DicePrediction;
  target: number;
  className?: string;
}

/** Win probability and payout for the bet as it stands (SPEC.md section 5: payout floored). */
export function OddsSummary({ bet, prediction, target, className }: OddsSummaryProps) {
  const t = useDiceText();
  const payout = dicePayout(bet, prediction, target);
  const stats = [
    {
      label: t('winChance'),
      value: formatPercent(winChance(prediction, target) * 100),
      testId: 'dice-win-chance',
    },
    {
      label: t('multiplier'),
      value: diceMultiplierText(t, diceMultiplier(prediction, target)),
      testId: 'dice-multiplier',
    },
    { label: t('payout'), value: formatFunds(payout), testId: 'dice-payout', gold: true },
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
