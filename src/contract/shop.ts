import { type Static, Type } from 'typebox';
import { IdParams, RowId, StringEnum } from './common';
import { EFFECTS, EQUIP_SLOTS, ITEM_TYPES, RARITIES, shopMessages } from './shop-texts';

export * from './shop-texts';

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

export const ShopItems = Type.Array(ShopItem);

export const OwnedItem = Type.Object({
  ...ShopItem.properties,
  purchasedAt: Type.String(),
  equipped: Type.Boolean(),
});
export type OwnedItem = Static<typeof OwnedItem>;

export const OwnedItems = Type.Array(OwnedItem);

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

export const ItemIdParams = IdParams(shopMessages.itemNotFound);
