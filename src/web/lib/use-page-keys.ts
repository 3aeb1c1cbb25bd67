import { useEffect } from 'react';
import { useLatest } from './use-latest';

/**
 * Asks `actionFor` about each fresh key press on the page while `enabled`: not an auto-repeat, not
 * an Alt, Ctrl or Meta chord, not one another handler took, and not while a dialog is open. When it
 * names an action, the press is taken (its default prevented) and the action runs.
 */
export function usePageKeys(
  actionFor: (event: KeyboardEvent) => (() => void) | undefined,
  enabled: boolean,
): void {
  // The latest callback, so that the listener is added once per `enabled` and not on every render.
  const actionForRef = useLatest(actionFor);

  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.repeat || event.altKey || event.ctrlKey || event.metaKey || event.defaultPrevented) return;
      if (document.querySelector('dialog[open]')) return;
      const action = actionForRef.current(event);
      if (!action) return;
      event.preventDefault();
      action();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [enabled, actionForRef]);
}
