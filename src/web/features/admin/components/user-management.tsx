import { useCallback, useEffect, useState } from 'react';
import type { PublicUser } from '../../../../contract/accounts';
import { adminMessages } from '../../../../contract/admin-texts';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { SectionCard } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { QueryView } from '../../../components/ui/query-view';
import { type TableColumn, TableHead } from '../../../components/ui/table-head';
import { cx } from '../../../lib/cx';
import { formatFunds } from '../../../lib/format';
import { translate, useMessageText, useT } from '../../../lib/i18n';
import { useNotice } from '../../../lib/use-notice';
import { useQuery } from '../../../lib/use-query';
import type texts from '../../../locales/en/admin.json';
import { addFunds, fetchUsers, type PageAt, setAdmin, setBanned } from '../api';
import { failureText } from '../failure-text';
import { AddFundsDialog } from './add-funds-dialog';
import { Pager } from './pager';

interface UserManagementProps {
  selfId: number;
  /** Called with the admin's new balance when they add funds to themselves. */
  onOwnFunds: (funFunds: number) => void;
}

function RoleBadge({ user }: { user: PublicUser }) {
  const t = useT<typeof texts>('admin');
  return user.isAdmin ? (
    <Badge tone="royal">{t('role.admin')}</Badge>
  ) : (
    <Badge tone="neutral">{t('role.user')}</Badge>
  );
}

export function UserManagement({ selfId, onOwnFunds }: UserManagementProps) {
  const [searchText, setSearchText] = useState('');
  const [search, setSearch] = useState('');
  const [at, setAt] = useState<PageAt>({});
  const [busyId, setBusyId] = useState<number | null>(null);
  const { notice, setNotice, report } = useNotice();
  const [fundsFor, setFundsFor] = useState<PublicUser | null>(null);
  const [fundsError, setFundsError] = useState<string | null>(null);
  const t = useT<typeof texts>('admin');
  const mt = useMessageText();
  const columns: TableColumn[] = [
    { label: t('column.username'), className: 'sm:px-6' },
    { label: t('column.email') },
    { label: t('column.funds'), className: 'text-right' },
    { label: t('column.role') },
    { label: t('column.actions'), className: 'text-right sm:px-6' },
  ];

  // The search runs on the server, a moment after the admin stops typing.
  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(searchText);
      setAt({});
    }, 250);
    return () => clearTimeout(timer);
  }, [searchText]);

  const load = useCallback((signal: AbortSignal) => fetchUsers(search, at, signal), [search, at]);
  const users = useQuery(load);

  const run = async (user: PublicUser, work: () => Promise<unknown>, done: string, prefix: string) => {
    setBusyId(user._id);
    if (await report(work, done, (error) => failureText(prefix, error))) users.reload();
    setBusyId(null);
  };

  const submitFunds = async (amount: number, reason: string) => {
    if (!fundsFor) return;
    const target = fundsFor;
    setBusyId(target._id);
    setFundsError(null);
    try {
      const result = await addFunds(target._id, amount, reason);
      if (target._id === selfId) onOwnFunds(result.funFunds);
      setFundsFor(null);
      setNotice({
        tone: 'success',
        text: translate('admin', 'fundsAdded', { amount: formatFunds(amount), name: target.username }),
      });
      users.reload();
    } catch (error) {
      setFundsError(failureText(adminMessages.fundsFailed, error));
    } finally {
      setBusyId(null);
    }
  };

  const actionsOf = (user: PublicUser) => {
    const self = user._id === selfId;
    const busy = busyId === user._id;
    return (
      <span className="flex flex-wrap justify-end gap-2">
        <Button
          size="sm"
          variant="outline"
          disabled={busy || (self && user.isAdmin)}
          aria-label={t(user.isAdmin ? 'removeAdminName' : 'makeAdminName', { name: user.username })}
          onClick={() =>
            void run(
              user,
              () => setAdmin(user._id, !user.isAdmin),
              t(user.isAdmin ? 'nowUser' : 'nowAdmin', { name: user.username }),
              adminMessages.adminStatusFailed,
            )
          }
        >
          {user.isAdmin ? t('removeAdmin') : t('makeAdmin')}
        </Button>
        <Button
          size="sm"
          variant={user.isBanned ? 'success' : 'danger'}
          disabled={busy || self}
          aria-label={t(user.isBanned ? 'unbanName' : 'banUserName', { name: user.username })}
          onClick={() =>
            void run(
              user,
              () => setBanned(user._id, !user.isBanned),
              t(user.isBanned ? 'nowUnbanned' : 'nowBanned', { name: user.username }),
              adminMessages.banFailed,
            )
          }
        >
          {user.isBanned ? t('unban') : t('ban')}
        </Button>
        <Button
          size="sm"
          variant="primary"
          disabled={busy}
          aria-label={t('addFundsName', { name: user.username })}
          onClick={() => {
            setFundsError(null);
            setFundsFor(user);
          }}
        >
          {t('addFunds')}
        </Button>
      </span>
    );
  };

  return (
    <SectionCard title={t('usersTitle')} description={t('usersDescription')}>
      <div className="px-5 pt-4 sm:px-6">
        <Input
          label={t('searchUsers')}
          type="search"
          placeholder={t('searchPlaceholder')}
          value={searchText}
          onChange={(event) => setSearchText(event.target.value)}
          className="max-w-md"
        />
        {notice && <Alert tone={notice.tone} message={mt(notice.text)} className="mt-4" />}
      </div>
      <QueryView
        query={users}
        loadingLabel={t('usersLoading')}
        errorMessage={mt(adminMessages.fetchUsersFailed)}
        table
      >
        {(page) => (
          <>
            <ul
              aria-busy={users.loading}
              className={cx(
                'mt-4 divide-y divide-line/60 border-line border-t transition-opacity md:hidden',
                users.loading && 'opacity-60',
              )}
            >
              {page.users.map((user) => (
                <li key={user._id} data-user-card={user.username} className="space-y-2 px-5 py-4">
                  <div className="flex flex-wrap items-center gap-2">
                    <span className="font-semibold text-ink">{user.username}</span>
                    <RoleBadge user={user} />
                    {user.isBanned && <Badge tone="loss">{t('banned')}</Badge>}
                    <span className="ml-auto text-gold-200 tabular-nums">{formatFunds(user.funFunds)}</span>
                  </div>
                  <p className="truncate text-ink-muted text-sm">{user.email}</p>
                  {actionsOf(user)}
                </li>
              ))}
            </ul>
            <div
              aria-busy={users.loading}
              className={cx(
                'relative mt-4 hidden overflow-x-auto transition-opacity md:block',
                users.loading && 'opacity-60',
              )}
            >
              <table className="w-full min-w-[760px] text-left text-sm">
                <TableHead
                  columns={columns}
                  cellClassName="px-4 py-3"
                  className="border-line border-y text-2xs text-ink-muted uppercase tracking-wider"
                />
                <tbody>
                  {page.users.length === 0 && (
                    <tr>
                      <td colSpan={5} className="px-6 py-10 text-center text-ink-muted">
                        {t('noUsers')}
                      </td>
                    </tr>
                  )}
                  {page.users.map((user) => (
                    <tr
                      key={user._id}
                      data-user={user.username}
                      className="border-line/60 border-b last:border-0"
                    >
                      <td className="px-4 py-3 font-semibold text-ink sm:px-6">
                        <span className="flex items-center gap-2">
                          {user.username}
                          {user._id === selfId && <span className="text-ink-faint text-xs">{t('you')}</span>}
                          {user.isBanned && <Badge tone="loss">{t('banned')}</Badge>}
                        </span>
                      </td>
                      <td className="max-w-56 truncate px-4 py-3 text-ink-soft">{user.email}</td>
                      <td className="px-4 py-3 text-right text-gold-200 tabular-nums">
                        {formatFunds(user.funFunds)}
                      </td>
                      <td className="px-4 py-3">
                        <RoleBadge user={user} />
                      </td>
                      <td className="px-4 py-3 sm:px-6">{actionsOf(user)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Pager label={t('userPages')} noun="users" shown={page.users.length} page={page} onPage={setAt} />
          </>
        )}
      </QueryView>
      <AddFundsDialog
        user={fundsFor}
        busy={fundsFor !== null && busyId === fundsFor._id}
        error={fundsError}
        onCancel={() => setFundsFor(null)}
        onSubmit={(amount, reason) => void submitFunds(amount, reason)}
      />
    </SectionCard>
  );
}
