import { useEffect, useId, useRef } from 'react';
import type { Mission } from '../../../../contract/rewards';
import { REWARDS_TEXTS } from '../../../../contract/rewards-texts';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { cx } from '../../../lib/cx';
import { formatFunds } from '../../../lib/format';
import type { DailyRewardState } from '../hooks/use-daily-reward';

const wholeNumber = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** One mission: its title, a bar of the progress toward the goal, the reward and its claim. */
function MissionRow({ mission, state }: { mission: Mission; state: DailyRewardState['missions'] }) {
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
          {mission.title}
        </p>
        <p className="shrink-0 font-semibold text-gold-200 text-xs tabular-nums">
          {REWARDS_TEXTS.missionReward(formatFunds(mission.reward))}
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
          {REWARDS_TEXTS.missionProgress(
            wholeNumber.format(mission.progress),
            wholeNumber.format(mission.goal),
          )}
        </span>
      </div>
      {mission.claimed ? (
        <p data-testid="mission-claimed" className="mt-2 font-semibold text-win-300 text-xs">
          {REWARDS_TEXTS.missionDone}
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
            {claiming ? REWARDS_TEXTS.claiming : REWARDS_TEXTS.missionClaim(formatFunds(mission.reward))}
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
        {REWARDS_TEXTS.missionsTitle}
      </h3>
      <p className="mt-1 text-ink-soft text-xs">{REWARDS_TEXTS.missionsIntro}</p>
      <Alert message={state.error} className="mt-2" />
      {state.claimed && (
        <Alert
          tone="success"
          message={REWARDS_TEXTS.added(formatFunds(state.claimed.amount))}
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
