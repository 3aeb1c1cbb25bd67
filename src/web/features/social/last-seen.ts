import type { PresenceStatus } from '../../../contract/social-texts';
import { translate } from '../../lib/i18n';

/** SPEC.md's last-seen text: 'just now' under an hour, hours up to 23, 'yesterday' under 48 hours, then days. */
export function lastSeenText(lastOnline: string | null, now: number): string {
  if (!lastOnline) return translate('social', 'presence.offline');
  const hours = Math.floor(Math.max(0, now - Date.parse(lastOnline)) / 3_600_000);
  if (hours < 1) return translate('social', 'lastSeenJustNow');
  if (hours < 24) return translate('social', 'lastSeenHours', { hours });
  if (hours < 48) return translate('social', 'lastSeenYesterday');
  return translate('social', 'lastSeenDays', { days: Math.floor(hours / 24) });
}

/** A friend's state as the Friends tab writes it: the live state, or when they were last seen. */
export function presenceLabel(status: PresenceStatus, lastOnline: string | null, now: number): string {
  return status === 'offline' ? lastSeenText(lastOnline, now) : translate('social', `presence.${status}`);
}
