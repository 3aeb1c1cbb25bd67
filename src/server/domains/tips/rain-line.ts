import type { EquippedItems } from '../../../contract/shop';
import type { ChatMessage } from '../../../contract/social';
import { CHAT_ROOM } from '../../realtime/rooms';
import type { RealtimeServer } from '../../realtime/socket-types';
import type { TipsRepository } from './repository';

/** Equipped cosmetics of several players at once (the shop's, with the worn badge). */
export type CosmeticsOf = (userIds: number[]) => Promise<Map<number, EquippedItems>>;

const bare: EquippedItems = { avatar: null, border: null, background: null, badge: null, nameColor: null };

/**
 * Tells the chat of a committed rain, as the chat tells of a shared win: the line as every page draws a
 * chat message (its sender with what they wear), in every language's room (room null), to the socket room
 * every signed-in page is in;
 * through the Redis adapter it reaches every instance.
 */
export function createRainAnnouncer(
  io: RealtimeServer,
  repository: TipsRepository,
  cosmeticsOf: CosmeticsOf,
) {
  return async function announce(line: { id: number; senderId: number; text: string; createdAt: string }) {
    const [sender, cosmetics] = await Promise.all([
      repository.chatSender(line.senderId),
      cosmeticsOf([line.senderId]),
    ]);
    const message: ChatMessage = {
      id: line.id,
      sender: {
        id: sender.id,
        username: sender.username,
        profilePicture: sender.profilePicture,
        cosmetics: cosmetics.get(sender.id) ?? bare,
      },
      text: line.text,
      kind: 'share',
      timestamp: line.createdAt,
      // A line of every language's room.
      room: null,
    };
    io.to(CHAT_ROOM).emit('chatMessage', message);
    return message;
  };
}

export type RainAnnouncer = ReturnType<typeof createRainAnnouncer>;
