import { ClockIcon } from '../../../components/icons';
import { Card, CardHeader } from '../../../components/ui/card';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingState } from '../../../components/ui/spinner';
import { useT } from '../../../lib/i18n';
import type texts from '../../../locales/en/slots.json';
import type { SlotHistory } from '../hooks/use-slot-history';
import { HistoryRow } from './history-row';

/** Game History: the last 20 spins, newest first, each with a Verify link once the server knows it. */
export function SlotHistoryCard({ history }: { history: SlotHistory }) {
  const t = useT<typeof texts>('slots');
  const { items, loading, error, reload } = history;
  return (
    <Card className="flex min-h-0 flex-col overflow-hidden">
      <CardHeader
        title={t('history.title')}
        id="slots-history-title"
        icon={<ClockIcon size={18} />}
        description={t('history.description')}
      />
      {loading ? (
        <LoadingState label={t('history.loading')} />
      ) : items.length === 0 && error ? (
        <ErrorState message={t('history.loadError')} onRetry={reload} />
      ) : items.length === 0 ? (
        <p className="px-5 py-10 text-center text-ink-muted text-sm">{t('history.empty')}</p>
      ) : (
        <>
          {error ? (
            <p
              role="status"
              className="flex items-center justify-between gap-2 border-line border-b px-5 py-2 text-loss-300 text-xs"
            >
              {t('history.loadError')} {t('history.savedOnDevice')}
              <button
                type="button"
                onClick={reload}
                className="shrink-0 font-semibold underline underline-offset-2"
              >
                {t('history.tryAgain')}
              </button>
            </p>
          ) : null}
          <ol
            aria-labelledby="slots-history-title"
            data-testid="slots-history"
            className="divide-y divide-line overflow-y-auto xl:max-h-[44rem]"
          >
            {items.map((item) => (
              <HistoryRow key={item.key} item={item} />
            ))}
          </ol>
        </>
      )}
    </Card>
  );
}
