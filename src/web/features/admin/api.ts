import type { PublicUser } from '../../../contract/accounts';
import type { AddFundsResponse, AuditPage, PageCursorQuery, UsersPage } from '../../../contract/admin';
import type { ChatMessages } from '../../../contract/social';
import { api } from '../../lib/api';

export const USERS_PER_PAGE = 20;
export const AUDIT_PER_PAGE = 25;
export const CHAT_PAGE = 50;

/** Where a page starts: the first page, or next to a cursor the previous answer gave, or the last page. */
export type PageAt = PageCursorQuery;

function pageQuery(limit: number, at: PageAt): URLSearchParams {
  const query = new URLSearchParams({ limit: String(limit) });
  if (at.after !== undefined) query.set('after', at.after);
  if (at.before !== undefined) query.set('before', at.before);
  if (at.last) query.set('last', 'true');
  return query;
}

export function fetchUsers(search: string, at: PageAt, signal?: AbortSignal): Promise<UsersPage> {
  const query = pageQuery(USERS_PER_PAGE, at);
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

export function fetchAudit(at: PageAt, signal?: AbortSignal): Promise<AuditPage> {
  return api.get<AuditPage>(`/api/admin/audit?${pageQuery(AUDIT_PER_PAGE, at)}`, signal);
}
