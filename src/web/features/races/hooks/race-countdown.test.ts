import { beforeAll, describe, expect, it } from 'vitest';
import { loadCatalogue } from '../../../lib/i18n/catalogues';
import { formatRaceCountdown } from './race-countdown';

describe('the race countdown', () => {
  beforeAll(() => loadCatalogue('en', 'races'));

  it.each([
    [3 * 86_400_000 + 4 * 3_600_000 + 12 * 60_000 + 5_000, '3d 04h 12m'],
    [4 * 3_600_000 + 12 * 60_000 + 9_000, '4h 12m 09s'],
    [12 * 60_000 + 9_000, '12m 09s'],
    [9_000, '9s'],
    [400, '1s'],
    [-5_000, '0s'],
  ])('shows %i ms left as %s', (ms, text) => {
    expect(formatRaceCountdown(ms)).toBe(text);
  });
});
