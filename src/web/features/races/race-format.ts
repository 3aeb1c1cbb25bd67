import { formatNumber } from '../../lib/format';
import { currentLocale, translate } from '../../lib/i18n';

/** A race score (FF of edge-weighted wager): "1,234.56 FF". */
export function formatScore(score: number): string {
  return translate('races', 'score', { amount: formatNumber(score, 2) });
}

/** A place as the language writes it: "1st", "1.º", "1.". */
export function formatPlace(rank: number): string {
  return translate('races', 'place', { rank });
}

// Race days are UTC days, which lib/format's local-time dates do not show; the language is the player's.
const dayFormats = new Map<string, Intl.DateTimeFormat>();
function dayFormat(): Intl.DateTimeFormat {
  const locale = currentLocale();
  let format = dayFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', timeZone: 'UTC' });
    dayFormats.set(locale, format);
  }
  return format;
}

/** A race's week as players read it: "Nov 23 – Nov 30" (UTC days; the end is the next Monday 00:00). */
export function formatRaceWeek(startsAt: string, endsAt: string): string {
  return translate('races', 'week', {
    from: dayFormat().format(new Date(startsAt)),
    to: dayFormat().format(new Date(endsAt)),
  });
}
