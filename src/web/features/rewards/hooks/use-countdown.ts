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

/**
 * The time left until `target` (ISO 8601) in whole seconds, each unit of it as the chest shows it,
 * and `onDone` once it is reached.
 */
export function useCountdown(target: string | null, onDone: () => void) {
  const [seconds, setSeconds] = useState<number | null>(null);
  useEffect(() => {
    if (!target) {
      setSeconds(null);
      return;
    }
    const end = Date.parse(target);
    const tick = () => {
      const left = end - Date.now();
      setSeconds(Math.max(0, Math.ceil(left / 1000)));
      if (left <= 0) {
        window.clearInterval(timer);
        onDone();
      }
    };
    const timer = window.setInterval(tick, 1000);
    tick();
    return () => window.clearInterval(timer);
  }, [target, onDone]);
  if (seconds === null) return null;
  return { full: formatCountdown(seconds * 1000), short: formatCountdownShort(seconds * 1000) };
}
