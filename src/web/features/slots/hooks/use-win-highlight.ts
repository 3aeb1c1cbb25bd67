import { useCallback, useEffect, useRef, useState } from 'react';
import type { SlotLineWin } from '../../../../contract/slots';
import { LINE_ROTATION_CYCLES, LINE_ROTATION_MS } from '../timing';

export interface WinHighlight {
  /** The winning line shown now, or null. */
  line: SlotLineWin | null;
  /** Its place among the spin's winning lines (0-based) and how many there are. */
  index: number;
  count: number;
  show: (lines: SlotLineWin[]) => void;
  clear: () => void;
}

/** Shows each winning line in turn for 2 s, going round the lines twice, then shows none. */
export function useWinHighlight(): WinHighlight {
  const [lines, setLines] = useState<SlotLineWin[]>([]);
  const [step, setStep] = useState(0);
  const timer = useRef<number | undefined>(undefined);

  const clear = useCallback(() => {
    window.clearInterval(timer.current);
    timer.current = undefined;
    setLines([]);
    setStep(0);
  }, []);

  useEffect(() => () => window.clearInterval(timer.current), []);

  const show = useCallback(
    (next: SlotLineWin[]) => {
      clear();
      if (next.length === 0) return;
      setLines(next);
      const steps = next.length * LINE_ROTATION_CYCLES;
      let shown = 1;
      timer.current = window.setInterval(() => {
        if (shown >= steps) {
          clear();
          return;
        }
        setStep(shown);
        shown += 1;
      }, LINE_ROTATION_MS);
    },
    [clear],
  );

  const count = lines.length;
  const index = count > 0 ? step % count : 0;
  return { line: lines[index] ?? null, index, count, show, clear };
}
