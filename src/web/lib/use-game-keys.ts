import { useEffect, useRef } from 'react';

/** Letters typed into a field are text, not moves. */
function isTyping(target: EventTarget | null): boolean {
  return (
    target instanceof Element && target.closest('input, textarea, select, [contenteditable="true"]') !== null
  );
}

/**
 * Letter keys for a game's moves (blackjack's H, S and D). They act wherever the focus is, a button
 * included, except in a text field or an open dialog.
 */
export function useGameKeys(keys: Readonly<Record<string, () => void>>, enabled: boolean): void {
  const keysRef = useRef(keys);
  useEffect(() => {
    keysRef.current = keys;
  }, [keys]);

  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.repeat || event.altKey || event.ctrlKey || event.metaKey || event.defaultPrevented) return;
      const action = keysRef.current[event.key.toLowerCase()];
      if (!action || isTyping(event.target) || document.querySelector('dialog[open]')) return;
      event.preventDefault();
      action();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}
