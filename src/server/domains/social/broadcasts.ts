import type { ChatMessage, Friend, FriendRequest } from '../../../contract/social';
import type { ChallengePayload, FriendPresencePayload } from '../../../contract/socket-events';
import { userRoom } from '../../realtime/handshake';
import { CHAT_ROOM } from '../../realtime/rooms';
import type { RealtimeServer } from '../../realtime/socket-types';

/** Every signed-in page is in this room; the public chat goes to it. */
export { CHAT_ROOM };

/** What the Social Hub pushes; with the Redis adapter it reaches sockets on every instance. */
export function createSocialBroadcasts(io: RealtimeServer) {
  return {
    chatMessage(message: ChatMessage) {
      io.to(CHAT_ROOM).emit('chatMessage', message);
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
