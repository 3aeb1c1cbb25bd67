import type { ReactNode } from 'react';
import { errorText } from '../../lib/api';
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
  children: (data: T) => ReactNode;
}

/** What a panel shows for a query: a spinner until the first answer, the error with a retry, or the data. */
export function QueryView<T>({
  query,
  loadingLabel,
  loadingClassName,
  errorMessage,
  errorClassName,
  errorHidesData = false,
  children,
}: QueryViewProps<T>) {
  const { data, error, reload } = query;
  if (error && (errorHidesData || data === undefined)) {
    const failure = <ErrorState message={errorText(error, errorMessage)} onRetry={reload} />;
    return errorClassName ? <div className={errorClassName}>{failure}</div> : failure;
  }
  if (data === undefined) return <LoadingState label={loadingLabel} className={loadingClassName} />;
  return children(data);
}
