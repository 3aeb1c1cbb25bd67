import { useCallback, useEffect, useState } from 'react';
import type { CrashWin, CrashWins } from '../../../../contract/crash-texts';
import type { AppSocket } from '../../../lib/socket';
import { fetchCrashWins } from '../api';
import { mergeWins } from '../wins-feed';

export interface WinsFeed {
  /** Newest round first; null until the first load answers. */
  wins: CrashWin[] | null;
  failed: boolean;
}

/** The latest crash wins: loaded once (and after a reconnect), then each round's wins as it crashes. */
export function useWinsFeed(socket: AppSocket | null): WinsFeed {
  const [wins, setWins] = useState<CrashWin[] | null>(null);
  const [failed, setFailed] = useState(false);

  const load = useCallback(async (signal?: AbortSignal) => {
    try {
      const answer = await fetchCrashWins(signal);
      setWins(answer.wins);
      setFailed(false);
    } catch (error) {
      if (signal?.aborted) return;
      console.error('Failed to fetch the latest wins', error);
      setFailed(true);
    }
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [load]);

  useEffect(() => {
    if (!socket) return;
    const onWins = ({ wins: fresh }: CrashWins) => setWins((shown) => mergeWins(fresh, shown ?? []));
    // A reconnect may have missed a round: load the list again.
    const onReconnect = () => void load();
    socket.on('crashWins', onWins);
    socket.io.on('reconnect', onReconnect);
    return () => {
      socket.off('crashWins', onWins);
      socket.io.off('reconnect', onReconnect);
    };
  }, [socket, load]);

  return { wins, failed };
}
