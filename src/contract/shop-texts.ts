// The shop contract's item kinds, rarities and texts, without the validator, so the web app can load them.

export const ITEM_TYPES = [
  'avatar',
  'border',
  'nameColor',
  'background',
  'badge',
  'bundle',
  'other',
] as const;
export type ItemType = (typeof ITEM_TYPES)[number];
export const RARITIES = ['common', 'uncommon', 'rare', 'epic', 'legendary', 'unique'] as const;
export type Rarity = (typeof RARITIES)[number];
export const EFFECTS = ['static', 'pulse', 'animate', 'glow', 'custom'] as const;
export type ItemEffect = (typeof EFFECTS)[number];

/** The slots a player can wear an item in; each takes items of the same type. */
export const EQUIP_SLOTS = ['avatar', 'border', 'background', 'badge', 'nameColor'] as const;
export type EquipSlot = (typeof EQUIP_SLOTS)[number];

/** SPEC.md section 9: price range (FF) and drop rate (%) of each rarity. */
export const RARITY_TABLE: Readonly<Record<Rarity, { min: number; max: number; dropRate: number }>> = {
  common: { min: 100, max: 500, dropRate: 40 },
  uncommon: { min: 500, max: 2000, dropRate: 30 },
  rare: { min: 2000, max: 10000, dropRate: 20 },
  epic: { min: 10000, max: 50000, dropRate: 7 },
  legendary: { min: 50000, max: 250000, dropRate: 2.5 },
  unique: { min: 250000, max: 1000000, dropRate: 0.5 },
};

export const shopMessages = {
  mustBeLoggedIn: 'You must be logged in to make a purchase',
  itemNotFound: 'Item not found',
  notEnoughFunds: "You don't have enough Fun Funds for this purchase",
  alreadyOwned: 'You already own this item',
  purchased: 'Purchase successful!',
  notOwned: "You don't own this item",
  wrongSlot: 'This item cannot be worn in that slot',
} as const;
