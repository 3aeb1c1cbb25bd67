import { useEffect, useRef } from 'react';

// Keys already mean something on these: typing, pressing a focused button, moving a slider.
const OWN_KEYS =
  'input, textarea, select, button, a[href], summary, [contenteditable="true"], [role="button"], ' +
  '[role="slider"], [role="switch"], [role="tab"], [role="radio"], [role="menuitem"]';

/** Whether Space or Enter pressed on `target` is free to mean "bet". */
export function isFreeForHotkey(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return true;
  if (target.closest(OWN_KEYS)) return false;
  // Not inside a dialog or popover.
  return target.closest('dialog, [role="dialog"]') === null;
}

/**
 * Space or Enter places the bet (Roll, Spin, Start, Deal) when the focus is on no control of its
 * own; on a focused button they press that button, as everywhere else.
 */
export function useBetHotkey(action: () => void, enabled = true): void {
  const actionRef = useRef(action);
  useEffect(() => {
    actionRef.current = action;
  }, [action]);

  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== ' ' && event.key !== 'Enter') return;
      if (event.repeat || event.altKey || event.ctrlKey || event.metaKey || event.defaultPrevented) return;
      if (!isFreeForHotkey(event.target)) return;
      if (document.querySelector('dialog[open]')) return;
      event.preventDefault();
      actionRef.current();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}
