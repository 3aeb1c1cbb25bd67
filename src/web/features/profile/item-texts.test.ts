import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { localItem } from '../../components/player/item-texts';
import { chooseLocale, preloadNamespaces } from '../../lib/i18n';

beforeAll(() => preloadNamespaces(['shop', 'common']));
afterEach(() => chooseLocale('en'));

const owned = {
  slug: 'badge-jolly-roger',
  name: 'Jolly Roger',
  description: 'The skull and crossbones of the Pirate Treasures crew.',
  setName: 'Pirate Treasures',
  equipped: true,
};

describe('a collection item in the player language', () => {
  it("names it from the shop catalogue by its slug, the server's English where the catalogue has none", async () => {
    expect(localItem(owned)).toEqual(owned);
    await chooseLocale('es');
    expect(localItem(owned)).toEqual({
      ...owned,
      description: 'La calavera y las tibias de la tripulación Tesoros Piratas.',
      setName: 'Tesoros Piratas',
    });
    const added = { ...owned, slug: 'badge-added-later', name: 'Later', description: 'New.', setName: null };
    expect(localItem(added)).toEqual(added);
  });
});
