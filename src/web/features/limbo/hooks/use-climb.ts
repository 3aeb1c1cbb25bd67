import { type RefObject, useEffect, useRef, useState } from 'react';
import { settleBy } from '../../../lib/settle-by';
import { useLatest } from '../../../lib/use-latest';

/** One bet for the counter to show; a new id starts a new climb even to the same result. */
export interface LimboRound {
  id: number;
  result: number;
  target: number;
  won: boolean;
}

export type ClimbPhase = 'idle' | 'climbing' | 'settled';

/** How long the counter takes to climb to `result`: longer for bigger results, never past 1.4 s. */
export function climbMs(result: number): number {
  return Math.round(Math.min(1400, 450 + 320 * Math.log10(Math.max(1, result))));
}

/**
 * Where the counter stands a fraction `t` (0 to 1) into its climb: from 1x to `result` on an
 * exponential path that slows down at the end, floored to hundredths so it never shows more than
 * the result before it gets there.
 */
export function climbValue(result: number, t: number): number {
  if (t >= 1) return result;
  const eased = 1 - (1 - Math.max(0, t)) ** 3;
  return Math.min(result, Math.floor(result ** eased * 100) / 100);
}

/** Whether the player asked the system for less motion (read at the moment a climb starts). */
export function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true
  );
}

interface ClimbOptions {
  round: LimboRound | null;
  /** No climb at all: the result shows at once. */
  instant: boolean;
  /** Called with each value on the way, straight from the animation frame (no re-render). */
  onFrame: RefObject<((value: number) => void) | null>;
  onSettled: () => void;
}

/** Runs the counter's climb for each new round and tells when it has come to rest. */
export function useClimb({ round, instant, onFrame, onSettled }: ClimbOptions): ClimbPhase {
  const [phase, setPhase] = useState<ClimbPhase>('idle');
  const settledRef = useLatest(onSettled);
  const started = useRef<number | null>(null);

  useEffect(() => {
    if (!round || started.current === round.id) return;
    started.current = round.id;
    const finish = () => {
      onFrame.current?.(round.result);
      setPhase('settled');
      settledRef.current();
    };
    if (instant || prefersReducedMotion()) {
      finish();
      return;
    }
    setPhase('climbing');
    const duration = climbMs(round.result);
    let frame = 0;
    let begin: number | null = null;
    // The climb ends at the top, or by its deadline when no frames are drawn (a background tab).
    const settled = settleBy(duration, () => {
      window.cancelAnimationFrame(frame);
      finish();
    });
    const step = (now: number) => {
      begin ??= now;
      const t = (now - begin) / duration;
      if (t >= 1) {
        settled.now();
        return;
      }
      onFrame.current?.(climbValue(round.result, t));
      frame = window.requestAnimationFrame(step);
    };
    frame = window.requestAnimationFrame(step);
    // Cut short (instant play switched on, or the page left): a run of this effect again starts over.
    return () => {
      window.cancelAnimationFrame(frame);
      if (!settled.done()) started.current = null;
      settled.cancel();
    };
  }, [round, instant, onFrame, settledRef]);

  return phase;
}
