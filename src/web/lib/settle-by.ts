/**
 * How long past its animation's own length a round waits for the animation before it is settled
 * without it. A renderer that is starved (a busy machine) or paused (a background tab draws no frames)
 * must not hold a bet the server has settled off the screen, nor stall an autobet run.
 */
export const SETTLE_GRACE_MS = 400;

/** Whether the page is in a background tab, where no animation frame is drawn. */
export const tabHidden = (): boolean =>
  typeof document !== 'undefined' && document.visibilityState === 'hidden';

export interface SettleDeadline {
  /** Settles now (the animation has come to rest); later calls do nothing. */
  now: () => void;
  /** Drops the deadline without settling (the animation was replaced or the page left). */
  cancel: () => void;
  /** Whether the round has been settled. */
  done: () => boolean;
}

/**
 * Calls `settle` exactly once: when the animation says it is done (`now`), after `animationMs` and
 * the grace at the latest, or at once when the tab is (or goes) into the background.
 */
export function settleBy(animationMs: number, settle: () => void): SettleDeadline {
  let open = true;
  let settled = false;
  const close = () => {
    open = false;
    window.clearTimeout(timer);
    document.removeEventListener('visibilitychange', onVisibility);
  };
  const now = () => {
    if (!open) return;
    close();
    settled = true;
    settle();
  };
  const onVisibility = () => {
    if (tabHidden()) now();
  };
  const timer = window.setTimeout(now, animationMs + SETTLE_GRACE_MS);
  document.addEventListener('visibilitychange', onVisibility);
  if (tabHidden()) now();
  return {
    now,
    cancel: () => {
      if (open) close();
    },
    done: () => settled,
  };
}
