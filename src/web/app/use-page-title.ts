import { useEffect } from 'react';
import { useMatches } from 'react-router';

export interface RouteHandle {
  title: string;
}

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && typeof (handle as RouteHandle).title === 'string';
}

/** The deepest route's title (routes declare it in `handle`), also written to document.title. */
export function usePageTitle(): string {
  const matches = useMatches();
  const title =
    matches
      .map((match) => match.handle)
      .filter(isRouteHandle)
      .at(-1)?.title ?? 'Fun Funds Casino';

  useEffect(() => {
    document.title = title === 'Home' ? 'Fun Funds Casino' : `${title} | Fun Funds Casino`;
  }, [title]);

  return title;
}
