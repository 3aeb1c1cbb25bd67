import type { EquippedItems, ShopItem } from '../../../contract/shop';

/** What a player wears, as the server sends it; any slot may be empty, and older payloads may omit it. */
export type Cosmetics = Partial<EquippedItems> | null | undefined;

function prop<T>(
  item: ShopItem | null | undefined,
  key: string,
  guard: (value: unknown) => value is T,
): T | undefined {
  const value = item?.effectProps[key];
  return guard(value) ? value : undefined;
}

const isString = (value: unknown): value is string => typeof value === 'string';
const isStringList = (value: unknown): value is string[] => Array.isArray(value) && value.every(isString);

/** The CSS colour or gradient an item is drawn with: `colors`/`gradient` lists, else `color`. */
export function itemPaint(item: ShopItem | null | undefined): string | undefined {
  const list = prop(item, 'gradient', isStringList) ?? prop(item, 'colors', isStringList);
  if (list && list.length > 1) return `linear-gradient(135deg, ${list.join(', ')})`;
  return list?.[0] ?? prop(item, 'color', isString);
}

export function itemColor(item: ShopItem | null | undefined): string | undefined {
  return (
    prop(item, 'color', isString) ??
    prop(item, 'gradient', isStringList)?.[0] ??
    prop(item, 'colors', isStringList)?.[0]
  );
}

export function itemBackground(item: ShopItem | null | undefined): string | undefined {
  return prop(item, 'background', isString);
}

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** The glyph an item is drawn with (avatars, badges and collectibles). */
export function itemGlyph(item: ShopItem | null | undefined): string | undefined {
  return prop(item, 'glyph', isString);
}

/** Background pattern name (waves, grid, coins) of a background item. */
export function itemPattern(item: ShopItem | null | undefined): string | undefined {
  return prop(item, 'pattern', isString);
}

/** Ring width in pixels of a border item. */
export function itemWidth(item: ShopItem | null | undefined): number {
  const width = prop(item, 'width', isNumber);
  return width === undefined ? 3 : Math.min(6, Math.max(2, width));
}

/**
 * The class names and CSS variables that play an item's effect (cosmetics.css): pulse, glow, an
 * animation named in effectProps.animation, or a custom effect named in effectProps.css.
 */
export function itemEffect(item: ShopItem | null | undefined): {
  className: string;
  style: Record<string, string>;
} {
  if (!item) return { className: '', style: {} };
  const classes = [`cos-fx-${item.effect}`];
  const animation = prop(item, 'animation', isString);
  if (item.effect === 'animate' && animation) classes.push(`cos-anim-${animation}`);
  const css = prop(item, 'css', isString);
  if (item.effect === 'custom' && css) classes.push(`cos-custom-${css}`);
  const intensity = prop(item, 'intensity', isNumber) ?? 0.7;
  return {
    className: classes.join(' '),
    style: {
      '--cos-color': itemColor(item) ?? '#fcc93b',
      '--cos-intensity': String(Math.min(1, Math.max(0, intensity))),
    },
  };
}
