import { type ChatRoom, isChatRoom } from '../../../contract/social-texts';
import { currentLocale } from '../../lib/i18n';
import { readJson, writeJson } from '../../lib/storage';

// The chat room per language (issue 39): the player's own pick, kept in this browser; until they pick
// one, the room of the language the interface is in (the locales and the rooms are the same list).

const KEY = 'chatRoom';

/** The room the player picked in this browser, if they did. */
export function pickedChatRoom(): ChatRoom | null {
  const stored = readJson<unknown>(KEY);
  return isChatRoom(stored) ? stored : null;
}

export function keepChatRoom(room: ChatRoom): void {
  writeJson(KEY, room);
}

/** The room the player chats in now: their pick, else their interface language's. */
export function currentChatRoom(locale: string = currentLocale()): ChatRoom {
  return pickedChatRoom() ?? (isChatRoom(locale) ? locale : 'en');
}
