import { type RefObject, useEffect, useRef } from 'react';

/**
 * A ref holding `value` as of the last committed render, so that a listener, timer or unmount
 * cleanup set up once can call the newest callback without being set up again.
 */
export function useLatest<T>(value: T): RefObject<T> {
  const ref = useRef(value);
  useEffect(() => {
    ref.current = value;
  }, [value]);
  return ref;
}
