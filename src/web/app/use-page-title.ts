import { createContext, use, useEffect } from 'react';
import { useT } from '../lib/i18n';
import type texts from '../locales/en/common.json';

export interface RouteHandle {
  /** The page's title by its key under `pageTitle.` in the common catalogue. */
  title: string;
  /** Fetches the page's code and texts (a lazily loaded page's): the first page's come before the first paint. */
  preload?: () => Promise<unknown>;
}

export function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && typeof (handle as RouteHandle).title === 'string';
}

/** The deepest matched route's title key, which the router gives the shell (src/web/app/router.tsx). */
export const PageTitleKey = createContext<string | undefined>(undefined);

/** The page's title (routes declare it in `handle`), also written to document.title. */
export function usePageTitle(): string {
  const t = useT<typeof texts>('common');
  const key = use(PageTitleKey);
  const title = key ? t(`pageTitle.${key}` as keyof typeof texts) : t('siteName');
  const documentTitle = !key || key === 'home' ? t('siteName') : t('documentTitle', { page: title });

  useEffect(() => {
    document.title = documentTitle;
  }, [documentTitle]);

  return title;
}
