import { type Static, Type } from 'typebox';
import { IdParams, RowId, StringEnum, UserRef } from './common';
import { EquippedItems } from './shop';
import { PRESENCE_STATUSES, socialMessages } from './social-texts';

export * from './social-texts';

/** Who wrote a chat message, with what they wear so chat can draw them. */
export const ChatSender = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  profilePicture: Type.Union([Type.String(), Type.Null()]),
  cosmetics: EquippedItems,
});
export type ChatSender = Static<typeof ChatSender>;

/**
 * A chat room by its language (CHAT_ROOMS). Checked by the chat service rather than as an enum here, so
 * that any other value is refused with one clear message (socialMessages.unknownRoom).
 */
export const ChatRoomField = () => Type.String({ maxLength: 40 });

/**
 * One message of a chat room. `kind` 'share' marks a system-styled shared win. `room` is its language's
 * room, or null for a line every room shows (a rain).
 */
export const ChatMessage = Type.Object({
  id: Type.Integer(),
  sender: ChatSender,
  text: Type.String(),
  kind: Type.Union([Type.Literal('text'), Type.Literal('share')]),
  /** A shared win's bet: its public page is /bets/{betId}. */
  betId: Type.Optional(Type.Integer()),
  /** ISO 8601 */
  timestamp: Type.String(),
  /**
   * Always sent by this server. Optional in the type only for pages and test fixtures written before the
   * rooms: absent reads as English's room (DEFAULT_CHAT_ROOM).
   */
  room: Type.Optional(Type.Union([Type.String(), Type.Null()])),
});
export type ChatMessage = Static<typeof ChatMessage>;

/** GET /api/social/chat?room=es: a room's history; without it, English's (older clients). */
export const ChatRoomQuery = Type.Object({ room: Type.Optional(ChatRoomField()) });
export type ChatRoomQuery = Static<typeof ChatRoomQuery>;

export const ChatMessages = Type.Object({ messages: Type.Array(ChatMessage) });
export type ChatMessages = Static<typeof ChatMessages>;

export const ChatPostBody = Type.Object({
  text: Type.String({ maxLength: 10_000 }),
  /** The room to post in; English's when absent. */
  room: Type.Optional(ChatRoomField()),
});
export type ChatPostBody = Static<typeof ChatPostBody>;

export const ShareWinBody = Type.Object({ betId: RowId(), room: Type.Optional(ChatRoomField()) });
export type ShareWinBody = Static<typeof ShareWinBody>;

export const ChatMessageResponse = Type.Object({ message: ChatMessage });
export type ChatMessageResponse = Static<typeof ChatMessageResponse>;

/** Admin view: the room's history page by page, newest first. */
export const AdminChatQuery = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 })),
  /** Only messages with a smaller id (the next page). */
  before: Type.Optional(RowId()),
});
export type AdminChatQuery = Static<typeof AdminChatQuery>;

export const DeletedChatMessage = Type.Object({
  message: Type.String(),
  id: Type.Integer(),
  senderId: Type.Integer(),
});
export type DeletedChatMessage = Static<typeof DeletedChatMessage>;

export const Friend = Type.Object({
  /** The friend's user id. */
  id: Type.Integer(),
  username: Type.String(),
  profilePicture: Type.Union([Type.String(), Type.Null()]),
  cosmetics: EquippedItems,
  status: StringEnum(PRESENCE_STATUSES),
  /** ISO 8601; null when the friend has never been online. */
  lastOnline: Type.Union([Type.String(), Type.Null()]),
});
export type Friend = Static<typeof Friend>;

export const Friends = Type.Object({ friends: Type.Array(Friend) });
export type Friends = Static<typeof Friends>;

/** A request not answered yet, as one side sees it: `other` names the player at the far end. */
function PendingRequest<const K extends string>(other: K) {
  return Type.Object({
    id: Type.Integer(),
    ...({ [other]: UserRef } as Record<K, typeof UserRef>),
    /** ISO 8601 */
    createdAt: Type.String(),
  });
}

export const FriendRequest = PendingRequest('sender');
export type FriendRequest = Static<typeof FriendRequest>;

export const FriendRequests = Type.Object({ friendRequests: Type.Array(FriendRequest) });
export type FriendRequests = Static<typeof FriendRequests>;

/** A request the user sent that the other player has not answered yet. */
export const SentFriendRequest = PendingRequest('receiver');
export type SentFriendRequest = Static<typeof SentFriendRequest>;

export const SentFriendRequests = Type.Object({ sentRequests: Type.Array(SentFriendRequest) });
export type SentFriendRequests = Static<typeof SentFriendRequests>;

export const FriendRequestBody = Type.Object({ username: Type.String({ maxLength: 200 }) });
export type FriendRequestBody = Static<typeof FriendRequestBody>;

/** A request was sent, or (when the other player had already asked) the two are friends at once. */
/** A request accepted: the two are friends now. */
export const FriendAccepted = Type.Object({ message: Type.String(), friend: Friend });
export type FriendAccepted = Static<typeof FriendAccepted>;

export const FriendRequestResult = Type.Object({
  message: Type.String(),
  status: Type.Union([Type.Literal('sent'), Type.Literal('accepted')]),
});
export type FriendRequestResult = Static<typeof FriendRequestResult>;

export const Presence = Type.Object({
  status: StringEnum(PRESENCE_STATUSES),
  doNotDisturb: Type.Boolean(),
});
export type Presence = Static<typeof Presence>;

export const PresenceBody = Type.Object({ doNotDisturb: Type.Boolean() });
export type PresenceBody = Static<typeof PresenceBody>;

export const ChallengeBody = Type.Object({
  friendId: RowId(),
  sessionId: RowId(),
});
export type ChallengeBody = Static<typeof ChallengeBody>;

export const ChatMessageParams = IdParams(socialMessages.messageNotFound);
export type ChatMessageParams = Static<typeof ChatMessageParams>;
/** `/social/friends/:id`: the friend's user id. */
export const FriendIdParams = IdParams(socialMessages.notFriends);
/** `/social/friend-requests/:id`. */
export const FriendRequestIdParams = IdParams(socialMessages.requestNotFound);
