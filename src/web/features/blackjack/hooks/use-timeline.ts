import { useCallback, useEffect, useRef } from 'react';

/**
 * Timed steps of an animation sequence. begin() starts a new sequence (and cancels the one
 * before); alive(epoch) tells a running sequence whether it may go on.
 */
export function useTimeline() {
  const epochRef = useRef(0);
  const timers = useRef(new Set<number>());

  useEffect(() => {
    const pending = timers.current;
    return () => {
      epochRef.current += 1;
      for (const timer of pending) window.clearTimeout(timer);
      pending.clear();
    };
  }, []);

  const sleep = useCallback(
    (ms: number) =>
      new Promise<void>((resolve) => {
        const timer = window.setTimeout(() => {
          timers.current.delete(timer);
          resolve();
        }, ms);
        timers.current.add(timer);
      }),
    [],
  );

  const begin = useCallback(() => {
    epochRef.current += 1;
    return epochRef.current;
  }, []);

  const alive = useCallback((epoch: number) => epochRef.current === epoch, []);

  return { sleep, begin, alive };
}
