import { useEffect, useSyncExternalStore } from 'react';
import { useAuth } from '../../../app/auth/auth-context';
import { fetchMutes, mutePlayer, unmutePlayer } from './api';

// The players the signed-in player muted, shared by every chat row: read once per player from
// GET /api/social/mutes, changed by the row's menu. The server leaves muted players out of the
// history it sends; rows of a muted player that arrive live (the room's one broadcast) or were on
// screen before the mute are hidden here.

let muted: ReadonlySet<number> = new Set();
let loadedFor: number | null = null;
const listeners = new Set<() => void>();

function publish(next: ReadonlySet<number>) {
  muted = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function loadFor(userId: number) {
  if (loadedFor === userId) return;
  loadedFor = userId;
  publish(new Set());
  fetchMutes()
    .then(({ mutes }) => {
      if (loadedFor === userId) publish(new Set(mutes.map((player) => player.id)));
    })
    // Read again on the next row that asks: the chat works unfiltered meanwhile.
    .catch(() => {
      if (loadedFor === userId) loadedFor = null;
    });
}

/** The ids the signed-in player muted (empty for guests). */
export function useMutedPlayers(): ReadonlySet<number> {
  const { user } = useAuth();
  const userId = user?._id ?? null;
  useEffect(() => {
    if (userId !== null) loadFor(userId);
  }, [userId]);
  const set = useSyncExternalStore(subscribe, () => muted);
  return userId === null ? new Set() : set;
}

export async function mute(userId: number): Promise<void> {
  await mutePlayer(userId);
  publish(new Set([...muted, userId]));
}

export async function unmute(userId: number): Promise<void> {
  await unmutePlayer(userId);
  publish(new Set([...muted].filter((id) => id !== userId)));
}
