import { lazy, Suspense, useEffect, useRef, useState } from 'react';

const LiveBetsPanel = lazy(async () => ({ default: (await import('./live-bets-panel')).LiveBetsPanel }));

/**
 * The live table for a page where it sits below the fold (the home page): its code, the socket
 * client and the feed's socket come only once the place it takes nears the screen, so the page's
 * first load carries none of them (e2e/compression.spec.ts).
 */
export function LiveBetsWhenVisible({ token }: { token: string | null }) {
  const slot = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = slot.current;
    if (!element || near) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '200px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return (
    <div ref={slot} data-testid="live-bets-slot" className={near ? undefined : 'min-h-96'}>
      {near && (
        <Suspense fallback={null}>
          <LiveBetsPanel token={token} />
        </Suspense>
      )}
    </div>
  );
}
