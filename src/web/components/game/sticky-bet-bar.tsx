import type { ReactNode } from 'react';
import { cx } from '../../lib/cx';

/**
 * A game's bet field and main button: on a phone a bar that sticks to the bottom of the screen,
 * under the game; on wide screens its parts take their places in the panel around it.
 */
export function StickyBetBar({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <div
      className={cx(
        'flex items-start gap-2 lg:contents',
        'max-lg:sticky max-lg:bottom-0 max-lg:z-20 max-lg:-mx-4 max-lg:-mb-4 max-lg:rounded-b-card max-lg:border-line max-lg:border-t max-lg:bg-night-900/95 max-lg:px-4 max-lg:py-3 max-lg:backdrop-blur sm:max-lg:-mx-5 sm:max-lg:-mb-5 sm:max-lg:px-5',
        className,
      )}
    >
      {children}
    </div>
  );
}
