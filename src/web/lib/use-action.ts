import { useState } from 'react';
import { errorText } from './api';

/**
 * A button's async action and what the UI shows about it: busy while it runs, then the reason it
 * failed (the server's message, or `fallback`).
 */
export function useAction() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run = async (work: () => Promise<void>, fallback: string) => {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (failure) {
      setError(errorText(failure, fallback));
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, setError, run };
}
