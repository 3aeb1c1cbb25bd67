import type { CSSProperties } from 'react';
import { cx } from '../../lib/cx';
import { type Cosmetics, itemEffect, itemPaint } from './cosmetics';
import './cosmetics.css';
import { PlayerBadge } from './player-badge';

/**
 * A player's name in their equipped name colour (a flat colour or a gradient, with its effect),
 * followed by their equipped badge unless `showBadge` is false.
 */
export function PlayerName({
  username,
  cosmetics,
  className,
  showBadge = true,
}: {
  username: string;
  cosmetics?: Cosmetics;
  className?: string;
  showBadge?: boolean;
}) {
  const nameColor = cosmetics?.nameColor ?? null;
  const badge = showBadge ? (cosmetics?.badge ?? null) : null;
  const paint = itemPaint(nameColor);
  const effect = itemEffect(nameColor);
  const style: CSSProperties | undefined = paint
    ? {
        ...effect.style,
        ...(paint.startsWith('linear-gradient')
          ? {
              backgroundImage: paint.replace('135deg', '90deg'),
              backgroundClip: 'text',
              WebkitBackgroundClip: 'text',
              color: 'transparent',
            }
          : { color: paint }),
      }
    : undefined;
  const name = (
    <span
      className={cx('truncate', nameColor && cx('cos-text', effect.className), className)}
      style={style}
      data-name-color={nameColor?.slug}
    >
      {username}
    </span>
  );
  if (!badge) return name;
  return (
    <span className="inline-flex min-w-0 max-w-full items-center gap-1">
      {name}
      <PlayerBadge badge={badge} />
    </span>
  );
}
