import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { localItem } from '../../components/player/item-texts';
import { chooseLocale, preloadNamespaces } from '../../lib/i18n';
import { FALLBACK_ITEMS } from './fallback-items';

beforeAll(() => preloadNamespaces(['shop', 'common']));
afterEach(() => chooseLocale('en'));

const clover = {
  slug: 'avatar-lucky-clover',
  name: 'Lucky Clover',
  description: 'A four-leaf clover for the superstitious.',
  setName: null,
  price: 1000,
};
const captain = {
  slug: 'avatar-pirate-captain',
  name: 'Pirate Captain',
  description: 'The captain of the Pirate Treasures crew, tricorn and all.',
  setName: 'Pirate Treasures',
};

describe('a shop item in the player language', () => {
  it("keeps the server's English in English, and every other field as it was", () => {
    expect(localItem(clover)).toEqual(clover);
    expect(localItem(captain)).toEqual(captain);
    for (const item of FALLBACK_ITEMS) expect(localItem(item)).toEqual(item);
  });

  it('names the item, what it is and its set in German by its slug', async () => {
    await chooseLocale('de');
    expect(localItem(clover)).toEqual({
      ...clover,
      name: 'Glücksklee',
      description: 'Ein vierblättriges Kleeblatt für alle, die an ihr Glück glauben.',
    });
    expect(localItem(captain)).toMatchObject({ name: 'Piratenkapitän', setName: 'Piratenschatz' });
    expect(localItem(FALLBACK_ITEMS[0] as (typeof FALLBACK_ITEMS)[number]).name).toBe('Glücksstern');
  });

  it("shows the server's words for an item or a set the catalogue does not know (an item added later)", async () => {
    await chooseLocale('de');
    const added = {
      slug: 'avatar-new-moon',
      name: 'New Moon',
      description: 'Added by an admin.',
      setName: 'Night Sky',
    };
    expect(localItem(added)).toEqual(added);
  });
});
