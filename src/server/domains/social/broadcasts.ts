import {
  type ChatMessage,
  DEFAULT_CHAT_ROOM,
  type Friend,
  type FriendRequest,
} from '../../../contract/social';
import type { ChallengePayload, FriendPresencePayload } from '../../../contract/socket-events';
import { userRoom } from '../../realtime/handshake';
import { CHAT_ROOM, chatLanguageRoom } from '../../realtime/rooms';
import type { RealtimeServer } from '../../realtime/socket-types';

/**
 * Every signed-in page is in CHAT_ROOM (lines of every room, deletions, news for everyone), and in the
 * socket room of the one language's chat room it chose (chatLanguageRoom), where that room's messages go.
 */
export { CHAT_ROOM, chatLanguageRoom };

/** What the Social Hub pushes; with the Redis adapter it reaches sockets on every instance. */
export function createSocialBroadcasts(io: RealtimeServer) {
  return {
    chatMessage(message: ChatMessage) {
      const to = message.room === null ? CHAT_ROOM : chatLanguageRoom(message.room ?? DEFAULT_CHAT_ROOM);
      io.to(to).emit('chatMessage', message);
    },
    chatMessageDeleted(id: number) {
      io.to(CHAT_ROOM).emit('chatMessageDeleted', { id });
    },
    friendRequest(receiverId: number, request: FriendRequest) {
      io.to(userRoom(receiverId)).emit('friendRequest', request);
    },
    friendRequestRemoved(receiverId: number, id: number) {
      io.to(userRoom(receiverId)).emit('friendRequestRemoved', { id });
    },
    friendAdded(userId: number, friend: Friend) {
      io.to(userRoom(userId)).emit('friendAdded', friend);
    },
    friendRemoved(userId: number, friendId: number) {
      io.to(userRoom(userId)).emit('friendRemoved', { id: friendId });
    },
    friendPresence(friendIds: number[], payload: FriendPresencePayload) {
      if (friendIds.length > 0) io.to(friendIds.map(userRoom)).emit('friendPresence', payload);
    },
    challenge(friendId: number, payload: ChallengePayload) {
      io.to(userRoom(friendId)).emit('challenge', payload);
    },
  };
}

export type SocialBroadcasts = ReturnType<typeof createSocialBroadcasts>;
