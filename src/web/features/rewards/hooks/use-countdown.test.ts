import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { chooseLocale, preloadNamespaces } from '../../../lib/i18n';
import { formatCountdown, formatCountdownShort } from './use-countdown';

beforeAll(() => preloadNamespaces(['rewards']));
afterEach(() => chooseLocale('en'));

describe('the chest countdown', () => {
  it.each([
    [18 * 3600_000 + 21 * 60_000 + 5_000, '18h 21m', '18h'],
    [3600_000, '1h 00m', '1h'],
    [59 * 60_000 + 1_000, '59m 01s', '59m'],
    [9_000, '9s', '9s'],
    [1, '1s', '1s'],
    [0, '0s', '0s'],
    [-5_000, '0s', '0s'],
  ])('shows %i ms as %s (phones: %s)', (ms, full, short) => {
    expect(formatCountdown(ms)).toBe(full);
    expect(formatCountdownShort(ms)).toBe(short);
  });

  it("speaks the player's language", async () => {
    await chooseLocale('de');
    expect(formatCountdown(5 * 3600_000 + 4 * 60_000)).toBe('5 Std. 04 Min.');
    expect(formatCountdown(12 * 60_000 + 9_000)).toBe('12 Min. 09 Sek.');
    expect(formatCountdownShort(12 * 60_000 + 9_000)).toBe('12 Min.');
    await chooseLocale('es');
    expect(formatCountdown(9_000)).toBe('9 s');
  });
});
