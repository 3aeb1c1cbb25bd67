/** The room every signed-in socket joins (the social domain puts it there): chat, and news for everyone signed in. */
export const CHAT_ROOM = 'chat';
