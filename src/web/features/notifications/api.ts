import type { MarkReadBody } from '../../../contract/notifications';
import { api } from '../../lib/api';

export function fetchNotifications(before: number | undefined, signal?: AbortSignal) {
  return api('GET /api/notifications', { query: { before }, ...(signal ? { signal } : {}) });
}

export function markNotificationsRead(body: MarkReadBody) {
  return api('POST /api/notifications/read', { body });
}
