import { useId } from 'react';
import { levelReward, XP_PER_RAKEBACK_FF } from '../../../../contract/levels';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { formatFunds, formatNumber } from '../../../lib/format';
import type { DailyRewardState } from '../hooks/use-daily-reward';
import { failureText, useRewardsT } from '../rewards-texts';

/**
 * The player's level with a bar of the XP towards the next one, and the rakeback ready to claim
 * (whole FF; the XP towards the next FF under it), in the chest's panel.
 */
export function LevelRakeback({ reward }: { reward: DailyRewardState }) {
  const t = useRewardsT();
  const levelId = useId();
  const rakebackId = useId();
  const { level, rakeback } = reward;
  if (!level) return null;
  const step = level.nextLevelXp - level.levelXp;
  const into = level.xp - level.levelXp;
  const percent = step > 0 ? Math.min(100, Math.floor((into / step) * 100)) : 100;
  return (
    <div className="mt-4 grid gap-3 border-line border-t pt-4 sm:grid-cols-2">
      <section
        data-testid="level"
        aria-labelledby={levelId}
        className="rounded-control border border-line bg-night-800/60 p-3"
      >
        <h3 id={levelId} data-testid="level-number" className="font-bold font-display text-base text-ink">
          {t('levelTitle', { level: formatNumber(level.level) })}
        </h3>
        <div
          role="progressbar"
          aria-labelledby={levelId}
          aria-valuemin={level.levelXp}
          aria-valuemax={level.nextLevelXp}
          aria-valuenow={level.xp}
          className="mt-2 h-2 overflow-hidden rounded-full bg-night-950"
        >
          <div className="h-full rounded-full bg-royal-400" style={{ width: `${percent}%` }} />
        </div>
        <p data-testid="level-xp" className="mt-1.5 text-ink-soft text-xs tabular-nums">
          {t('xpProgress', { xp: formatNumber(level.xp), next: formatNumber(level.nextLevelXp) })}
        </p>
        <p className="mt-1 text-gold-200 text-xs">
          {t('nextLevelReward', {
            level: formatNumber(level.level + 1),
            amount: formatFunds(levelReward(level.level + 1)),
          })}
        </p>
      </section>
      <section
        data-testid="rakeback"
        aria-labelledby={rakebackId}
        className="flex flex-col rounded-control border border-line bg-night-800/60 p-3"
      >
        <h3 id={rakebackId} className="font-bold font-display text-base text-ink">
          {t('rakebackTitle')}
        </h3>
        <p data-testid="rakeback-available" className="mt-1 font-semibold text-gold-200 text-sm tabular-nums">
          {t('rakebackAvailable', { amount: formatFunds(rakeback.available) })}
        </p>
        <p data-testid="rakeback-pending" className="mt-0.5 text-ink-soft text-xs tabular-nums">
          {t('rakebackPending', {
            xp: formatNumber(rakeback.pendingXp),
            perFf: formatNumber(XP_PER_RAKEBACK_FF),
          })}
        </p>
        <Button
          size="sm"
          variant={rakeback.available > 0 ? 'primary' : 'outline'}
          fullWidth
          className="mt-3"
          data-testid="rakeback-claim"
          aria-describedby={rakebackId}
          loading={rakeback.claiming}
          disabled={rakeback.available <= 0 || rakeback.claiming}
          onClick={() => void rakeback.claim()}
        >
          {rakeback.claiming ? t('claiming') : t('claim', { amount: formatFunds(rakeback.available) })}
        </Button>
      </section>
      <p className="text-ink-soft text-xs sm:col-span-2">
        {t('xpHelp')} {t('rakebackHelp')}
      </p>
      <Alert message={failureText(t, rakeback.error)} className="sm:col-span-2" />
      {rakeback.claimed && (
        <Alert
          tone="success"
          message={t('rakebackClaimed', { amount: formatFunds(rakeback.claimed.amount) })}
          className="sm:col-span-2"
        />
      )}
    </div>
  );
}
