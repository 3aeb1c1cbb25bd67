import type { ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { SectionCard } from '../../../components/ui/card';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingState } from '../../../components/ui/spinner';
import { useMessageText, useT } from '../../../lib/i18n';
import type { Notice } from '../../../lib/use-notice';
import type texts from '../../../locales/en/admin.json';

interface ListCardProps<T> {
  title: string;
  description: string;
  onRefresh: () => void;
  notice: Notice | null;
  loadError: string | null;
  /** null while loading. */
  items: T[] | null;
  loadingLabel: string;
  emptyText: string;
  /** The list, once there is at least one item. */
  children: (items: T[]) => ReactNode;
  /** Below the card's list (a pager, dialogs). */
  footer?: ReactNode;
}

/** An admin list in its card: Refresh, the last action's notice, and its loading, failed and empty states. */
export function ListCard<T>({
  title,
  description,
  onRefresh,
  notice,
  loadError,
  items,
  loadingLabel,
  emptyText,
  children,
  footer,
}: ListCardProps<T>) {
  const t = useT<typeof texts>('admin');
  const mt = useMessageText();
  return (
    <SectionCard
      title={title}
      description={description}
      actions={
        <Button size="sm" variant="outline" onClick={onRefresh}>
          {t('refresh')}
        </Button>
      }
    >
      {notice && <Alert tone={notice.tone} message={mt(notice.text)} className="mx-5 mt-4 sm:mx-6" />}
      {loadError ? (
        <div className="p-6">
          <ErrorState message={mt(loadError)} onRetry={onRefresh} />
        </div>
      ) : !items ? (
        <LoadingState label={loadingLabel} className="py-12" />
      ) : items.length === 0 ? (
        <p className="px-6 py-12 text-center text-ink-muted">{emptyText}</p>
      ) : (
        children(items)
      )}
      {footer}
    </SectionCard>
  );
}
