import { useCallback, useEffect, useRef, useState } from 'react';
import { REELS, type SlotSymbol } from '../../../../games/slots';
import { isInstantPlay } from '../../../lib/instant-play';
import { playSound } from '../../../lib/sound';
import { reducedMotion, reelTiming } from '../timing';

/** A reel never lands sooner than this after a late server answer, so it is seen spinning. */
const LATE_ANSWER_LEAD_MS = 250;
/** Instant play: the reels land this soon after the answer. */
const INSTANT_LEAD_MS = 60;

export interface ReelAnimation {
  /** What each reel shows, `reels[reel][row]`. */
  reels: SlotSymbol[][];
  /** Which reels are showing the blur strip. */
  spinning: boolean[];
  /** Counts spins, so that each landing replays its settle animation. */
  spinCount: number;
  /** Sets the reels spinning, each after its start delay. */
  start: () => void;
  /** Stops the reels one by one on `final`; resolves when the last one has stopped. */
  land: (final: SlotSymbol[][]) => Promise<void>;
  /** Stops every reel where it was (a failed spin). */
  abort: () => void;
}

const idle = (): boolean[] => Array.from({ length: REELS }, () => false);

export function useReelAnimation(initial: SlotSymbol[][]): ReelAnimation {
  const [reels, setReels] = useState(initial);
  const [spinning, setSpinning] = useState(idle);
  const [spinCount, setSpinCount] = useState(0);
  const timers = useRef<number[]>([]);
  const startedAt = useRef(0);
  const reduced = useRef(false);
  const instant = useRef(false);

  const clearTimers = useCallback(() => {
    for (const timer of timers.current) window.clearTimeout(timer);
    timers.current = [];
  }, []);

  useEffect(() => clearTimers, [clearTimers]);

  const setReelSpinning = useCallback((reel: number, value: boolean) => {
    setSpinning((current) => current.map((old, index) => (index === reel ? value : old)));
  }, []);

  const start = useCallback(() => {
    clearTimers();
    startedAt.current = performance.now();
    instant.current = isInstantPlay();
    reduced.current = instant.current || reducedMotion();
    setSpinCount((count) => count + 1);
    for (let reel = 0; reel < REELS; reel += 1) {
      const { start: delay } = reelTiming(reel, reduced.current);
      if (delay <= 0) setReelSpinning(reel, true);
      else timers.current.push(window.setTimeout(() => setReelSpinning(reel, true), delay));
    }
  }, [clearTimers, setReelSpinning]);

  const land = useCallback(
    (final: SlotSymbol[][]) =>
      new Promise<void>((resolve) => {
        const elapsed = performance.now() - startedAt.current;
        const stops = final.map((_, reel) => reelTiming(reel, reduced.current).stop);
        // A slow answer pushes every stop back by the same amount, keeping their order.
        const lead = instant.current ? INSTANT_LEAD_MS : LATE_ANSWER_LEAD_MS;
        const lateness = Math.max(0, elapsed + lead - Math.min(...stops));
        let stillSpinning = final.length;
        final.forEach((symbols, reel) => {
          const stopAt = (stops[reel] ?? 0) + lateness - elapsed;
          const timer = window.setTimeout(
            () => {
              setReels((current) => current.map((old, index) => (index === reel ? symbols : old)));
              setReelSpinning(reel, false);
              playSound('reel-stop');
              stillSpinning -= 1;
              if (stillSpinning === 0) resolve();
            },
            Math.max(0, stopAt),
          );
          timers.current.push(timer);
        });
      }),
    [setReelSpinning],
  );

  const abort = useCallback(() => {
    clearTimers();
    setSpinning(idle());
  }, [clearTimers]);

  return { reels, spinning, spinCount, start, land, abort };
}
