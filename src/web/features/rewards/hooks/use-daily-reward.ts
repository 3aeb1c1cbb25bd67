import { useCallback, useEffect, useState } from 'react';
import type { RewardsResponse } from '../../../../contract/rewards';
import { REWARDS_LOAD_TEXTS } from '../../../../contract/rewards-load-texts';
import { errorText } from '../../../lib/api';
import { claimDailyReward, claimMissionReward, claimRakeback, fetchRewards } from '../api';

/**
 * One kind of claim: `run` calls the server, passes the new balance to `onBalance`, keeps the answer
 * or the error's text, and asks for the rewards again either way; `running` holds the arguments of
 * the claim under way.
 */
function useClaim<A extends unknown[], T extends { balance: number }>(
  call: (...args: A) => Promise<T>,
  onBalance: (balance: number) => void,
  reload: () => void,
) {
  const [running, setRunning] = useState<A | null>(null);
  const [done, setDone] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  const run = useCallback(
    async (...args: A) => {
      setRunning(args);
      setError(null);
      try {
        const answer = await call(...args);
        setDone(answer);
        onBalance(answer.balance);
      } catch (failure) {
        setError(errorText(failure, REWARDS_LOAD_TEXTS.claimFailed));
      } finally {
        setRunning(null);
        reload();
      }
    },
    [call, onBalance, reload],
  );
  const reset = useCallback(() => {
    setDone(null);
    setError(null);
  }, []);
  return { run, running, done, error, reset };
}

/**
 * The daily reward and the daily missions of the signed-in player (`userId`; null: nobody, nothing
 * loads): where they stand, and the claims, whose new balance goes to `onBalance`. (The countdown
 * ticks in the chest itself, so that its seconds redraw the chest and not the page around it.)
 */
export function useDailyReward(userId: number | null, onBalance: (balance: number) => void) {
  const [rewards, setRewards] = useState<RewardsResponse | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);

  const load = useCallback(async (signal?: AbortSignal) => {
    try {
      setRewards(await fetchRewards(signal));
      setLoadError(null);
    } catch {
      if (!signal?.aborted) setLoadError(REWARDS_LOAD_TEXTS.loadFailed);
    }
  }, []);
  const reload = useCallback(() => void load(), [load]);
  const dailyClaim = useClaim(claimDailyReward, onBalance, reload);
  const missionClaim = useClaim(claimMissionReward, onBalance, reload);
  const rakebackClaim = useClaim(claimRakeback, onBalance, reload);
  const { reset: resetDaily } = dailyClaim;
  const { reset: resetMission } = missionClaim;
  const { reset: resetRakeback } = rakebackClaim;

  useEffect(() => {
    setRewards(null);
    resetDaily();
    resetMission();
    resetRakeback();
    if (userId === null) return;
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [userId, load, resetDaily, resetMission, resetRakeback]);

  const list = rewards?.missions;
  const missions = {
    list,
    /** A finished mission waits to be claimed. */
    waiting: list?.some((mission) => !mission.claimed && mission.progress >= mission.goal) === true,
    claim: missionClaim.run,
    /** The mission whose claim is under way. */
    claiming: missionClaim.running?.[0] ?? null,
    claimed: missionClaim.done,
    error: missionClaim.error,
  };

  const rakeback = {
    available: rewards?.rakeback.available ?? 0,
    pendingXp: rewards?.rakeback.pendingXp ?? 0,
    claim: rakebackClaim.run,
    claiming: rakebackClaim.running !== null,
    claimed: rakebackClaim.done,
    error: rakebackClaim.error,
  };
  const daily = rewards?.daily;
  const level = rewards?.level;

  return {
    daily,
    /** Today's reward is claimable and the player has played enough for it. */
    dailyReady: daily?.claimableNow === true && level !== undefined && level.xp >= daily.xpNeeded,
    level,
    rakeback,
    missions,
    loadError,
    reload,
    claim: dailyClaim.run,
    claiming: dailyClaim.running !== null,
    claimed: dailyClaim.done,
    error: dailyClaim.error,
  };
}

export type DailyRewardState = ReturnType<typeof useDailyReward>;
