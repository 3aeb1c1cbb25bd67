import { currentLocale, type Locale, translate } from './i18n';

// Numbers, amounts and dates as the player's language writes them (1,234 FF in English, 1.234 FF in
// German), through Intl. Formatters are made once per language and option set.

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat>();

function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat>(
  name: string,
  make: (locale: Locale) => T,
): T {
  const locale = currentLocale();
  const key = `${locale}:${name}`;
  let formatter = cache.get(key) as T | undefined;
  if (!formatter) {
    formatter = make(locale);
    cache.set(key, formatter);
  }
  return formatter;
}

const wholeNumber = () => cached('whole', (l) => new Intl.NumberFormat(l, { maximumFractionDigits: 0 }));

/** A whole number: "1,250" in English, "1.250" in German. */
export function formatNumber(value: number, fractionDigits = 0): string {
  if (fractionDigits === 0) return wholeNumber().format(value);
  return cached(
    `fixed${fractionDigits}`,
    (l) =>
      new Intl.NumberFormat(l, {
        minimumFractionDigits: fractionDigits,
        maximumFractionDigits: fractionDigits,
      }),
  ).format(value);
}

/** Fun Funds as the product shows them: "1,250 FF". */
export function formatFunds(amount: number): string {
  return `${wholeNumber().format(amount)} FF`;
}

/** A signed amount for ledgers and results: "+50 FF", "-10 FF". */
export function formatSignedFunds(amount: number): string {
  return `${amount > 0 ? '+' : amount < 0 ? '-' : ''}${formatFunds(Math.abs(amount))}`;
}

/** A multiplier with two decimals: "2.00×" in English, "2,00×" in German. */
export function formatMultiplier(multiplier: number, fractionDigits = 2): string {
  return `${formatNumber(multiplier, fractionDigits)}×`;
}

/** A percentage from a number of percent: 49.5 → "49.5%" ("49,5 %" in German). */
export function formatPercent(percent: number, maximumFractionDigits = 2): string {
  return cached(
    `percent${maximumFractionDigits}`,
    (l) => new Intl.NumberFormat(l, { style: 'percent', maximumFractionDigits }),
  ).format(percent / 100);
}

function validDate(value: string | number | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "March 4, 2025", or 'N/A' when the date is missing or unreadable. */
export function formatDate(value: string | null | undefined): string {
  const date = validDate(value);
  if (!date) return translate('common', 'notAvailable');
  return cached(
    'date',
    (l) => new Intl.DateTimeFormat(l, { year: 'numeric', month: 'long', day: 'numeric' }),
  ).format(date);
}

export function formatDateTime(value: string): string {
  const date = validDate(value);
  if (!date) return value;
  return cached(
    'dateTime',
    (l) => new Intl.DateTimeFormat(l, { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' }),
  ).format(date);
}

/**
 * A UTC day, "6 Jan 2031" / "Jan 6, 2031" as the language writes it (a weekly race is named by its
 * first day, Monday UTC), or null when the date is unreadable.
 */
export function formatUtcDay(value: string | number | Date): string | null {
  const date = validDate(value);
  if (!date) return null;
  return cached(
    'utcDay',
    (l) => new Intl.DateTimeFormat(l, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }),
  ).format(date);
}

/** A time of day: "14:05" / "2:05 PM" as the language writes it. */
export function formatTime(value: string | number | Date): string {
  const date = validDate(value);
  if (!date) return '';
  return cached('time', (l) => new Intl.DateTimeFormat(l, { hour: 'numeric', minute: '2-digit' })).format(
    date,
  );
}

const RELATIVE_STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
  ['week', 4.35],
  ['month', 12],
  ['year', Number.POSITIVE_INFINITY],
];

/** "3 minutes ago", "in 2 hours", "hace 3 minutos": a time relative to now. */
export function formatRelativeTime(value: string | number | Date, now: number = Date.now()): string {
  const date = validDate(value);
  if (!date) return '';
  let amount = (date.getTime() - now) / 1000;
  const format = cached('relative', (l) => new Intl.RelativeTimeFormat(l, { numeric: 'auto' }));
  for (const [unit, size] of RELATIVE_STEPS) {
    if (Math.abs(amount) < size) return format.format(Math.round(amount), unit);
    amount /= size;
  }
  return format.format(Math.round(amount), 'year');
}
