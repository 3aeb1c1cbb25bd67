import type { ShopItem } from '../../../contract/shop';
import { cx } from '../../lib/cx';
import { itemColor, itemEffect, itemGlyph } from './cosmetics';
import './cosmetics.css';
import { ItemGlyph } from './item-glyph';

/** The badge a player wears next to their name. */
export function PlayerBadge({ badge, className }: { badge: ShopItem; className?: string }) {
  const effect = itemEffect(badge);
  return (
    <span
      role="img"
      aria-label={`${badge.name} badge`}
      title={badge.name}
      data-badge={badge.slug}
      className={cx('inline-grid size-[1.15em] shrink-0 place-items-center', effect.className, className)}
      style={effect.style}
    >
      <ItemGlyph name={itemGlyph(badge)} color={itemColor(badge) ?? '#fcc93b'} className="size-full" />
    </span>
  );
}
