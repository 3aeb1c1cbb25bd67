import type { PresenceStatus } from '../../../../contract/social-texts';
import { cx } from '../../../lib/cx';

const COLORS: Record<PresenceStatus, string> = {
  online: 'bg-win-400',
  away: 'bg-gold-400',
  busy: 'bg-loss-500',
  offline: 'bg-ink-faint',
};

/** SPEC.md: online green, away yellow, busy red, offline grey. */
export function PresenceDot({ status, className }: { status: PresenceStatus; className?: string }) {
  return (
    <span
      aria-hidden="true"
      data-status={status}
      className={cx('block size-3 rounded-full ring-2 ring-night-900', COLORS[status], className)}
    />
  );
}
