import type { ChatMessage } from '../../../contract/social';
import type { ChatRoom } from '../../../contract/social-texts';
import { api } from '../../lib/api';

export const fetchChat = (room: ChatRoom, signal?: AbortSignal) =>
  api('GET /api/social/chat', { query: { room }, signal });
export const sendChat = (text: string, room: ChatRoom) =>
  api('POST /api/social/chat', { body: { text, room } });
export const fetchFriends = (signal?: AbortSignal) => api('GET /api/social/friends', { signal });
export const fetchFriendRequests = (signal?: AbortSignal) =>
  api('GET /api/social/friend-requests', { signal });
export const fetchSentRequests = (signal?: AbortSignal) =>
  api('GET /api/social/friend-requests/sent', { signal });
export const withdrawFriendRequest = (id: number) =>
  api('DELETE /api/social/friend-requests/:id', { params: { id } });
export const sendFriendRequest = (username: string) =>
  api('POST /api/social/friend-request', { body: { username } });
export const acceptFriendRequest = (id: number) =>
  api('POST /api/social/friend-requests/:id/accept', { params: { id } });
export const declineFriendRequest = (id: number) =>
  api('POST /api/social/friend-requests/:id/decline', { params: { id } });
export const removeFriend = (id: number) => api('DELETE /api/social/friends/:id', { params: { id } });
export const fetchPresence = (signal?: AbortSignal) => api('GET /api/social/presence', { signal });
export const setDoNotDisturb = (doNotDisturb: boolean) =>
  api('PUT /api/social/presence', { body: { doNotDisturb } });

/** A chat line on screen: a sent one shows at once as pending until the server's copy arrives. */
export interface ShownMessage extends ChatMessage {
  pending?: boolean;
  /** Links a pending message to its answer. */
  clientId?: string;
}

/** The latest winning crash cash-outs, for the Wins tab (open to guests). */
export const fetchCrashWins = (signal?: AbortSignal) => api('GET /api/games/crash/wins', { signal });
