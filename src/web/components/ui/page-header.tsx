import type { ReactNode } from 'react';
import { cx } from '../../lib/cx';

interface PageHeaderProps {
  title: string;
  description: string;
  icon: ReactNode;
  /** The icon tile's shape and colours. */
  iconClassName: string;
  descriptionClassName?: string;
}

/** A page's title beside its icon tile, with one line on what the page is for. */
export function PageHeader({
  title,
  description,
  icon,
  iconClassName,
  descriptionClassName,
}: PageHeaderProps) {
  return (
    <div className="flex items-center gap-4">
      <span className={cx('grid size-14 place-items-center', iconClassName)}>{icon}</span>
      <div>
        <h1 className="font-black font-display text-3xl text-ink sm:text-4xl">{title}</h1>
        <p className={cx('text-ink-muted', descriptionClassName)}>{description}</p>
      </div>
    </div>
  );
}
