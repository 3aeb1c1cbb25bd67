import { useEffect } from 'react';

/**
 * Calls `refresh` every `everyMs` while the page is visible, and at once when it comes back into view:
 * a hidden tab asks nothing. `refresh` must be stable.
 */
export function useVisiblePolling(refresh: () => void, everyMs: number) {
  useEffect(() => {
    let timer: number | undefined;
    const start = () => {
      if (timer === undefined) timer = window.setInterval(refresh, everyMs);
    };
    const stop = () => {
      window.clearInterval(timer);
      timer = undefined;
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') {
        refresh();
        start();
      } else {
        stop();
      }
    };
    if (document.visibilityState === 'visible') start();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stop();
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [refresh, everyMs]);
}
