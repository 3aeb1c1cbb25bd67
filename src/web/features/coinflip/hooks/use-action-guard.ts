import { useCallback, useEffect, useRef, useState } from 'react';

/** SPEC.md section 9: at least this long between two actions, and between two cancels. */
export const ACTION_DEBOUNCE_MS = 500;
export const CANCEL_DEBOUNCE_MS = 300;
/** A server cooldown locks the actions for at least this long. */
export const MIN_LOCK_MS = 500;

export type ActionKind = 'action' | 'cancel';

/**
 * The client-side rate limit (500 ms between actions, 300 ms between cancels) and the lock a
 * server cooldown imposes. `tryAct` says whether an action may go now and, if so, records it.
 */
export function useActionGuard(onUnlock: () => void) {
  const last = useRef<Record<ActionKind, number>>({ action: 0, cancel: 0 });
  const [locked, setLocked] = useState(false);
  const lockedRef = useRef(false);
  const timer = useRef<number | undefined>(undefined);
  const unlockRef = useRef(onUnlock);
  unlockRef.current = onUnlock;

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const tryAct = useCallback((kind: ActionKind): boolean => {
    if (lockedRef.current) return false;
    const now = Date.now();
    const gap = kind === 'cancel' ? CANCEL_DEBOUNCE_MS : ACTION_DEBOUNCE_MS;
    if (now - last.current[kind] < gap) return false;
    last.current[kind] = now;
    return true;
  }, []);

  /** Locks every action for `seconds` (at least MIN_LOCK_MS), then calls onUnlock. */
  const lockFor = useCallback((seconds: number) => {
    lockedRef.current = true;
    setLocked(true);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(
      () => {
        lockedRef.current = false;
        setLocked(false);
        unlockRef.current();
      },
      Math.max(MIN_LOCK_MS, seconds * 1000),
    );
  }, []);

  return { tryAct, lockFor, locked };
}
