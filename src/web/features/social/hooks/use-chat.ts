import { useCallback, useEffect, useRef, useState } from 'react';
import type { ChatMessage } from '../../../../contract/social';
import { type ChatRoom, DEFAULT_CHAT_ROOM } from '../../../../contract/social-texts';
import type { User } from '../../../app/auth/auth-context';
import { errorText } from '../../../lib/api';
import { translate } from '../../../lib/i18n';
import type { AppSocket } from '../../../lib/socket';
import { fetchChat, type ShownMessage, sendChat } from '../api';

/** Whether a message shows in `room`: its own room's, or a line of every room (a rain's, room null). */
export function belongsTo(message: ChatMessage, room: ChatRoom): boolean {
  return message.room === null || (message.room ?? DEFAULT_CHAT_ROOM) === room;
}

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

/**
 * One language's chat room: its history on load (and after a reconnect or a change of room), its live
 * messages and deletions, optimistic sends into it. The socket is told the room, again on every
 * connection (the server puts a new connection in English's), and messages of other rooms never show.
 */
export function useChat(user: User, socket: AppSocket | null, room: ChatRoom) {
  const [messages, setMessages] = useState<ShownMessage[]>([]);
  const [loaded, setLoaded] = useState(false);
  const counter = useRef(0);
  // The room the answers and live messages are for now: a late answer for the room left is dropped.
  const roomRef = useRef(room);
  roomRef.current = room;

  const load = useCallback(async () => {
    const asked = room;
    try {
      const { messages: history } = await fetchChat(asked);
      if (roomRef.current !== asked) return;
      setMessages((current) => {
        const pending = current.filter((item) => item.pending);
        return [...history, ...pending];
      });
    } catch (error) {
      console.error('Failed to fetch chat messages', error);
    } finally {
      if (roomRef.current === asked) setLoaded(true);
    }
  }, [room]);

  useEffect(() => {
    // Another room: nothing of the last one stays on screen while its history loads.
    setMessages([]);
    setLoaded(false);
    void load();
  }, [load]);

  useEffect(() => {
    if (!socket) return;
    const choose = () => socket.emit('chooseChatRoom', room);
    choose();
    socket.on('connect', choose);
    return () => {
      socket.off('connect', choose);
    };
  }, [socket, room]);

  useEffect(() => {
    if (!socket) return;
    const onMessage = (message: ChatMessage) => {
      // The socket may still be in the room left a moment ago: only this room's messages show.
      if (!belongsTo(message, roomRef.current)) return;
      setMessages((current) => upsert(current, message, user._id));
    };
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
        room,
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
        const { message } = await sendChat(text, room);
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
    [user._id, user.username, user.profilePicture, room],
  );

  return { messages, loaded, send };
}
