import { useCallback, useEffect, useRef, useState } from 'react';
import type { ChatMessage } from '../../../../contract/social';
import type { User } from '../../../app/auth/auth-context';
import { errorText } from '../../../lib/api';
import { translate } from '../../../lib/i18n';
import type { AppSocket } from '../../../lib/socket';
import { fetchChat, type ShownMessage, sendChat } from '../api';

const MAX_SHOWN = 200;

function upsert(list: ShownMessage[], message: ChatMessage, myId: number): ShownMessage[] {
  if (list.some((item) => item.id === message.id && !item.pending)) return list;
  // The server's copy of one of my pending messages takes its place.
  const pendingIndex =
    message.sender.id === myId ? list.findIndex((item) => item.pending && item.text === message.text) : -1;
  if (pendingIndex >= 0) {
    const next = [...list];
    next[pendingIndex] = message;
    return next;
  }
  return [...list, message].slice(-MAX_SHOWN);
}

/** The public room: history on load (and after a reconnect), live messages and deletions, optimistic sends. */
export function useChat(user: User, socket: AppSocket | null) {
  const [messages, setMessages] = useState<ShownMessage[]>([]);
  const [loaded, setLoaded] = useState(false);
  const counter = useRef(0);

  const load = useCallback(async () => {
    try {
      const { messages: history } = await fetchChat();
      setMessages((current) => {
        const pending = current.filter((item) => item.pending);
        return [...history, ...pending];
      });
    } catch (error) {
      console.error('Failed to fetch chat messages', error);
    } finally {
      setLoaded(true);
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  useEffect(() => {
    if (!socket) return;
    const onMessage = (message: ChatMessage) => setMessages((current) => upsert(current, message, user._id));
    const onDeleted = ({ id }: { id: number }) =>
      setMessages((current) => current.filter((item) => item.pending || item.id !== id));
    // A reconnect may have missed messages: load the room again.
    const onReconnect = () => void load();
    socket.on('chatMessage', onMessage);
    socket.on('chatMessageDeleted', onDeleted);
    socket.io.on('reconnect', onReconnect);
    return () => {
      socket.off('chatMessage', onMessage);
      socket.off('chatMessageDeleted', onDeleted);
      socket.io.off('reconnect', onReconnect);
    };
  }, [socket, user._id, load]);

  const send = useCallback(
    /** Resolves to null once sent, or to the reason it was not (the pending message is withdrawn). */
    async (raw: string): Promise<string | null> => {
      const text = raw.trim();
      if (!text) return null;
      counter.current += 1;
      const clientId = `pending-${counter.current}`;
      const pending: ShownMessage = {
        id: -counter.current,
        clientId,
        pending: true,
        kind: 'text',
        text,
        timestamp: new Date().toISOString(),
        sender: {
          id: user._id,
          username: user.username,
          profilePicture: user.profilePicture ?? null,
          cosmetics: {
            avatar: null,
            border: null,
            background: null,
            badge: null,
            nameColor: null,
          },
        },
      };
      setMessages((current) => [...current, pending]);
      try {
        const { message } = await sendChat(text);
        setMessages((current) => {
          const without = current.filter((item) => item.clientId !== clientId);
          const hadIt = without.some((item) => item.id === message.id);
          return hadIt || !current.some((item) => item.clientId === clientId)
            ? without
            : upsert(without, message, -1);
        });
        return null;
      } catch (error) {
        // SPEC.md logs a failed send; the player also gets the reason (a rate limit, a ban) and
        // their text back, rather than a message that silently vanishes.
        console.error('Failed to send chat message', error);
        setMessages((current) => current.filter((item) => item.clientId !== clientId));
        return errorText(error, translate('social', 'sendFailed'));
      }
    },
    [user._id, user.username, user.profilePicture],
  );

  return { messages, loaded, send };
}
