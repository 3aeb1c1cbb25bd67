// The social contract's texts, limits and the notable-win rule, without the validator, so the web app can load them.

import { LOCALES } from './accounts-texts';

/**
 * The chat rooms, one per language of the web app (issue 39): chat is not translated, a player picks the
 * room of the language they want to chat in. 'en' is the room of clients that name none.
 */
export const CHAT_ROOMS = LOCALES;
export type ChatRoom = (typeof CHAT_ROOMS)[number];
export const DEFAULT_CHAT_ROOM: ChatRoom = 'en';

/** Each room by its language's own name, as the room picker lists it: a player finds theirs unread. */
export const CHAT_ROOM_NAMES: Readonly<Record<ChatRoom, string>> = {
  en: 'English',
  es: 'Español',
  'pt-BR': 'Português',
  de: 'Deutsch',
};

export function isChatRoom(value: unknown): value is ChatRoom {
  return typeof value === 'string' && (CHAT_ROOMS as readonly string[]).includes(value);
}

export const CHAT_MESSAGE_MAX_LENGTH = 500;
/** GET /api/social/chat answers the latest messages of the room, oldest first. */
export const CHAT_HISTORY_LIMIT = 50;
/** A presence turns 'away' after this long without input on any of the user's pages. */
export const AWAY_AFTER_MS = 5 * 60 * 1000;
/** SPEC.md: the friends list is polled about every 5 seconds besides the live updates. */
export const FRIENDS_POLL_MS = 5000;

export const PRESENCE_STATUSES = ['online', 'away', 'busy', 'offline'] as const;
export type PresenceStatus = (typeof PRESENCE_STATUSES)[number];

export const socialMessages = {
  messageBlank: 'Message cannot be empty',
  unknownRoom: 'Unknown chat room',
  messageTooLong: `Message must be at most ${CHAT_MESSAGE_MAX_LENGTH} characters`,
  chatTooFast: 'You are sending messages too fast. Please wait a moment.',
  messageNotFound: 'Message not found',
  messageDeleted: 'Message deleted',
  betNotFound: 'Bet not found',
  alreadyShared: 'You have already shared this win',
  notNotable: 'Only wins of 5x or more, or a slots line of 5, can be shared',
  usernameRequired: 'Username is required',
  userNotFound: 'User not found',
  cannotAddSelf: 'You cannot add yourself',
  alreadyFriends: 'You are already friends',
  alreadySent: 'Friend request already sent',
  requestSent: 'Friend request sent',
  requestAccepted: 'Friend request accepted',
  requestDeclined: 'Friend request declined',
  requestNotFound: 'Friend request not found',
  requestWithdrawn: 'Friend request withdrawn',
  friendRemoved: 'Friend removed',
  notFriends: 'This player is not your friend',
  friendOffline: 'Your friend is not online',
  sessionNotOpen: 'That coinflip game is not open',
  challengeSent: 'Challenge sent',
} as const;

/** Wins of this multiple of the bet or more can be shared to chat. */
export const NOTABLE_MULTIPLIER = 5;
/** ... and so can a slots line of this many symbols. */
export const NOTABLE_LINE = 5;

/** Whether a win is worth sharing; the page offers it, the server checks it again from the record. */
export function isNotableWin(betAmount: number, payout: number, longestLine = 0): boolean {
  return (betAmount > 0 && payout >= betAmount * NOTABLE_MULTIPLIER) || longestLine >= NOTABLE_LINE;
}
