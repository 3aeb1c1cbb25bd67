import { type RefObject, useEffect, useRef } from 'react';

/**
 * When the game changes state and the focused button has gone (Start Game, Cash Out), the focus
 * would fall back to the page: it goes to `selector` inside the container instead.
 */
export function useFocusRescue(container: RefObject<HTMLElement | null>, watch: string, selector: string) {
  const seen = useRef(watch);
  useEffect(() => {
    if (seen.current === watch) return;
    seen.current = watch;
    const active = document.activeElement;
    if (active && active !== document.body) return;
    container.current?.querySelector<HTMLElement>(selector)?.focus();
  }, [container, watch, selector]);
}
