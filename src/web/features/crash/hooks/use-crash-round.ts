import { useCallback, useEffect, useReducer, useRef } from 'react';
import { fetchCrashState } from '../api';
import { crashReducer, EMPTY_CRASH } from '../crash-state';
import { useCrashSocket } from './use-crash-socket';

/**
 * The live round, for anyone watching: the state read once (and again after a reconnection, or when
 * an event names a round the page never saw), then moved on by the socket's events.
 */
export function useCrashRound(token: string | null) {
  const [live, dispatch] = useReducer(crashReducer, EMPTY_CRASH);
  const { socket, connected } = useCrashSocket(token);
  const loading = useRef(false);

  const reload = useCallback(() => {
    if (loading.current) return;
    loading.current = true;
    fetchCrashState()
      .then((state) => dispatch({ type: 'state', ...state, now: Date.now() }))
      .catch(() => undefined)
      .finally(() => {
        loading.current = false;
      });
  }, []);

  useEffect(() => {
    if (live.stale) reload();
  }, [live.stale, reload]);

  useEffect(() => {
    if (!socket) return;
    const watch = () => {
      socket.emit('watchCrash', true);
      reload();
    };
    socket.on('connect', watch);
    if (socket.connected) watch();
    socket.on('crashRoundOpened', (round) => dispatch({ type: 'opened', round }));
    socket.on('crashRoundStarted', (payload) => dispatch({ type: 'started', payload }));
    socket.on('crashTick', (tick) => dispatch({ type: 'tick', tick, now: Date.now() }));
    socket.on('crashBetsPlaced', (payload) => dispatch({ type: 'bets', payload }));
    socket.on('crashCashedOut', (payload) => dispatch({ type: 'cashedOut', payload }));
    socket.on('crashRoundCrashed', (payload) => dispatch({ type: 'crashed', payload }));
    return () => {
      if (socket.connected) socket.emit('watchCrash', false);
      socket.off('connect', watch);
      socket.off('crashRoundOpened');
      socket.off('crashRoundStarted');
      socket.off('crashTick');
      socket.off('crashBetsPlaced');
      socket.off('crashCashedOut');
      socket.off('crashRoundCrashed');
    };
  }, [socket, reload]);

  // Without a socket yet (or while it reconnects) the page still shows the round as it stands.
  useEffect(() => {
    if (!connected) reload();
  }, [connected, reload]);

  return { live, dispatch, connected, reload };
}
