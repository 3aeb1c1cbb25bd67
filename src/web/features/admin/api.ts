import type { PublicUser } from '../../../contract/accounts';
import type { AddFundsResponse, AuditPage, UsersPage } from '../../../contract/admin';
import type { ChatMessages } from '../../../contract/social';
import { api } from '../../lib/api';

export const USERS_PER_PAGE = 20;
export const AUDIT_PER_PAGE = 25;
export const CHAT_PAGE = 50;

export function fetchUsers(search: string, page: number, signal?: AbortSignal): Promise<UsersPage> {
  const query = new URLSearchParams({ page: String(page), limit: String(USERS_PER_PAGE) });
  if (search.trim()) query.set('search', search.trim());
  return api.get<UsersPage>(`/api/users?${query}`, signal);
}

export function setAdmin(userId: number, isAdmin: boolean): Promise<PublicUser> {
  return api.patch<PublicUser>(`/api/users/${userId}/admin`, { isAdmin });
}

export function setBanned(userId: number, isBanned: boolean): Promise<PublicUser> {
  return api.patch<PublicUser>(`/api/users/${userId}/ban`, { isBanned });
}

export function addFunds(userId: number, amount: number, reason: string): Promise<AddFundsResponse> {
  return api.post<AddFundsResponse>('/api/funds/add', { userId, amount, reason });
}

/** Every chat message, newest first; `before` (a message id) loads older ones. */
export function fetchAllChat(before?: number, signal?: AbortSignal): Promise<ChatMessages> {
  const query = new URLSearchParams({ limit: String(CHAT_PAGE) });
  if (before !== undefined) query.set('before', String(before));
  return api.get<ChatMessages>(`/api/social/chat/all?${query}`, signal);
}

export function deleteChatMessage(id: number): Promise<unknown> {
  return api.delete(`/api/social/chat/${id}`);
}

export function fetchAudit(page: number, signal?: AbortSignal): Promise<AuditPage> {
  return api.get<AuditPage>(`/api/admin/audit?page=${page}&limit=${AUDIT_PER_PAGE}`, signal);
}
