import { useCallback, useEffect, useState } from 'react';
import type { DailyClaimResponse, RewardsResponse } from '../../../../contract/rewards';
import { rewardsMessages } from '../../../../contract/rewards-texts';
import { errorText } from '../../../lib/api';
import { claimDailyReward, fetchRewards } from '../api';

/**
 * The daily reward of the signed-in player (`userId`; null: nobody, nothing loads): where it stands,
 * and the claim, whose new balance goes to `onBalance`. (The countdown ticks in the chest itself, so
 * that its seconds redraw the chest and not the page around it.)
 */
export function useDailyReward(userId: number | null, onBalance: (balance: number) => void) {
  const [rewards, setRewards] = useState<RewardsResponse | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [claiming, setClaiming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [claimed, setClaimed] = useState<DailyClaimResponse | null>(null);

  const load = useCallback(async (signal?: AbortSignal) => {
    try {
      setRewards(await fetchRewards(signal));
      setLoadError(null);
    } catch {
      if (!signal?.aborted) setLoadError(rewardsMessages.loadFailed);
    }
  }, []);

  useEffect(() => {
    setRewards(null);
    setClaimed(null);
    setError(null);
    if (userId === null) return;
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [userId, load]);

  const reload = useCallback(() => void load(), [load]);
  const daily = rewards?.daily;

  const claim = useCallback(async () => {
    setClaiming(true);
    setError(null);
    try {
      const answer = await claimDailyReward();
      setClaimed(answer);
      onBalance(answer.balance);
    } catch (failure) {
      setError(errorText(failure, rewardsMessages.claimFailed));
    } finally {
      setClaiming(false);
      reload();
    }
  }, [onBalance, reload]);

  return { daily, loadError, reload, claim, claiming, claimed, error };
}

export type DailyRewardState = ReturnType<typeof useDailyReward>;
