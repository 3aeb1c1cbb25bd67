import { api } from '../../lib/api';

export function fetchRewards(signal?: AbortSignal) {
  return api('GET /api/rewards', signal ? { signal } : {});
}

export function claimDailyReward() {
  return api('POST /api/rewards/daily/claim');
}
