import { useEffect, useState } from 'react';
import { io } from 'socket.io-client';
import { type AppSocket, SOCKET_OPTIONS, useSocket } from '../../../lib/socket';

/**
 * The socket the live table listens on: the session's shared one when signed in; a guest, who has
 * none, gets one of the table's own, without a token, while the table is shown.
 */
export function useFeedSocket(token: string | null): AppSocket | null {
  const shared = useSocket(token);
  const [guest, setGuest] = useState<AppSocket | null>(null);
  useEffect(() => {
    if (token) return;
    const socket: AppSocket = io({ ...SOCKET_OPTIONS, transports: ['websocket'] });
    setGuest(socket);
    return () => {
      socket.disconnect();
      setGuest(null);
    };
  }, [token]);
  return token ? shared.socket : guest;
}
