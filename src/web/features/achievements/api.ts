import type { EquippedItems } from '../../../contract/shop';
import { api } from '../../lib/api';

export function fetchMyAchievements(signal?: AbortSignal) {
  return api('GET /api/achievements', signal ? { signal } : {});
}

export function fetchPlayerAchievements(id: number, signal?: AbortSignal) {
  return api('GET /api/users/:id/achievements', { params: { id }, ...(signal ? { signal } : {}) });
}

/** Wears an earned achievement's badge, or takes it off (null). */
export function wearBadge(code: string | null) {
  return api('POST /api/achievements/badge', { body: { code } });
}

const ACHIEVEMENT_SLUG = 'achievement-';

/**
 * After a shop equip answer (which knows only shop items): the achievement badge stays in the badge
 * slot while no shop badge is worn, as the server draws it.
 */
export function withAchievementBadge(next: EquippedItems, before: EquippedItems | null): EquippedItems {
  const kept = before?.badge?.slug.startsWith(ACHIEVEMENT_SLUG) ? before.badge : null;
  return next.badge === null && kept ? { ...next, badge: kept } : next;
}

/** The shop's items alone (the collection lists and changes only those; the badge tab wears the other). */
export function withoutAchievementBadge(equipped: EquippedItems | null): EquippedItems | null {
  return equipped?.badge?.slug.startsWith(ACHIEVEMENT_SLUG) ? { ...equipped, badge: null } : equipped;
}
