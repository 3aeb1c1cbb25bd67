import type { ReportReason } from '../../../../contract/moderation-texts';
import { api } from '../../../lib/api';

export const reportMessage = (id: number, reason: ReportReason, details: string) =>
  api('POST /api/social/chat/:id/report', {
    params: { id },
    body: { reason, details: details || undefined },
  });
export const fetchMutes = (signal?: AbortSignal) => api('GET /api/social/mutes', { signal });
export const mutePlayer = (userId: number) => api('POST /api/social/mutes', { body: { userId } });
export const unmutePlayer = (userId: number) =>
  api('DELETE /api/social/mutes/:userId', { params: { userId } });
