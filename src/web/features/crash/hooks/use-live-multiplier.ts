import { useEffect, useState } from 'react';
import { multiplierAt } from '../../../../games/crash';
import { elapsedAt } from '../crash-math';

/** The running round's multiplier for labels (the cash-out button), ten times a second; null otherwise. */
export function useLiveMultiplier(running: boolean, anchor: number | null): number | null {
  const [value, setValue] = useState<number | null>(null);
  useEffect(() => {
    if (!running || anchor === null) {
      setValue(null);
      return;
    }
    const read = () => setValue(multiplierAt(elapsedAt(anchor, Date.now())));
    read();
    const timer = window.setInterval(read, 100);
    return () => window.clearInterval(timer);
  }, [running, anchor]);
  return value;
}
