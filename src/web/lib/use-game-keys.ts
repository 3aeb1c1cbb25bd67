import { usePageKeys } from './use-page-keys';

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
  usePageKeys((event) => (isTyping(event.target) ? undefined : keys[event.key.toLowerCase()]), enabled);
}
