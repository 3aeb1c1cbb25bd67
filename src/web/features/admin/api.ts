import type { PageCursorQuery } from '../../../contract/admin-texts';
import type { ResolveAction } from '../../../contract/moderation-texts';
import { api } from '../../lib/api';

export const USERS_PER_PAGE = 20;
export const AUDIT_PER_PAGE = 25;
export const CHAT_PAGE = 50;

/** Where a page starts: the first page, or next to a cursor the previous answer gave, or the last page. */
export type PageAt = PageCursorQuery;

/** A page's query: each start (cursor or `last`) goes only when set. */
function pageQuery(limit: number, at: PageAt) {
  return { limit, after: at.after, before: at.before, last: at.last || undefined };
}

export function fetchUsers(search: string, at: PageAt, signal?: AbortSignal) {
  const query = { ...pageQuery(USERS_PER_PAGE, at), search: search.trim() || undefined };
  return api('GET /api/users', { query, signal });
}

export function setAdmin(userId: number, isAdmin: boolean) {
  return api('PATCH /api/users/:id/admin', { params: { id: userId }, body: { isAdmin } });
}

export function setBanned(userId: number, isBanned: boolean) {
  return api('PATCH /api/users/:id/ban', { params: { id: userId }, body: { isBanned } });
}

export function addFunds(userId: number, amount: number, reason: string) {
  return api('POST /api/funds/add', { body: { userId, amount, reason } });
}

/** Every chat message, newest first; `before` (a message id) loads older ones. */
export function fetchAllChat(before?: number, signal?: AbortSignal) {
  return api('GET /api/social/chat/all', { query: { limit: CHAT_PAGE, before }, signal });
}

export function deleteChatMessage(id: number) {
  return api('DELETE /api/social/chat/:id', { params: { id } });
}

export function fetchAudit(at: PageAt, signal?: AbortSignal) {
  return api('GET /api/admin/audit', { query: pageQuery(AUDIT_PER_PAGE, at), signal });
}

/** The open chat reports, a reported message at a time, with the messages around it. */
export function fetchReports(signal?: AbortSignal) {
  return api('GET /api/admin/reports', { signal });
}

/** Resolves a report (and every open report of its message); `minutes` is a mute's length. */
export function resolveReport(id: number, action: ResolveAction, minutes?: number) {
  return api('POST /api/admin/reports/:id/resolve', { params: { id }, body: { action, minutes } });
}
