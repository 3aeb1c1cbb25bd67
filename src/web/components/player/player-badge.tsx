import { Suspense } from 'react';
import type { ShopItem } from '../../../contract/shop';
import { cx } from '../../lib/cx';
import { useT } from '../../lib/i18n';
import type texts from '../../locales/en/common.json';
import { itemColor, itemEffect, itemGlyph } from './cosmetics';
import './cosmetics.css';
import { ItemGlyph } from './item-glyph';
import { itemName, itemNamespace } from './item-name';

type BadgeProps = { badge: ShopItem; className?: string };

/**
 * The badge a player wears next to their name, named in the player's language by its slug. Until the
 * catalogue naming it has come, it shows with the server's name rather than holding up the list it is in.
 */
export function PlayerBadge(props: BadgeProps) {
  return (
    <Suspense fallback={<BadgeArt {...props} name={props.badge.name} />}>
      <NamedBadge {...props} />
    </Suspense>
  );
}

function NamedBadge(props: BadgeProps) {
  useT(itemNamespace(props.badge.slug));
  return <BadgeArt {...props} name={itemName(props.badge)} />;
}

function BadgeArt({ badge, className, name }: BadgeProps & { name: string }) {
  const t = useT<typeof texts>('common');
  const effect = itemEffect(badge);
  return (
    <span
      role="img"
      aria-label={t('player.badgeLabel', { name })}
      title={name}
      data-badge={badge.slug}
      className={cx('inline-grid size-[1.15em] shrink-0 place-items-center', effect.className, className)}
      style={effect.style}
    >
      <ItemGlyph name={itemGlyph(badge)} color={itemColor(badge) ?? '#fcc93b'} className="size-full" />
    </span>
  );
}
