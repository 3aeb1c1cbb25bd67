import { useCallback, useState } from 'react';
import { ADMIN_ACTIONS } from '../../../../contract/admin-texts';
import { SectionCard } from '../../../components/ui/card';
import { QueryView } from '../../../components/ui/query-view';
import { type TableColumn, TableHead } from '../../../components/ui/table-head';
import { formatDateTime } from '../../../lib/format';
import { translate, useT } from '../../../lib/i18n';
import { useQuery } from '../../../lib/use-query';
import type texts from '../../../locales/en/admin.json';
import { fetchAudit, type PageAt } from '../api';
import { auditDetails } from '../audit-words';
import { Pager } from './pager';

const ACTIONS: ReadonlySet<string> = new Set(ADMIN_ACTIONS);

/** An audit action in the admin's language; one this page does not know as it is stored. */
const actionLabel = (action: string) =>
  ACTIONS.has(action) ? translate('admin', `action.${action}`) : action;

export function AuditLog() {
  const [at, setAt] = useState<PageAt>({});
  const load = useCallback((signal: AbortSignal) => fetchAudit(at, signal), [at]);
  const audit = useQuery(load);
  const t = useT<typeof texts>('admin');
  const columns: TableColumn[] = [
    { label: t('column.when'), className: 'sm:px-6' },
    { label: t('column.admin') },
    { label: t('column.action') },
    { label: t('column.player') },
    { label: t('column.details'), className: 'sm:px-6' },
  ];

  return (
    <SectionCard title={t('auditTitle')} description={t('auditDescription')}>
      <QueryView
        query={audit}
        loadingLabel={t('auditLoading')}
        errorMessage={t('auditFailed')}
        table
        isEmpty={(page) => page.entries.length === 0}
        emptyText={t('auditEmpty')}
      >
        {(page) => (
          <>
            <div className="relative overflow-x-auto">
              <table className="w-full min-w-[640px] text-left text-sm">
                <TableHead columns={columns} cellClassName="px-4 py-3" />
                <tbody>
                  {page.entries.map((entry) => (
                    <tr key={entry.id} className="border-line/60 border-b last:border-0">
                      <td className="whitespace-nowrap px-4 py-3 text-ink-muted sm:px-6">
                        <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
                      </td>
                      <td className="px-4 py-3 font-semibold text-ink">{entry.actor.username}</td>
                      <td className="px-4 py-3 text-gold-200">{actionLabel(entry.action)}</td>
                      <td className="px-4 py-3 text-ink-soft">{entry.target?.username ?? '—'}</td>
                      <td className="px-4 py-3 text-ink-soft sm:px-6">
                        {auditDetails(entry.action, entry.details)}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Pager
              label={t('auditPages')}
              noun="entries"
              shown={page.entries.length}
              page={page}
              onPage={setAt}
            />
          </>
        )}
      </QueryView>
    </SectionCard>
  );
}
