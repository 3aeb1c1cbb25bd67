import { type Static, Type } from 'typebox';
import { IdParams, RowId, StringEnum } from './common';

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

export const ShopItem = Type.Object({
  _id: Type.Integer(),
  slug: Type.String(),
  name: Type.String(),
  description: Type.String(),
  price: Type.Integer(),
  type: StringEnum(ITEM_TYPES),
  rarity: StringEnum(RARITIES),
  effect: StringEnum(EFFECTS),
  effectProps: Type.Record(Type.String(), Type.Unknown()),
  setName: Type.Union([Type.String(), Type.Null()]),
});
export type ShopItem = Static<typeof ShopItem>;

export const OwnedItem = Type.Object({
  ...ShopItem.properties,
  purchasedAt: Type.String(),
  equipped: Type.Boolean(),
});
export type OwnedItem = Static<typeof OwnedItem>;

export const PurchaseResponse = Type.Object({
  message: Type.String(),
  newBalance: Type.Integer(),
  item: ShopItem,
  /** Items granted with it (a bundle's contents not owned before). */
  granted: Type.Array(ShopItem),
});
export type PurchaseResponse = Static<typeof PurchaseResponse>;

const Slot = Type.Union([ShopItem, Type.Null()]);
export const EquippedItems = Type.Object({
  avatar: Slot,
  border: Slot,
  background: Slot,
  badge: Slot,
  nameColor: Slot,
});
export type EquippedItems = Static<typeof EquippedItems>;

export const EquipBody = Type.Object({
  slot: StringEnum(EQUIP_SLOTS),
  itemId: Type.Union([RowId(), Type.Null()]),
});
export type EquipBody = Static<typeof EquipBody>;

export const shopMessages = {
  mustBeLoggedIn: 'You must be logged in to make a purchase',
  itemNotFound: 'Item not found',
  notEnoughFunds: "You don't have enough Fun Funds for this purchase",
  alreadyOwned: 'You already own this item',
  purchased: 'Purchase successful!',
  notOwned: "You don't own this item",
  wrongSlot: 'This item cannot be worn in that slot',
} as const;

export const ItemIdParams = IdParams(shopMessages.itemNotFound);
