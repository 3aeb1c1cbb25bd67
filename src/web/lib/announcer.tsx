import { useEffect, useState } from 'react';

// One polite live region for the whole app: balance changes, game results, form outcomes.
const listeners = new Set<(message: string) => void>();

/** Reads a short message to screen-reader users without moving focus. */
export function announce(message: string): void {
  for (const listener of listeners) listener(message);
}

export function LiveAnnouncer() {
  const [message, setMessage] = useState('');

  useEffect(() => {
    let clearTimer: number | undefined;
    const listener = (next: string) => {
      // Clearing first makes a repeated message count as a change.
      setMessage('');
      window.clearTimeout(clearTimer);
      window.requestAnimationFrame(() => setMessage(next));
      clearTimer = window.setTimeout(() => setMessage(''), 7000);
    };
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
      window.clearTimeout(clearTimer);
    };
  }, []);

  return (
    <div className="sr-only" aria-live="polite" aria-atomic="true" data-testid="live-announcer">
      {message}
    </div>
  );
}
