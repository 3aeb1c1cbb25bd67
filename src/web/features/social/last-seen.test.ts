import { beforeAll, describe, expect, it } from 'vitest';
import { loadCatalogue } from '../../lib/i18n/catalogues';
import { lastSeenText, presenceLabel } from './last-seen';

const now = Date.parse('2025-03-10T12:00:00Z');
const ago = (hours: number) => new Date(now - hours * 3_600_000).toISOString();

describe('last-seen text', () => {
  beforeAll(() => loadCatalogue('en', 'social'));

  it.each([
    [0, 'Last seen just now'],
    [0.99, 'Last seen just now'],
    [1, 'Last seen 1 hour ago'],
    [23.5, 'Last seen 23 hours ago'],
    [24, 'Last seen yesterday'],
    [47.9, 'Last seen yesterday'],
    [48, 'Last seen 2 days ago'],
    [24 * 9 + 3, 'Last seen 9 days ago'],
  ])('%s hours ago reads %s', (hours, text) => {
    expect(lastSeenText(ago(hours), now)).toBe(text);
  });

  it('labels live states and never-seen players', () => {
    expect(lastSeenText(null, now)).toBe('Offline');
    expect(presenceLabel('busy', null, now)).toBe('Do not disturb');
    expect(presenceLabel('away', null, now)).toBe('Away');
    expect(presenceLabel('online', null, now)).toBe('Online');
    expect(presenceLabel('offline', ago(2), now)).toBe('Last seen 2 hours ago');
  });
});
