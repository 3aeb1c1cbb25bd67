import { useCallback, useId, useRef, useState } from 'react';
import { useDismiss } from './use-dismiss';

/**
 * The state of a button that opens a panel beside it: put `containerRef` on the element holding
 * both and spread `toggleProps` on the button. The panel closes on an outside press and on Escape.
 */
export function usePopover(panelId?: string) {
  const [open, setOpen] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const generatedId = useId();
  const id = panelId ?? generatedId;
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, containerRef, buttonRef);

  const toggleProps = {
    ref: buttonRef,
    type: 'button',
    onClick: () => setOpen((value) => !value),
    'aria-expanded': open,
    'aria-controls': id,
  } as const;
  return { open, close, containerRef, panelId: id, toggleProps };
}
