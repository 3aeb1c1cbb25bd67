import { useCallback, useEffect, useRef, useState } from 'react';

export interface QueryState<T> {
  data: T | undefined;
  error: unknown;
  loading: boolean;
  reload: () => void;
}

interface Snapshot<T> {
  data: T | undefined;
  error: unknown;
  loading: boolean;
}

/**
 * Loads data when the component mounts and again on reload(). `load` must be stable (a module-level
 * function or a useCallback); its signal aborts when a newer load starts or the component leaves.
 */
export function useQuery<T>(load: (signal: AbortSignal) => Promise<T>): QueryState<T> {
  const [snapshot, setSnapshot] = useState<Snapshot<T>>({ data: undefined, error: null, loading: true });
  const controllerRef = useRef<AbortController | null>(null);

  const run = useCallback(() => {
    controllerRef.current?.abort();
    const controller = new AbortController();
    controllerRef.current = controller;
    setSnapshot((current) => ({ ...current, error: null, loading: true }));
    load(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setSnapshot({ data, error: null, loading: false });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setSnapshot((current) => ({ ...current, error, loading: false }));
      },
    );
  }, [load]);

  useEffect(() => {
    run();
    return () => controllerRef.current?.abort();
  }, [run]);

  return { ...snapshot, reload: run };
}
