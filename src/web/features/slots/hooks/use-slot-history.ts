import { useCallback, useEffect, useMemo, useState } from 'react';
import type { SlotsSpinResponse } from '../../../../contract/slots';
import { useLatest } from '../../../lib/use-latest';
import { useQuery } from '../../../lib/use-query';
import { fetchSlotsHistory } from '../api';
import {
  type LocalSlotsEntry,
  mergeHistory,
  newClientId,
  readLocalHistory,
  type SlotsHistoryItem,
  saveLocalEntry,
} from '../history-store';
import { HISTORY_REFRESH_MS } from '../timing';

export interface SlotHistory {
  items: SlotsHistoryItem[];
  /** True only while there is nothing to show yet. */
  loading: boolean;
  /** The server history could not be loaded (local spins still show). */
  error: unknown;
  reload: () => void;
  record: (spin: SlotsSpinResponse) => void;
}

/** Stores a finished spin in the player's local history; safe to call after the page has gone. */
export function recordSpin(userId: number, spin: SlotsSpinResponse): LocalSlotsEntry[] {
  return saveLocalEntry(userId, {
    timestamp: Date.now(),
    bet: spin.betAmount,
    won: spin.win > 0,
    winAmount: spin.win,
    symbols: spin.reels,
    clientId: newClientId(),
    betId: spin.betId,
  });
}

/**
 * Game History: this browser's spins merged with the server's last 20, refreshed every 60 s unless
 * `isBusy()` (reels spinning) says otherwise at that moment.
 */
export function useSlotHistory(userId: number, isBusy: () => boolean): SlotHistory {
  const [local, setLocal] = useState(() => readLocalHistory(userId));
  const { data, error, loading, reload } = useQuery(fetchSlotsHistory);
  const busyRef = useLatest(isBusy);

  useEffect(() => setLocal(readLocalHistory(userId)), [userId]);

  useEffect(() => {
    const timer = window.setInterval(() => {
      if (!busyRef.current()) reload();
    }, HISTORY_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [reload, busyRef]);

  const record = useCallback((spin: SlotsSpinResponse) => setLocal(recordSpin(userId, spin)), [userId]);

  const items = useMemo(() => mergeHistory(local, data?.history ?? []), [local, data]);

  return { items, loading: loading && data === undefined && items.length === 0, error, reload, record };
}
