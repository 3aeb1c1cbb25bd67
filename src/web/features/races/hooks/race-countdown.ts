import { translate } from '../../../lib/i18n';

/** "3d 04h 12m", "4h 12m 09s", "12m 09s", "9s": the time left in a race. */
export function formatRaceCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const days = Math.floor(total / 86_400);
  const hours = Math.floor((total % 86_400) / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const pad = (value: number) => String(value).padStart(2, '0');
  if (days > 0)
    return translate('races', 'countdown.days', { days, hours: pad(hours), minutes: pad(minutes) });
  if (hours > 0) {
    return translate('races', 'countdown.hours', { hours, minutes: pad(minutes), seconds: pad(seconds) });
  }
  if (minutes > 0) return translate('races', 'countdown.minutes', { minutes, seconds: pad(seconds) });
  return translate('races', 'countdown.seconds', { seconds });
}
