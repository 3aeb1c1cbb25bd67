import { useEffect, useState } from 'react';
import { translate } from '../../../lib/i18n';

/** The time left in whole hours, minutes and seconds, never below zero. */
function parts(ms: number) {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const pad = (value: number) => String(value).padStart(2, '0');
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  return { hours, minutes, seconds: total % 60, pad };
}

/** "5h 04m", "12m 09s", "9s" (in German "5 Std. 04 Min."): the time left, as the chest shows it. */
export function formatCountdown(ms: number): string {
  const { hours, minutes, seconds, pad } = parts(ms);
  if (hours > 0) return translate('rewards', 'countdown.hours', { hours, minutes: pad(minutes) });
  if (minutes > 0) return translate('rewards', 'countdown.minutes', { minutes, seconds: pad(seconds) });
  return translate('rewards', 'countdown.seconds', { seconds });
}

/** "18h", "21m", "9s": the largest unit left, for the phones' small badge. */
export function formatCountdownShort(ms: number): string {
  const { hours, minutes, seconds } = parts(ms);
  if (hours > 0) return translate('rewards', 'countdown.hoursShort', { hours });
  if (minutes > 0) return translate('rewards', 'countdown.minutesShort', { minutes });
  return translate('rewards', 'countdown.seconds', { seconds });
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
