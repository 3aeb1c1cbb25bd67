import type { EquippedItems } from '../../../contract/shop';
import type { ChatMessage, Friend, FriendRequest } from '../../../contract/social';
import type { ChatMessageWithSender } from './chat-repository';
import type { FriendRequestRow, PlayerRow } from './friends-repository';
import type { PresenceState } from './presence';

/** Equipped cosmetics of several players at once (the shop service's equippedOf). */
export type CosmeticsOf = (userIds: number[]) => Promise<Map<number, EquippedItems>>;

const bare: EquippedItems = { avatar: null, border: null, background: null, badge: null, nameColor: null };

export async function toChatMessages(
  rows: ChatMessageWithSender[],
  cosmeticsOf: CosmeticsOf,
): Promise<ChatMessage[]> {
  const cosmetics = await cosmeticsOf([...new Set(rows.map((row) => row.senderId))]);
  return rows.map((row) => ({
    id: row.id,
    sender: {
      id: row.senderId,
      username: row.username,
      profilePicture: row.profilePicture,
      cosmetics: cosmetics.get(row.senderId) ?? bare,
    },
    text: row.text,
    kind: row.kind === 'share' ? 'share' : 'text',
    ...(row.betId !== null ? { betId: row.betId } : {}),
    timestamp: row.createdAt,
    room: row.room,
  }));
}

export async function toFriends(
  players: PlayerRow[],
  presence: Map<number, PresenceState>,
  cosmeticsOf: CosmeticsOf,
): Promise<Friend[]> {
  const cosmetics = await cosmeticsOf(players.map((player) => player.id));
  return players.map((player) => {
    const state = presence.get(player.id);
    return {
      id: player.id,
      username: player.username,
      profilePicture: player.profilePicture,
      cosmetics: cosmetics.get(player.id) ?? bare,
      status: state?.status ?? 'offline',
      lastOnline: state?.lastOnline ?? null,
    };
  });
}

export function toFriendRequest(row: FriendRequestRow): FriendRequest {
  return { id: row.id, sender: { id: row.senderId, username: row.senderName }, createdAt: row.createdAt };
}
