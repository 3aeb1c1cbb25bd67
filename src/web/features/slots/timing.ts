// SPEC.md section 9: reel i starts 100 ms after reel i - 1 and spins for 2000 ms minus 120 ms per index.
export const SPIN_BASE_MS = 2000;
export const SPIN_STEP_MS = 120;
export const START_DELAY_MS = 100;
/** With reduced motion every reel timing is cut to this share: the reels settle almost at once. */
export const REDUCED_MOTION_SCALE = 0.15;

/** SPEC.md section 4: winning lines take turns every 2 s, for 2 cycles. */
export const LINE_ROTATION_MS = 2000;
export const LINE_ROTATION_CYCLES = 2;

/** SPEC.md section 5 and 8: how long the two page messages stay. */
export const INSUFFICIENT_MESSAGE_MS = 3000;
export const ERROR_MESSAGE_MS = 5000;

/** A spin that pays at least this many times the bet gets the big-win celebration. */
export const BIG_WIN_MULTIPLE = 20;
export const BIG_WIN_MS = 3500;

/** SPEC.md section 9: the history refreshes every 60 s while the reels are idle. */
export const HISTORY_REFRESH_MS = 60_000;

export interface ReelTiming {
  /** When the reel starts spinning, from the start of the spin. */
  start: number;
  /** When the reel stops, from the start of the spin. */
  stop: number;
}

export function reducedMotion(): boolean {
  return (
    typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true
  );
}

export function reelTiming(reel: number, reduced: boolean): ReelTiming {
  const scale = reduced ? REDUCED_MOTION_SCALE : 1;
  const start = START_DELAY_MS * reel * scale;
  return { start, stop: start + (SPIN_BASE_MS - SPIN_STEP_MS * reel) * scale };
}

/** The pause between two AUTO spins: longer after a win so the player can see it. */
export function autoPauseMs(won: boolean, reduced: boolean): number {
  if (reduced) return won ? 600 : 200;
  return won ? 1600 : 600;
}
