import type { CSSProperties } from 'react';
import { cx } from '../../lib/cx';
import { AVATAR_SIZES, Avatar } from '../ui/avatar';
import {
  type Cosmetics,
  itemBackground,
  itemColor,
  itemEffect,
  itemGlyph,
  itemPaint,
  itemWidth,
} from './cosmetics';
import './cosmetics.css';
import { ItemGlyph } from './item-glyph';

const SIZES = AVATAR_SIZES;

const RING_SCALE = { sm: 0.7, md: 0.85, lg: 1.2, xl: 1.35 } as const;

/** An avatar item's face: its glyph on its own backdrop, playing its effect. */
function AvatarFace({
  avatar,
  size,
}: {
  avatar: NonNullable<Cosmetics>['avatar'];
  size: keyof typeof SIZES;
}) {
  const effect = itemEffect(avatar);
  const backdrop = itemBackground(avatar) ?? '#181543';
  return (
    <span
      data-avatar={avatar?.slug}
      className={cx('grid shrink-0 select-none place-items-center overflow-hidden rounded-full', SIZES[size])}
      style={{
        background: `radial-gradient(circle at 35% 30%, ${backdrop}, #07061a 120%)`,
        boxShadow: 'inset 0 0 0 1px rgb(255 255 255 / 0.12)',
      }}
    >
      <span className={cx('grid size-[70%] place-items-center', effect.className)} style={effect.style}>
        <ItemGlyph name={itemGlyph(avatar)} color={itemColor(avatar) ?? '#fcc93b'} className="size-full" />
      </span>
    </span>
  );
}

/**
 * A player's avatar: the equipped avatar item (else the initial disc) inside the equipped border.
 * Its effects play again while it is pointed at (cos-preview, cosmetics.css).
 */
export function PlayerAvatar({
  username,
  cosmetics,
  size = 'md',
  className,
}: {
  username: string;
  cosmetics?: Cosmetics;
  size?: keyof typeof SIZES;
  className?: string;
}) {
  const avatar = cosmetics?.avatar ?? null;
  const border = cosmetics?.border ?? null;
  const face = avatar ? <AvatarFace avatar={avatar} size={size} /> : <Avatar name={username} size={size} />;
  const borderPaint = itemPaint(border);
  if (!border || !borderPaint) {
    return (
      <span className={cx('cos-preview inline-flex shrink-0 rounded-full', className)} aria-hidden="true">
        {face}
      </span>
    );
  }
  const effect = itemEffect(border);
  const colors = (border.effectProps.colors as string[] | undefined) ?? [];
  const ring: CSSProperties = {
    background: borderPaint,
    ...effect.style,
    ['--cos-ring-colors' as string]: colors.length > 1 ? [...colors, colors[0]].join(', ') : borderPaint,
  };
  return (
    <span
      className={cx('cos-preview relative inline-flex shrink-0 rounded-full', className)}
      style={{ padding: Math.round(itemWidth(border) * RING_SCALE[size]) }}
      data-border={border.slug}
      aria-hidden="true"
    >
      <span aria-hidden="true" className={cx('cos-ring', effect.className)} style={ring} />
      <span className="relative inline-flex rounded-full [&>span]:ring-0 [&>span]:ring-offset-0">{face}</span>
    </span>
  );
}
