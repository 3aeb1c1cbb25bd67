import { useEffect, useState } from 'react';

/** "5h 04m", "12m 09s", "9s": the time left, as the chest shows it. */
export function formatCountdown(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  const pad = (value: number) => String(value).padStart(2, '0');
  if (hours > 0) return `${hours}h ${pad(minutes)}m`;
  if (minutes > 0) return `${minutes}m ${pad(rest)}s`;
  return `${rest}s`;
}

/** "18h", "21m", "9s": the largest unit left, for the phones' small badge. */
export function formatCountdownShort(ms: number): string {
  return formatCountdown(ms).split(' ')[0] as string;
}

/** How often `onDone` is asked again while the target has passed and nothing has changed. */
const DONE_RETRY_TICKS = 5;

/**
 * The time left until `target` (ISO 8601), as the chest shows it, and `onDone` once it is reached:
 * again every few seconds while the target stays the same (a clock a little ahead of the server's
 * reaches midnight first, and the server still says tomorrow).
 */
export function useCountdown(target: string | null, onDone: () => void) {
  const [seconds, setSeconds] = useState<number | null>(null);
  useEffect(() => {
    if (!target) {
      setSeconds(null);
      return;
    }
    const end = Date.parse(target);
    let ticksPast = 0;
    const tick = () => {
      const left = end - Date.now();
      setSeconds(Math.max(0, Math.ceil(left / 1000)));
      if (left > 0) return;
      if (ticksPast % DONE_RETRY_TICKS === 0) onDone();
      ticksPast += 1;
    };
    const timer = window.setInterval(tick, 1000);
    tick();
    return () => window.clearInterval(timer);
  }, [target, onDone]);
  if (seconds === null) return null;
  return { full: formatCountdown(seconds * 1000), short: formatCountdownShort(seconds * 1000) };
}
