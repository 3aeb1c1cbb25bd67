import { useEffect, useSyncExternalStore } from 'react';
import type { EquippedItems } from '../../contract/shop';
import { fetchWornCosmetics } from '../features/achievements/worn-cosmetics';
import { useAuth } from './auth/auth-context';

interface Snapshot {
  userId: number | null;
  equipped: EquippedItems | null;
}

// One copy for the whole page, so that the sidebar, the menus and the profile change together.
let snapshot: Snapshot = { userId: null, equipped: null };
let loadingFor: number | null = null;
/** The signed-in player whose cosmetics the page wants, for retries after a failed load. */
let wanted: number | null = null;
const FIRST_RETRY_MS = 3000;
const LAST_RETRY_MS = 60_000;
const listeners = new Set<() => void>();

function publish(next: Snapshot) {
  snapshot = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Stores what the signed-in player wears (an equip answer, say); every wearer redraws at once. */
export function setMyCosmetics(userId: number, equipped: EquippedItems): void {
  publish({ userId, equipped });
}

function load(userId: number, retryMs = FIRST_RETRY_MS) {
  loadingFor = userId;
  // The achievement badge a player wears shows in the badge slot, as others see it.
  fetchWornCosmetics(userId).then(
    (equipped) => {
      if (loadingFor === userId) publish({ userId, equipped });
    },
    () => {
      // Meanwhile the player is shown with the plain avatar; tries again later, less often each time.
      if (loadingFor !== userId) return;
      loadingFor = null;
      setTimeout(() => {
        if (wanted === userId && snapshot.userId !== userId && loadingFor === null) {
          load(userId, Math.min(retryMs * 2, LAST_RETRY_MS));
        }
      }, retryMs);
    },
  );
}

/** The signed-in player's equipped cosmetics, loaded once per sign-in; null while unknown or signed out. */
export function useMyCosmetics(): EquippedItems | null {
  const { user } = useAuth();
  const userId = user?._id ?? null;
  const current = useSyncExternalStore(subscribe, () => snapshot);
  useEffect(() => {
    wanted = userId;
    if (userId === null) {
      loadingFor = null;
      return;
    }
    if (snapshot.userId !== userId && loadingFor !== userId) load(userId);
  }, [userId]);
  return userId !== null && current.userId === userId ? current.equipped : null;
}
