import { useSyncExternalStore } from 'react';
import type { InboxState } from '../../features/notifications/hooks/use-inbox';
import type { DailyRewardState } from '../../features/rewards/hooks/use-daily-reward';

// The signed-in player's daily reward and inbox, kept by PlayerSession (player-tools.tsx, a chunk only
// signed-in players fetch) and read by the chest, the bell and the live toasts wherever the shell
// shows them (the large screens' top bar, the phones' header). A guest's first load carries only this.

export interface PlayerToolsState {
  reward: DailyRewardState;
  inbox: InboxState;
}

let state: PlayerToolsState | null = null;
const listeners = new Set<() => void>();

export function publishPlayerTools(next: PlayerToolsState | null): void {
  state = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The signed-in player's reward and inbox, or null before PlayerSession has them. */
export function usePlayerTools(): PlayerToolsState | null {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => state,
  );
}
