import { useEffect, useState } from 'react';
import { io } from 'socket.io-client';
import { type AppSocket, SOCKET_OPTIONS, useSocket } from '../../../lib/socket';

/**
 * The socket the crash page watches the round on: the session's shared socket when signed in; a
 * guest (who has none) gets one of the page's own, without a token, for as long as the page is open.
 */
export function useCrashSocket(token: string | null): { socket: AppSocket | null; connected: boolean } {
  const shared = useSocket(token);
  const [guest, setGuest] = useState<AppSocket | null>(null);
  const [guestConnected, setGuestConnected] = useState(false);

  useEffect(() => {
    if (token) return;
    const socket: AppSocket = io({ ...SOCKET_OPTIONS, transports: ['websocket'] });
    socket.on('connect', () => setGuestConnected(true));
    socket.on('disconnect', () => setGuestConnected(false));
    setGuest(socket);
    return () => {
      socket.disconnect();
      setGuest(null);
      setGuestConnected(false);
    };
  }, [token]);

  return token
    ? { socket: shared.socket, connected: shared.connected }
    : { socket: guest, connected: guestConnected };
}
