import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { chooseLocale, preloadNamespaces } from '../../lib/i18n';
import { itemName, itemNamespace } from './item-name';

beforeAll(() => preloadNamespaces(['shop', 'achievements', 'common']));
afterEach(() => chooseLocale('en'));

const jollyRoger = { slug: 'badge-jolly-roger', name: 'Jolly Roger' };
const clover = { slug: 'avatar-lucky-clover', name: 'Lucky Clover' };
const liftOff = { slug: 'achievement-first-crash', name: 'Lift-off' };

describe("an item's name by its slug", () => {
  it('is the English name in English, from the shop or the achievements catalogue', () => {
    expect(itemNamespace(jollyRoger.slug)).toBe('shop');
    expect(itemNamespace(liftOff.slug)).toBe('achievements');
    expect(itemName(jollyRoger)).toBe('Jolly Roger');
    expect(itemName(liftOff)).toBe('Lift-off');
  });

  it("names a shop item and an achievement's badge in German", async () => {
    await chooseLocale('de');
    expect(itemName(clover)).toBe('Glücksklee');
    expect(itemName(liftOff)).toBe('Abheben');
  });

  it("keeps the server's name for an item or achievement the catalogues do not know", async () => {
    await chooseLocale('de');
    expect(itemName({ slug: 'badge-added-later', name: 'Later' })).toBe('Later');
    expect(itemName({ slug: 'achievement-added-later', name: 'Newcomer' })).toBe('Newcomer');
  });
});
