import type { ReactNode } from 'react';
import type { ShopItem } from '../../../contract/shop';
import { cx } from '../../lib/cx';
import { itemEffect, itemPaint, itemPattern } from './cosmetics';
import './cosmetics.css';

/** A background item as a backdrop (profile banner, sidebar card, shop preview), children on top. */
export function BackgroundArt({
  background,
  className,
  children,
}: {
  background: ShopItem | null | undefined;
  className?: string;
  children?: ReactNode;
}) {
  const effect = itemEffect(background);
  const pattern = itemPattern(background);
  return (
    <div className={cx('relative isolate overflow-hidden', className)} data-background={background?.slug}>
      {background && (
        <div
          aria-hidden="true"
          className={cx('absolute inset-0 -z-10', effect.className)}
          style={{ background: itemPaint(background), ...effect.style }}
        >
          {pattern && <div className={cx('absolute inset-0', `cos-pattern-${pattern}`)} />}
        </div>
      )}
      {children}
    </div>
  );
}
