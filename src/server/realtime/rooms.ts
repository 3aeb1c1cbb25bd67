/** The room every signed-in socket joins (the social domain puts it there): chat, and news for everyone signed in. */
export const CHAT_ROOM = 'chat';

/** The socket room of one language's chat room (CHAT_ROOMS): a signed-in socket is in exactly one. */
export function chatLanguageRoom(room: string): string {
  return `${CHAT_ROOM}:${room}`;
}
