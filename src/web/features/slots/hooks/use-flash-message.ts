import { useCallback, useEffect, useRef, useState } from 'react';

export interface FlashMessage {
  text: string;
  tone: 'warning' | 'error';
  /** Changes with every flash, so that the same text shown twice still counts as new. */
  id: number;
}

/** A message that clears itself after its own duration. */
export function useFlashMessage() {
  const [message, setMessage] = useState<FlashMessage | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const nextId = useRef(0);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const clear = useCallback(() => {
    window.clearTimeout(timer.current);
    setMessage(null);
  }, []);

  const flash = useCallback((text: string, tone: FlashMessage['tone'], durationMs: number) => {
    window.clearTimeout(timer.current);
    nextId.current += 1;
    setMessage({ text, tone, id: nextId.current });
    timer.current = window.setTimeout(() => setMessage(null), durationMs);
  }, []);

  return { message, flash, clear };
}
