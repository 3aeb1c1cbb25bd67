import { useCallback, useState } from 'react';
import { Card, CardHeader } from '../../../components/ui/card';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingState } from '../../../components/ui/spinner';
import { errorText } from '../../../lib/api';
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
  'leaderboard.create': 'Added leaderboard entry',
  'leaderboard.update': 'Edited leaderboard entry',
  'leaderboard.delete': 'Deleted leaderboard entry',
  'leaderboard.recompute': 'Updated leaderboards',
  'leaderboard.clear': 'Cleared leaderboard',
};

export function AuditLog() {
  const [at, setAt] = useState<PageAt>({});
  const load = useCallback((signal: AbortSignal) => fetchAudit(at, signal), [at]);
  const audit = useQuery(load);

  return (
    <Card>
      <CardHeader title="Audit Log" description="Who did what, to whom and when." />
      {audit.error ? (
        <div className="p-6">
          <ErrorState
            message={errorText(audit.error, 'Failed to load the audit log')}
            onRetry={audit.reload}
          />
        </div>
      ) : !audit.data ? (
        <LoadingState label="Loading the audit log..." className="py-12" />
      ) : audit.data.entries.length === 0 ? (
        <p className="px-6 py-12 text-center text-ink-muted">No admin actions yet.</p>
      ) : (
        <>
          <div className="overflow-x-auto">
            <table className="w-full min-w-[640px] text-left text-sm">
              <thead className="border-line border-b text-2xs text-ink-muted uppercase tracking-wider">
                <tr>
                  <th scope="col" className="px-4 py-3 sm:px-6">
                    When
                  </th>
                  <th scope="col" className="px-4 py-3">
                    Admin
                  </th>
                  <th scope="col" className="px-4 py-3">
                    Action
                  </th>
                  <th scope="col" className="px-4 py-3">
                    Player
                  </th>
                  <th scope="col" className="px-4 py-3 sm:px-6">
                    Details
                  </th>
                </tr>
              </thead>
              <tbody>
                {audit.data.entries.map((entry) => (
                  <tr key={entry.id} className="border-line/60 border-b last:border-0">
                    <td className="whitespace-nowrap px-4 py-3 text-ink-muted sm:px-6">
                      <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
                    </td>
                    <td className="px-4 py-3 font-semibold text-ink">{entry.actor.username}</td>
                    <td className="px-4 py-3 text-gold-200">{ACTION_LABELS[entry.action] ?? entry.action}</td>
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
            shown={audit.data.entries.length}
            total={audit.data.total}
            totalIs={audit.data.totalIs}
            prevCursor={audit.data.prevCursor}
            nextCursor={audit.data.nextCursor}
            onPage={setAt}
          />
        </>
      )}
    </Card>
  );
}
