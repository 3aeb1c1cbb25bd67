import { useRouteError } from 'react-router';
import { AlertIcon } from '../../components/icons';
import { Button } from '../../components/ui/button';
import { useT } from '../../lib/i18n';
import type texts from '../../locales/en/common.json';

/** Shown if a page crashes while rendering, instead of a blank screen. */
export function RouteError() {
  const error = useRouteError();
  const t = useT<typeof texts>('common');
  console.error(error);
  return (
    <div className="grid min-h-dvh place-items-center bg-casino p-6 text-center">
      <div className="max-w-md">
        <AlertIcon size={48} className="mx-auto text-loss-400" />
        <h1 className="mt-4 font-black font-display text-3xl text-ink">{t('routeError.title')}</h1>
        <p className="mt-2 text-ink-muted">{t('routeError.body')}</p>
        <Button className="mt-6" onClick={() => window.location.reload()}>
          {t('routeError.reload')}
        </Button>
      </div>
    </div>
  );
}
