import { useEffect, useState } from 'react';
import { formatRaceCountdown } from './race-countdown';

/** The time left until `endsAt` (ISO 8601), ticking every second; `onEnded` once it has passed (and every 5 s after). */
export function useRaceCountdown(endsAt: string | undefined, onEnded: () => void): string | null {
  const [left, setLeft] = useState<number | null>(null);
  useEffect(() => {
    if (!endsAt) return;
    const end = Date.parse(endsAt);
    let ticksPast = 0;
    const tick = () => {
      const ms = end - Date.now();
      setLeft(ms);
      if (ms > 0) return;
      // The next race starts: ask again, and again now and then while the server still names this one.
      if (ticksPast % 5 === 0) onEnded();
      ticksPast += 1;
    };
    tick();
    const timer = window.setInterval(tick, 1000);
    return () => window.clearInterval(timer);
  }, [endsAt, onEnded]);
  return left === null ? null : formatRaceCountdown(left);
}
