import type { AchievementBadge } from '../../../../contract/achievements-texts';
import { ItemGlyph } from '../../../components/player/item-glyph';
import { cx } from '../../../lib/cx';

/** An achievement's badge in a round tile; greyed while locked. */
export function AchievementBadgeArt({
  badge,
  locked = false,
  className,
}: {
  badge: AchievementBadge;
  locked?: boolean;
  className?: string;
}) {
  return (
    <span
      aria-hidden="true"
      className={cx(
        'grid shrink-0 place-items-center rounded-full border bg-night-950/70',
        locked ? 'border-white/10 opacity-60 grayscale' : 'border-white/15 shadow-card',
        className,
      )}
      style={locked ? undefined : { boxShadow: `0 0 18px -6px ${badge.color}` }}
    >
      <ItemGlyph name={badge.glyph} color={locked ? '#64748b' : badge.color} className="size-3/5" />
    </span>
  );
}
