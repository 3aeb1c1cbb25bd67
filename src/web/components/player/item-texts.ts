import { catalogueText, itemName } from './item-name';

interface ItemWords {
  slug: string;
  name: string;
  description: string;
  setName: string | null;
}

/** The key of a set's name: 'Pirate Treasures' → 'setName.pirate-treasures'. */
const setKey = (name: string) => `setName.${name.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '-')}`;

/**
 * An item with its name, description and set in the player's language, by its slug (the shop
 * catalogue); the server's English for an item or set the catalogue does not know. Call it when
 * rendering, with the shop catalogue loaded. The shop and the profile's collection both use it.
 */
export function localItem<T extends ItemWords>(item: T): T {
  return {
    ...item,
    name: itemName(item),
    description: catalogueText('shop', `item.${item.slug}.description`, item.description),
    setName: item.setName === null ? null : catalogueText('shop', setKey(item.setName), item.setName),
  };
}
