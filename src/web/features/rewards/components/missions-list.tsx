import { useEffect, useId, useRef } from 'react';
import type { Mission } from '../../../../contract/rewards';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { cx } from '../../../lib/cx';
import { formatFunds, formatNumber } from '../../../lib/format';
import type { DailyRewardState } from '../hooks/use-daily-reward';
import { failureText, type RewardsT, useRewardsT } from '../rewards-texts';

/** A mission's title in the player's language, by its id; the server's English for one we do not know. */
function missionTitle(t: RewardsT, mission: Mission): string {
  const key = `mission.${mission.id}`;
  const text = t(key as Parameters<RewardsT>[0], { xp: formatNumber(mission.goal) });
  return text === key ? mission.title : text;
}

/** One mission: its title, a bar of the progress toward the goal, the reward and its claim. */
function MissionRow({ mission, state }: { mission: Mission; state: DailyRewardState['missions'] }) {
  const t = useRewardsT();
  const titleId = useId();
  const done = mission.progress >= mission.goal;
  const claiming = state.claiming === mission.id;
  const percent = Math.round((mission.progress / mission.goal) * 100);
  return (
    <li
      data-testid="mission"
      data-mission-id={mission.id}
      className={cx(
        'rounded-control border px-3 py-2.5',
        done && !mission.claimed ? 'border-gold-400/60 bg-gold-400/10' : 'border-line bg-night-800/60',
      )}
    >
      <div className="flex items-start justify-between gap-3">
        <p id={titleId} className="font-semibold text-ink text-sm">
          {missionTitle(t, mission)}
        </p>
        <p className="shrink-0 font-semibold text-gold-200 text-xs tabular-nums">
          {t('missionReward', { amount: formatFunds(mission.reward) })}
        </p>
      </div>
      <div className="mt-2 flex items-center gap-3">
        <div
          role="progressbar"
          aria-labelledby={titleId}
          aria-valuemin={0}
          aria-valuemax={mission.goal}
          aria-valuenow={mission.progress}
          className="h-2 flex-1 overflow-hidden rounded-full bg-night-950"
        >
          <div
            className={cx('h-full rounded-full', done ? 'bg-win-400' : 'bg-gold-400')}
            style={{ width: `${percent}%` }}
          />
        </div>
        <span data-testid="mission-progress" className="shrink-0 text-ink-soft text-xs tabular-nums">
          {t('missionProgress', {
            progress: formatNumber(mission.progress),
            goal: formatNumber(mission.goal),
          })}
        </span>
      </div>
      {mission.claimed ? (
        <p data-testid="mission-claimed" className="mt-2 font-semibold text-win-300 text-xs">
          {t('missionDone')}
        </p>
      ) : (
        done && (
          <Button
            size="sm"
            fullWidth
            className="mt-2"
            data-testid="mission-claim"
            aria-describedby={titleId}
            loading={claiming}
            disabled={state.claiming !== null}
            onClick={() => void state.claim(mission.id)}
          >
            {claiming ? t('claiming') : t('claim', { amount: formatFunds(mission.reward) })}
          </Button>
        )
      )}
    </li>
  );
}

/**
 * Today's three missions in the chest's panel. After a claim, whose button goes, the focus moves to
 * the list's title, so the keyboard does not lose its place, and the claim's message shows under it.
 */
export function MissionsList({ state }: { state: DailyRewardState['missions'] }) {
  const t = useRewardsT();
  const titleId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (state.claimed) titleRef.current?.focus();
  }, [state.claimed]);
  if (!state.list) return null;
  return (
    <section data-testid="missions" aria-labelledby={titleId} className="mt-4 border-line border-t pt-4">
      <h3
        ref={titleRef}
        id={titleId}
        tabIndex={-1}
        className="font-bold font-display text-base text-ink outline-none"
      >
        {t('missionsTitle')}
      </h3>
      <p className="mt-1 text-ink-soft text-xs">{t('missionsIntro')}</p>
      <Alert message={failureText(t, state.error)} className="mt-2" />
      {state.claimed && (
        <Alert
          tone="success"
          message={t('added', { amount: formatFunds(state.claimed.amount) })}
          className="mt-2"
        />
      )}
      <ul className="mt-2 flex flex-col gap-2">
        {state.list.map((mission) => (
          <MissionRow key={mission.id} mission={mission} state={state} />
        ))}
      </ul>
    </section>
  );
}
