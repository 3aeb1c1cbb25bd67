import type {
  ChatMessage,
  ChatMessageResponse,
  ChatMessages,
  Friend,
  FriendRequestResult,
  FriendRequests,
  Friends,
  Presence,
  SentFriendRequests,
} from '../../../contract/social';
import { api } from '../../lib/api';

export const fetchChat = (signal?: AbortSignal) => api.get<ChatMessages>('/api/social/chat', signal);
export const sendChat = (text: string) => api.post<ChatMessageResponse>('/api/social/chat', { text });
export const fetchFriends = (signal?: AbortSignal) => api.get<Friends>('/api/social/friends', signal);
export const fetchFriendRequests = (signal?: AbortSignal) =>
  api.get<FriendRequests>('/api/social/friend-requests', signal);
export const fetchSentRequests = (signal?: AbortSignal) =>
  api.get<SentFriendRequests>('/api/social/friend-requests/sent', signal);
export const withdrawFriendRequest = (id: number) => api.delete(`/api/social/friend-requests/${id}`);
export const sendFriendRequest = (username: string) =>
  api.post<FriendRequestResult>('/api/social/friend-request', { username });
export const acceptFriendRequest = (id: number) =>
  api.post<{ message: string; friend: Friend }>(`/api/social/friend-requests/${id}/accept`);
export const declineFriendRequest = (id: number) => api.post(`/api/social/friend-requests/${id}/decline`);
export const removeFriend = (id: number) => api.delete(`/api/social/friends/${id}`);
export const fetchPresence = (signal?: AbortSignal) => api.get<Presence>('/api/social/presence', signal);
export const setDoNotDisturb = (doNotDisturb: boolean) =>
  api.put<Presence>('/api/social/presence', { doNotDisturb });

/** A chat line on screen: a sent one shows at once as pending until the server's copy arrives. */
export interface ShownMessage extends ChatMessage {
  pending?: boolean;
  /** Links a pending message to its answer. */
  clientId?: string;
}
