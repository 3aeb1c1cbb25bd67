import type { ShopItem } from '../../../contract/shop';
import { cx } from '../../lib/cx';
import { useT } from '../../lib/i18n';
import type texts from '../../locales/en/common.json';
import { BackgroundArt } from './background-art';
import { itemBackground, itemColor, itemEffect, itemGlyph } from './cosmetics';
import './cosmetics.css';
import { ItemGlyph } from './item-glyph';
import { PlayerAvatar } from './player-avatar';
import { PlayerName } from './player-name';

/**
 * The picture of any shop item with its effect playing: avatars and borders as a worn avatar, name
 * colours as a painted name, backgrounds as a backdrop, badges and collectibles as their glyph.
 */
export function ItemArt({
  item,
  className,
  compact = false,
}: {
  item: ShopItem;
  className?: string;
  /** A small thumbnail (equipped slots) instead of a card picture. */
  compact?: boolean;
}) {
  const t = useT<typeof texts>('common');
  const avatarSize = compact ? 'md' : 'lg';
  const frame = cx(
    'relative grid place-items-center overflow-hidden rounded-control border border-line bg-night-950/60',
    className,
  );
  const stage = (
    <div
      aria-hidden="true"
      className="absolute inset-0 -z-10"
      style={{
        background: `radial-gradient(circle at 50% 40%, ${itemColor(item) ?? '#8b5cf6'}33, transparent 70%)`,
      }}
    />
  );
  switch (item.type) {
    case 'avatar':
      return (
        <div className={cx(frame, 'isolate')} data-item-art={item.type}>
          {stage}
          <PlayerAvatar username={item.name} cosmetics={{ avatar: item }} size={avatarSize} />
        </div>
      );
    case 'border':
      return (
        <div className={cx(frame, 'isolate')} data-item-art={item.type}>
          {stage}
          <PlayerAvatar username={t('player.art.player')} cosmetics={{ border: item }} size={avatarSize} />
        </div>
      );
    case 'nameColor':
      return (
        <div className={cx(frame, 'isolate')} data-item-art={item.type}>
          {stage}
          <PlayerName
            username={compact ? t('player.art.sample') : t('player.art.yourName')}
            cosmetics={{ nameColor: item }}
            className={cx('px-2 font-black font-display', compact ? 'text-xl' : 'text-2xl')}
          />
        </div>
      );
    case 'background':
      return (
        <BackgroundArt background={item} className={cx(frame, 'border-white/10')}>
          {!compact && (
            <span className="rounded-pill bg-night-950/50 px-3 py-1 font-semibold text-ink-soft text-xs backdrop-blur">
              {t('player.art.backdrop')}
            </span>
          )}
        </BackgroundArt>
      );
    default: {
      const effect = itemEffect(item);
      const tint = itemBackground(item);
      return (
        <div className={cx(frame, 'isolate')} data-item-art={item.type}>
          {stage}
          <span
            className={cx('grid place-items-center', compact ? 'size-12' : 'size-20', effect.className)}
            style={{ ...effect.style, ...(tint ? { background: tint, borderRadius: '9999px' } : {}) }}
          >
            <ItemGlyph
              name={itemGlyph(item)}
              color={itemColor(item) ?? '#fcc93b'}
              className={compact ? 'size-10' : 'size-16'}
            />
          </span>
        </div>
      );
    }
  }
}
