import type { ReactNode } from 'react';
import { cx } from '../../lib/cx';
import { usePopover } from '../../lib/use-popover';

interface PopoverProps {
  /** The toggle button's accessible name, when its content does not say it. */
  label?: string;
  /** The toggle's classes and content, which may follow whether the panel is open. */
  toggleClassName: (open: boolean) => string;
  toggle: (open: boolean) => ReactNode;
  /** Where the panel sits, its width and padding; the card look is shared. */
  panelClassName: string;
  panelTestId?: string;
  /** Names the panel, which makes it a region of its own. */
  panelLabel?: string;
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
  panelLabel,
  children,
}: PopoverProps) {
  const { open, close, containerRef, panelId, toggleProps } = usePopover();
  const Panel = panelLabel ? 'section' : 'div';
  return (
    <div ref={containerRef} className="relative">
      <button {...toggleProps} aria-label={label} className={toggleClassName(open)}>
        {toggle(open)}
      </button>
      {open && (
        <Panel
          id={panelId}
          data-testid={panelTestId}
          aria-label={panelLabel}
          className={cx(
            'absolute animate-pop-in rounded-card border border-line-strong bg-night-850 shadow-lift',
            panelClassName,
          )}
        >
          {children(close)}
        </Panel>
      )}
    </div>
  );
}
