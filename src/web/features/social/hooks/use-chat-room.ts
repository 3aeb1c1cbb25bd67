import { useState } from 'react';
import type { ChatRoom } from '../../../../contract/social-texts';
import { useLocale } from '../../../lib/i18n';
import { currentChatRoom, keepChatRoom, pickedChatRoom } from '../chat-room';

/**
 * The chat room the player is in: the one they picked (kept in this browser), else the one of the
 * language the interface is in, following it until they pick.
 */
export function useChatRoom() {
  const locale = useLocale();
  const [picked, setPicked] = useState<ChatRoom | null>(pickedChatRoom);
  const room = picked ?? currentChatRoom(locale);
  const choose = (next: ChatRoom) => {
    keepChatRoom(next);
    setPicked(next);
  };
  return { room, choose };
}
