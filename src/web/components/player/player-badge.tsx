import type { ShopItem } from '../../../contract/shop';
import { cx } from '../../lib/cx';
import { useT } from '../../lib/i18n';
import type texts from '../../locales/en/common.json';
import { itemColor, itemEffect, itemGlyph } from './cosmetics';
import './cosmetics.css';
import { ItemGlyph } from './item-glyph';

/** The badge a player wears next to their name. */
export function PlayerBadge({ badge, className }: { badge: ShopItem; className?: string }) {
  const t = useT<typeof texts>('common');
  const effect = itemEffect(badge);
  return (
    <span
      role="img"
      aria-label={t('player.badgeLabel', { name: badge.name })}
      title={badge.name}
      data-badge={badge.slug}
      className={cx('inline-grid size-[1.15em] shrink-0 place-items-center', effect.className, className)}
      style={effect.style}
    >
      <ItemGlyph name={itemGlyph(badge)} color={itemColor(badge) ?? '#fcc93b'} className="size-full" />
    </span>
  );
}
