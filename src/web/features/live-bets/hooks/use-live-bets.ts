import { useEffect, useState } from 'react';
import type { LiveBet, LiveBetTab } from '../../../../contract/live-bets-texts';
import { fetchLiveBets } from '../api';
import { mergeBets } from '../merge';
import { useFeedSocket } from './use-feed-socket';

export interface LiveBetsState {
  bets: LiveBet[];
  loading: boolean;
  failed: boolean;
}

/**
 * A tab's live rows: its first page from the server, then every bet the socket pushes (batched by
 * the server, a message per half second at most), merged by id. A reconnection reads the page again.
 */
export function useLiveBets(tab: LiveBetTab, token: string | null): LiveBetsState {
  const socket = useFeedSocket(token);
  const [state, setState] = useState<LiveBetsState>({ bets: [], loading: true, failed: false });

  useEffect(() => {
    setState({ bets: [], loading: true, failed: false });
    const controller = new AbortController();
    const load = () =>
      fetchLiveBets(tab, controller.signal).then(
        (bets) =>
          setState((current) => ({
            bets: mergeBets(tab, current.bets, bets),
            loading: false,
            failed: false,
          })),
        () => {
          if (!controller.signal.aborted)
            setState((current) => ({ ...current, loading: false, failed: true }));
        },
      );
    if (!socket) {
      void load();
      return () => controller.abort();
    }
    const onBets = ({ bets }: { bets: LiveBet[] }) =>
      setState((current) => ({ ...current, bets: mergeBets(tab, current.bets, bets) }));
    // Watch first, then read the page: a bet between the two comes by both ways, and shows once.
    const watch = () => {
      socket.emit('watchLiveBets', true);
      void load();
    };
    socket.on('liveBets', onBets);
    socket.on('connect', watch);
    if (socket.connected) watch();
    else void load();
    return () => {
      controller.abort();
      socket.off('liveBets', onBets);
      socket.off('connect', watch);
      if (socket.connected) socket.emit('watchLiveBets', false);
    };
  }, [tab, socket]);

  return state;
}
