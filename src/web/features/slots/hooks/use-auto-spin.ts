import { useCallback, useEffect, useRef, useState } from 'react';
import { announce } from '../../../lib/announcer';
import { formatFunds } from '../../../lib/format';
import { isInstantPlay } from '../../../lib/instant-play';
import { autoPauseMs, reducedMotion } from '../timing';
import type { SpinOutcome } from './use-slot-machine';

/** DECISIONS.md section 8: AUTO spins a chosen number of times. */
export const AUTO_SPIN_COUNTS = [10, 25, 50, 100] as const;
export type AutoSpinCount = (typeof AUTO_SPIN_COUNTS)[number];

export interface AutoSpinSettings {
  spins: AutoSpinCount;
  /** Stop once a single spin wins at least this much; null never stops on a win. */
  stopOnWin: number | null;
}

export interface AutoSpin {
  running: boolean;
  /** Spins still to finish, the current one included. */
  remaining: number;
  /** True once STOP was pressed: the current spin finishes, then AUTO ends. */
  stopping: boolean;
  start: (settings: AutoSpinSettings) => void;
  stop: () => void;
}

type EndReason = 'done' | 'stopped' | 'funds' | 'failed' | 'limit';

function endText(reason: EndReason, completed: number, limit: number | null): string {
  const spins = `${completed} ${completed === 1 ? 'spin' : 'spins'}`;
  switch (reason) {
    case 'done':
      return `Auto spin finished after ${spins}.`;
    case 'stopped':
      return `Auto spin stopped after ${spins}.`;
    case 'funds':
      return `Auto spin stopped after ${spins}: not enough funds for the next spin.`;
    case 'failed':
      return `Auto spin stopped after ${spins} because a spin failed.`;
    case 'limit':
      return `Auto spin stopped: a single win reached ${formatFunds(limit ?? 0)}.`;
  }
}

/** Waits `ms`, or less if `wake.current` is called first (STOP ends the pause between spins). */
function pause(ms: number, wake: { current: (() => void) | null }): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      window.clearTimeout(timer);
      wake.current = null;
      resolve();
    };
    const timer = window.setTimeout(done, ms);
    wake.current = done;
  });
}

/** Spins one after another through `spin` (which resolves when its reels have landed). */
export function useAutoSpin(spin: () => Promise<SpinOutcome>): AutoSpin {
  const [running, setRunning] = useState(false);
  const [remaining, setRemaining] = useState(0);
  const [stopping, setStopping] = useState(false);
  const stopRef = useRef(false);
  const runningRef = useRef(false);
  const wake = useRef<(() => void) | null>(null);
  const spinRef = useRef(spin);

  useEffect(() => {
    spinRef.current = spin;
  }, [spin]);

  const stop = useCallback(() => {
    if (!runningRef.current) return;
    stopRef.current = true;
    setStopping(true);
    wake.current?.();
  }, []);

  // Leaving the page ends the run after the spin in flight.
  useEffect(
    () => () => {
      stopRef.current = true;
      wake.current?.();
    },
    [],
  );

  const start = useCallback(({ spins, stopOnWin }: AutoSpinSettings) => {
    if (runningRef.current) return;
    runningRef.current = true;
    stopRef.current = false;
    setRunning(true);
    setStopping(false);
    setRemaining(spins);
    announce(`Auto spin started: ${spins} spins.`);

    const run = async () => {
      let completed = 0;
      let reason: EndReason = 'done';
      while (completed < spins) {
        if (stopRef.current) {
          reason = 'stopped';
          break;
        }
        const outcome = await spinRef.current();
        if (outcome.kind === 'insufficient') reason = 'funds';
        if (outcome.kind === 'failed' || outcome.kind === 'busy') reason = 'failed';
        if (outcome.kind !== 'settled') break;
        completed += 1;
        setRemaining(spins - completed);
        if (stopOnWin !== null && outcome.spin.win >= stopOnWin) {
          reason = 'limit';
          break;
        }
        if (completed < spins && !stopRef.current)
          await pause(autoPauseMs(outcome.spin.win > 0, reducedMotion() || isInstantPlay()), wake);
      }
      if (reason === 'done' && stopRef.current && completed < spins) reason = 'stopped';
      runningRef.current = false;
      setRunning(false);
      setStopping(false);
      setRemaining(0);
      window.setTimeout(() => announce(endText(reason, completed, stopOnWin)), 400);
    };
    void run();
  }, []);

  return { running, remaining, stopping, start, stop };
}
