import type { ReactNode } from 'react';
import { errorText } from '../../lib/api';
import { cx } from '../../lib/cx';
import type { QueryState } from '../../lib/use-query';
import { ErrorState } from './error-state';
import { LoadingState } from './spinner';

interface QueryViewProps<T> {
  query: QueryState<T>;
  loadingLabel: string;
  /** Classes of the loading state (mostly its height). */
  loadingClassName?: string;
  /** Said when the load fails and the server gives no message. */
  errorMessage: string;
  /** Classes of a box around the error. */
  errorClassName?: string;
  /**
   * A failed reload replaces the data on screen. Lists the player pages through (an admin's search)
   * want this; panels that refresh in the background keep what they had.
   */
  errorHidesData?: boolean;
  /**
   * A table filling its card (an admin list, a leaderboard): more room around the spinner, the error
   * and the empty line, and a failed reload replaces the rows (`errorHidesData`).
   */
  table?: boolean;
  /** Whether the answer holds nothing to list; then `emptyText` stands instead of `children`. */
  isEmpty?: (data: T) => boolean;
  emptyText?: ReactNode;
  /** The empty line's height and text size. */
  emptyClassName?: string;
  children: (data: T) => ReactNode;
}

/**
 * What a panel shows for a query: a spinner until the first answer, the error with a retry, a line
 * saying the list is empty, or the data.
 */
export function QueryView<T>({
  query,
  loadingLabel,
  table = false,
  loadingClassName = table ? 'py-12' : undefined,
  errorMessage,
  errorClassName = table ? 'p-6' : undefined,
  errorHidesData = table,
  isEmpty,
  emptyText,
  emptyClassName = table ? 'py-12' : 'py-8 text-sm',
  children,
}: QueryViewProps<T>) {
  const { data, error, reload } = query;
  if (error && (errorHidesData || data === undefined)) {
    const failure = <ErrorState message={errorText(error, errorMessage)} onRetry={reload} />;
    return errorClassName ? <div className={errorClassName}>{failure}</div> : failure;
  }
  if (data === undefined) return <LoadingState label={loadingLabel} className={loadingClassName} />;
  if (isEmpty?.(data))
    return <p className={cx('px-6 text-center text-ink-muted', emptyClassName)}>{emptyText}</p>;
  return children(data);
}
