import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router';
import { RACE_PRIZE_POOL as RACE_POOL } from '../../../../contract/races-texts';
import { DAILY_REWARD_TABLE } from '../../../../contract/rewards-texts';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { cx } from '../../../lib/cx';
import { formatFunds, formatNumber } from '../../../lib/format';
import { usePopover } from '../../../lib/use-popover';
import { useCountdown } from '../hooks/use-countdown';
import type { DailyRewardState } from '../hooks/use-daily-reward';
import { failureText, useRewardsT } from '../rewards-texts';
import { ChestIcon } from './chest-icon';
import { LevelRakeback } from './level-rakeback';
import { MissionsList } from './missions-list';

/** The streak table: each day's amount, the days reached ticked, the next claim's day marked. */
function StreakTable({ nextDay }: { nextDay: number }) {
  const t = useRewardsT();
  const last = DAILY_REWARD_TABLE.length;
  const nextIndex = Math.min(nextDay, last);
  return (
    <ol className="grid grid-cols-4 gap-1.5 sm:grid-cols-7">
      {DAILY_REWARD_TABLE.map((amount, index) => {
        const day = index + 1;
        const reached = day < nextIndex;
        const next = day === nextIndex;
        return (
          <li
            key={day}
            data-testid="streak-day"
            aria-current={next ? 'step' : undefined}
            className={cx(
              'flex flex-col items-center gap-0.5 rounded-control border px-1 py-2 text-center',
              next
                ? 'border-gold-400/70 bg-gold-400/15 text-gold-200'
                : reached
                  ? 'border-win-400/40 bg-win-500/10 text-win-300'
                  : 'border-line bg-night-800/60 text-ink-soft',
            )}
          >
            <span className="whitespace-nowrap font-medium text-[11px] uppercase">
              {day === last ? t('dayLast', { day }) : t('day', { day })}
            </span>
            <span className="font-bold font-display text-sm tabular-nums">{formatNumber(amount)}</span>
          </li>
        );
      })}
    </ol>
  );
}

/**
 * The chest in the top bar: a dot when today's reward or a finished mission waits, the countdown to
 * the next daily reward once today's is claimed. It opens a small panel with the streak table and
 * the claim, and today's missions with theirs (asked for again at each opening: play moves them).
 */
export function DailyChest({ reward }: { reward: DailyRewardState }) {
  const t = useRewardsT();
  const { open, close, containerRef, panelId, toggleProps } = usePopover();
  const titleId = useId();
  const panelRef = useRef<HTMLElement>(null);
  const { daily } = reward;
  const countdown = useCountdown(daily && !daily.claimableNow ? daily.nextAt : null, reward.reload);
  const ready = reward.dailyReady;
  // Claimable today, but the player has not yet played enough for it.
  const needsXp =
    daily?.claimableNow === true && !ready && reward.level ? daily.xpNeeded - reward.level.xp : 0;
  const missionWaits = reward.missions.waiting;
  const rakebackWaits = reward.rakeback.available > 0;
  const { reload } = reward;

  useEffect(() => {
    if (open) reload();
  }, [open, reload]);

  // Opening moves the focus into the panel: to the claim while there is one, else (and once the
  // claim is made and its button gone) to the panel's title.
  useEffect(() => {
    if (!open) return;
    const panel = panelRef.current;
    const claim = ready ? panel?.querySelector<HTMLElement>('[data-testid="daily-claim"]') : null;
    (claim ?? panel?.querySelector<HTMLElement>('h2'))?.focus();
  }, [open, ready]);

  const label = ready
    ? t('chestReady')
    : missionWaits
      ? t('missionsReady')
      : rakebackWaits
        ? t('rakebackReady')
        : countdown
          ? t('chestLabelNext', { countdown: countdown.full })
          : t('chestLabel');

  return (
    <div ref={containerRef} className="relative">
      <button
        {...toggleProps}
        data-testid="daily-chest"
        aria-label={label}
        className={cx(
          'relative flex size-9 shrink-0 items-center justify-center gap-1.5 rounded-control border bg-night-800/60 text-gold-300 transition hover:border-gold-400/50 lg:h-10 lg:w-auto lg:px-2.5',
          open || ready || missionWaits || rakebackWaits ? 'border-gold-400/50' : 'border-line',
        )}
      >
        <ChestIcon size={20} />
        {(ready || missionWaits || rakebackWaits) && (
          <span
            data-testid="daily-chest-dot"
            className="absolute -top-1 -right-1 size-3 rounded-full bg-win-400 ring-2 ring-night-950"
          />
        )}
        {!ready && countdown && (
          <>
            <span
              data-testid="daily-countdown"
              className="hidden font-mono text-ink-soft text-xs tabular-nums lg:inline"
            >
              {countdown.full}
            </span>
            {/* Phones: the largest unit left, on the chest's corner. */}
            <span className="absolute -right-1.5 -bottom-1.5 rounded-full border border-line-strong bg-night-850 px-1 font-mono text-[10px] text-ink-soft leading-4 lg:hidden">
              {countdown.short}
            </span>
          </>
        )}
      </button>
      {open && (
        <section
          ref={panelRef}
          id={panelId}
          data-testid="daily-panel"
          aria-labelledby={titleId}
          className="fixed inset-x-3 top-18 z-50 max-h-[calc(100dvh-5.5rem)] animate-pop-in overflow-y-auto rounded-card border border-line-strong bg-night-850 p-4 shadow-lift lg:absolute lg:inset-x-auto lg:top-12 lg:right-0 lg:max-h-[calc(100dvh-4rem)] lg:w-[26rem]"
        >
          <h2 id={titleId} tabIndex={-1} className="font-bold font-display text-ink text-lg outline-none">
            {t('panelTitle')}
          </h2>
          <p className="mt-1 text-ink-soft text-sm">{t('panelIntro')}</p>
          {daily && (
            <>
              <p data-testid="daily-streak" className="mt-3 font-semibold text-gold-200 text-sm">
                {t('streak', { days: daily.streak })}
              </p>
              <div className="mt-2">
                <StreakTable nextDay={daily.streak + 1} />
              </div>
            </>
          )}
          <Alert message={failureText(t, reward.loadError ?? reward.error)} className="mt-3" />
          {reward.claimed && !ready && (
            <Alert
              tone="success"
              message={t('added', { amount: formatFunds(reward.claimed.amount) })}
              className="mt-3"
            />
          )}
          <div className="mt-4">
            {ready && daily ? (
              <Button
                fullWidth
                data-testid="daily-claim"
                loading={reward.claiming}
                disabled={reward.claiming}
                onClick={() => void reward.claim()}
              >
                {reward.claiming ? t('claiming') : t('claim', { amount: formatFunds(daily.amount) })}
              </Button>
            ) : needsXp > 0 ? (
              <div
                data-testid="daily-needs-xp"
                className="rounded-control border border-line bg-night-800/60 px-3 py-2 text-center"
              >
                <p className="font-semibold text-ink text-sm">
                  {t('dailyNeedsXp', { xp: formatNumber(needsXp) })}
                </p>
                <p className="mt-0.5 text-ink-soft text-xs">{t('dailyNeedsXpHelp')}</p>
              </div>
            ) : (
              countdown && (
                <p role="timer" data-testid="daily-next" className="text-center text-ink-soft text-sm">
                  {t('nextIn', { countdown: countdown.full })}
                </p>
              )
            )}
          </div>
          <LevelRakeback reward={reward} />
          <MissionsList state={reward.missions} />
          <Link
            to="/races"
            onClick={close}
            data-testid="rewards-race-link"
            className="mt-4 flex items-center justify-between rounded-control border border-gold-400/30 bg-gold-400/10 px-3 py-2 font-semibold text-gold-200 text-sm hover:border-gold-400/60"
          >
            {t('raceLink', { amount: formatFunds(RACE_POOL) })}
            <span aria-hidden="true">→</span>
          </Link>
        </section>
      )}
    </div>
  );
}
