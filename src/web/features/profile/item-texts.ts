import { translate } from '../../lib/i18n';

// The shop feature's twin (features/shop/item-texts.ts; a feature does not import another): the
// collection names its items from the same shop catalogue.

interface ItemWords {
  slug: string;
  name: string;
  description: string;
  setName: string | null;
}

/** A shop catalogue text by its key; the server's English when this build's catalogue lacks it. */
function shopText(key: string, english: string): string {
  const text = translate('shop', key);
  return text === key ? english : text;
}

/** The key of a set's name: 'Pirate Treasures' → 'setName.pirate-treasures'. */
const setKey = (name: string) => `setName.${name.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '-')}`;

/**
 * An item with its name, description and set in the player's language, by its slug (the shop
 * catalogue); the server's English for an item or set the catalogue does not know. Call it when
 * rendering, with the shop catalogue loaded.
 */
export function localItem<T extends ItemWords>(item: T): T {
  return {
    ...item,
    name: shopText(`item.${item.slug}.name`, item.name),
    description: shopText(`item.${item.slug}.description`, item.description),
    setName: item.setName === null ? null : shopText(setKey(item.setName), item.setName),
  };
}
