import { api } from '../../lib/api';

export const sendTip = (toUserId: number, amount: number) =>
  api('POST /api/social/tips', { body: { toUserId, amount } });
export const sendRain = (amount: number) => api('POST /api/social/rain', { body: { amount } });
/** The player's friends: a player's page offers a tip to a friend only. */
export const fetchFriends = (signal?: AbortSignal) => api('GET /api/social/friends', { signal });
