import type { ReactNode } from 'react';
import { cx } from '../../lib/cx';

const WIDTHS = { sm: 'max-w-md', md: 'max-w-3xl', lg: 'max-w-6xl', xl: 'max-w-7xl' } as const;

interface ContainerProps {
  size?: keyof typeof WIDTHS;
  className?: string;
  children: ReactNode;
}

/** Centres page content with the app's side padding. */
export function Container({ size = 'xl', className, children }: ContainerProps) {
  return <div className={cx('mx-auto w-full px-4 sm:px-6 lg:px-8', WIDTHS[size], className)}>{children}</div>;
}
