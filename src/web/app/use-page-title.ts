import { useEffect } from 'react';
import { useMatches } from 'react-router';
import { useT } from '../lib/i18n';
import type texts from '../locales/en/common.json';

export interface RouteHandle {
  /** The page's title by its key under `pageTitle.` in the common catalogue. */
  title: string;
}

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && typeof (handle as RouteHandle).title === 'string';
}

/** The deepest route's title (routes declare it in `handle`), also written to document.title. */
export function usePageTitle(): string {
  const t = useT<typeof texts>('common');
  const matches = useMatches();
  const key = matches
    .map((match) => match.handle)
    .filter(isRouteHandle)
    .at(-1)?.title;
  const title = key ? t(`pageTitle.${key}` as keyof typeof texts) : t('siteName');
  const documentTitle = !key || key === 'home' ? t('siteName') : t('documentTitle', { page: title });

  useEffect(() => {
    document.title = documentTitle;
  }, [documentTitle]);

  return title;
}
