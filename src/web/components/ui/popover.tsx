import type { ReactNode } from 'react';
import { cx } from '../../lib/cx';
import { usePopover } from '../../lib/use-popover';

interface PopoverProps {
  /** The toggle button's accessible name. */
  label: string;
  /** The toggle's classes and content, which may follow whether the panel is open. */
  toggleClassName: (open: boolean) => string;
  toggle: (open: boolean) => ReactNode;
  /** Where the panel sits, its width and padding; the card look is shared. */
  panelClassName: string;
  panelTestId?: string;
  /** The panel's content; `close` shuts it after a choice. */
  children: (close: () => void) => ReactNode;
}

/** A button opening a small card below it; the card closes on an outside press and on Escape. */
export function Popover({
  label,
  toggleClassName,
  toggle,
  panelClassName,
  panelTestId,
  children,
}: PopoverProps) {
  const { open, close, containerRef, panelId, toggleProps } = usePopover();
  return (
    <div ref={containerRef} className="relative">
      <button {...toggleProps} aria-label={label} className={toggleClassName(open)}>
        {toggle(open)}
      </button>
      {open && (
        <div
          id={panelId}
          data-testid={panelTestId}
          className={cx(
            'absolute animate-pop-in rounded-card border border-line-strong bg-night-850 shadow-lift',
            panelClassName,
          )}
        >
          {children(close)}
        </div>
      )}
    </div>
  );
}
