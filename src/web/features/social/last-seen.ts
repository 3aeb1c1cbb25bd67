import type { PresenceStatus } from '../../../contract/social-texts';

/** SPEC.md's last-seen text: 'just now' under an hour, hours up to 23, 'yesterday' under 48 hours, then days. */
export function lastSeenText(lastOnline: string | null, now: number): string {
  if (!lastOnline) return 'Offline';
  const hours = Math.floor(Math.max(0, now - Date.parse(lastOnline)) / 3_600_000);
  if (hours < 1) return 'Last seen just now';
  if (hours < 24) return `Last seen ${hours} ${hours === 1 ? 'hour' : 'hours'} ago`;
  if (hours < 48) return 'Last seen yesterday';
  return `Last seen ${Math.floor(hours / 24)} days ago`;
}

export const PRESENCE_LABELS: Record<PresenceStatus, string> = {
  online: 'Online',
  away: 'Away',
  busy: 'Do not disturb',
  offline: 'Offline',
};

export function presenceLabel(status: PresenceStatus, lastOnline: string | null, now: number): string {
  return status === 'offline' ? lastSeenText(lastOnline, now) : PRESENCE_LABELS[status];
}
