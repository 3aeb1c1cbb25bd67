import { type MessageValues, translate } from '../../lib/i18n';

// An item's name in the player's language, by its slug: the shop, the collection and every badge
// beside a player's name find it here. An achievement's badge (`achievement-<code>`) is named by the
// achievement's title in the achievements catalogue, a shop item by the shop catalogue.

const ACHIEVEMENT_SLUG = 'achievement-';

/** A catalogue text by its key; the server's English when this build's catalogue lacks it (or is not loaded). */
export function catalogueText(
  namespace: string,
  key: string,
  english: string,
  values?: MessageValues,
): string {
  const text = translate(namespace, key, values);
  return text === key ? english : text;
}

/** The catalogue that names an item: `achievements` for an achievement's badge, else `shop`. */
export const itemNamespace = (slug: string) => (slug.startsWith(ACHIEVEMENT_SLUG) ? 'achievements' : 'shop');

/** The item's name in the player's language; its English `name` for an item the catalogue does not know. */
export function itemName(item: { slug: string; name: string }): string {
  const key = item.slug.startsWith(ACHIEVEMENT_SLUG)
    ? `achievement.${item.slug.slice(ACHIEVEMENT_SLUG.length)}.title`
    : `item.${item.slug}.name`;
  return catalogueText(itemNamespace(item.slug), key, item.name);
}
