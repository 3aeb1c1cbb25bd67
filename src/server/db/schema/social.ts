import type { Generated } from 'kysely';
import type { Defaulted, Optional } from './columns';

// The shop, chat, friends, presence, leaderboards and the live bets' hidden players.

export interface ShopItemsTable {
  id: Generated<number>;
  slug: string;
  name: string;
  description: string;
  price: number;
  type: string;
  rarity: string;
  effect: string;
  /** JSON object. */
  effectProps: string;
  setName: string | null;
  sortOrder: number;
}

export interface UserItemsTable {
  id: Generated<number>;
  userId: number;
  itemId: number;
  pricePaid: number;
  purchasedAt: string;
}

export interface EquippedItemsTable {
  userId: number;
  slot: string;
  itemId: number;
}

export interface ChatMessagesTable {
  id: Generated<number>;
  senderId: number;
  text: string;
  /** 'text' or 'share' (a shared win, written by the server). */
  kind: string;
  createdAt: string;
  deletedAt: Optional<string>;
  deletedBy: Optional<number>;
  betId: Optional<number>;
  /** The language's room (CHAT_ROOMS, migration 0026); null for a line of every room (a rain's). */
  room: Optional<string>;
}

export interface FriendRequestsTable {
  id: Generated<number>;
  senderId: number;
  receiverId: number;
  createdAt: string;
}

export interface FriendshipsTable {
  userId: number;
  friendId: number;
  createdAt: string;
}

export interface UserPresenceTable {
  userId: number;
  doNotDisturb: Defaulted<number>;
  lastOnline: string | null;
}

export interface PresenceSocketsTable {
  socketId: string;
  userId: number;
  instanceId: string;
  idle: Defaulted<number>;
  seenAt: string;
}

export interface LeaderboardEntriesTable {
  id: Generated<number>;
  userId: number;
  category: string;
  value: number;
  gameType: string | null;
  achievedAt: string;
  edited: Defaulted<number>;
}

/** A player hidden from the live bets feed and the public bet pages (migration 0020). */
export interface HiddenPlayersTable {
  userId: number;
  hiddenAt: string;
}
