import { useCallback, useState } from 'react';
import { SectionCard } from '../../../components/ui/card';
import { QueryView } from '../../../components/ui/query-view';
import { type TableColumn, TableHead } from '../../../components/ui/table-head';
import { formatDateTime } from '../../../lib/format';
import { useQuery } from '../../../lib/use-query';
import { fetchAudit, type PageAt } from '../api';
import { Pager } from './pager';

const ACTION_LABELS: Record<string, string> = {
  'user.promote': 'Made admin',
  'user.demote': 'Removed admin',
  'user.ban': 'Banned',
  'user.unban': 'Unbanned',
  'funds.add': 'Added funds',
  'chat.delete': 'Deleted message',
  'chat.mute': 'Muted from chat',
  'report.dismiss': 'Dismissed report',
  'leaderboard.create': 'Added leaderboard entry',
  'leaderboard.update': 'Edited leaderboard entry',
  'leaderboard.delete': 'Deleted leaderboard entry',
  'leaderboard.recompute': 'Updated leaderboards',
  'leaderboard.clear': 'Cleared leaderboard',
};

const COLUMNS: TableColumn[] = [
  { label: 'When', className: 'sm:px-6' },
  { label: 'Admin' },
  { label: 'Action' },
  { label: 'Player' },
  { label: 'Details', className: 'sm:px-6' },
];

export function AuditLog() {
  const [at, setAt] = useState<PageAt>({});
  const load = useCallback((signal: AbortSignal) => fetchAudit(at, signal), [at]);
  const audit = useQuery(load);

  return (
    <SectionCard title="Audit Log" description="Who did what, to whom and when.">
      <QueryView
        query={audit}
        loadingLabel="Loading the audit log..."
        errorMessage="Failed to load the audit log"
        table
        isEmpty={(page) => page.entries.length === 0}
        emptyText="No admin actions yet."
      >
        {(page) => (
          <>
            <div className="overflow-x-auto">
              <table className="w-full min-w-[640px] text-left text-sm">
                <TableHead columns={COLUMNS} cellClassName="px-4 py-3" />
                <tbody>
                  {page.entries.map((entry) => (
                    <tr key={entry.id} className="border-line/60 border-b last:border-0">
                      <td className="whitespace-nowrap px-4 py-3 text-ink-muted sm:px-6">
                        <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
                      </td>
                      <td className="px-4 py-3 font-semibold text-ink">{entry.actor.username}</td>
                      <td className="px-4 py-3 text-gold-200">
                        {ACTION_LABELS[entry.action] ?? entry.action}
                      </td>
                      <td className="px-4 py-3 text-ink-soft">{entry.target?.username ?? '—'}</td>
                      <td className="px-4 py-3 text-ink-soft sm:px-6">{entry.details ?? ''}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Pager
              label="Audit log pages"
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
