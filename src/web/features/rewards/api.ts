import { api } from '../../lib/api';

export function fetchRewards(signal?: AbortSignal) {
  return api('GET /api/rewards', signal ? { signal } : {});
}

export function claimDailyReward() {
  return api('POST /api/rewards/daily/claim');
}

export function claimMissionReward(id: number) {
  return api('POST /api/rewards/missions/:id/claim', { params: { id } });
}

export function claimRakeback() {
  return api('POST /api/rewards/rakeback/claim');
}
