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
import { useNotice } from '../../../lib/use-notice';
import { useQuery } from '../../../lib/use-query';
import { addFunds, fetchUsers, type PageAt, setAdmin, setBanned } from '../api';
import { failureText } from '../failure-text';
import { AddFundsDialog } from './add-funds-dialog';
import { Pager } from './pager';

interface UserManagementProps {
  selfId: number;
  /** Called with the admin's new balance when they add funds to themselves. */
  onOwnFunds: (funFunds: number) => void;
}

const COLUMNS: TableColumn[] = [
  { label: 'Username', className: 'sm:px-6' },
  { label: 'Email' },
  { label: 'Funds', className: 'text-right' },
  { label: 'Role' },
  { label: 'Actions', className: 'text-right sm:px-6' },
];

function RoleBadge({ user }: { user: PublicUser }) {
  return user.isAdmin ? <Badge tone="royal">Admin</Badge> : <Badge tone="neutral">User</Badge>;
}

export function UserManagement({ selfId, onOwnFunds }: UserManagementProps) {
  const [searchText, setSearchText] = useState('');
  const [search, setSearch] = useState('');
  const [at, setAt] = useState<PageAt>({});
  const [busyId, setBusyId] = useState<number | null>(null);
  const { notice, setNotice, report } = useNotice();
  const [fundsFor, setFundsFor] = useState<PublicUser | null>(null);
  const [fundsError, setFundsError] = useState<string | null>(null);

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
      setNotice({ tone: 'success', text: `Added ${formatFunds(amount)} to ${target.username}` });
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
          aria-label={`${user.isAdmin ? 'Remove admin' : 'Make admin'}: ${user.username}`}
          onClick={() =>
            void run(
              user,
              () => setAdmin(user._id, !user.isAdmin),
              `${user.username} is now ${user.isAdmin ? 'a user' : 'an admin'}`,
              adminMessages.adminStatusFailed,
            )
          }
        >
          {user.isAdmin ? 'Remove Admin' : 'Make Admin'}
        </Button>
        <Button
          size="sm"
          variant={user.isBanned ? 'success' : 'danger'}
          disabled={busy || self}
          aria-label={`${user.isBanned ? 'Unban' : 'Ban'}: ${user.username}`}
          onClick={() =>
            void run(
              user,
              () => setBanned(user._id, !user.isBanned),
              `${user.username} is ${user.isBanned ? 'no longer banned' : 'banned'}`,
              adminMessages.banFailed,
            )
          }
        >
          {user.isBanned ? 'Unban' : 'Ban'}
        </Button>
        <Button
          size="sm"
          variant="primary"
          disabled={busy}
          aria-label={`Add funds: ${user.username}`}
          onClick={() => {
            setFundsError(null);
            setFundsFor(user);
          }}
        >
          Add Funds
        </Button>
      </span>
    );
  };

  return (
    <SectionCard title="User Management" description="Search, promote, ban and reward players.">
      <div className="px-5 pt-4 sm:px-6">
        <Input
          label="Search users"
          type="search"
          placeholder="Start of a username or e-mail"
          value={searchText}
          onChange={(event) => setSearchText(event.target.value)}
          className="max-w-md"
        />
        {notice && <Alert tone={notice.tone} message={notice.text} className="mt-4" />}
      </div>
      <QueryView
        query={users}
        loadingLabel="Loading users..."
        errorMessage={adminMessages.fetchUsersFailed}
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
                    {user.isBanned && <Badge tone="loss">Banned</Badge>}
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
                'mt-4 hidden overflow-x-auto transition-opacity md:block',
                users.loading && 'opacity-60',
              )}
            >
              <table className="w-full min-w-[760px] text-left text-sm">
                <TableHead
                  columns={COLUMNS}
                  cellClassName="px-4 py-3"
                  className="border-line border-y text-2xs text-ink-muted uppercase tracking-wider"
                />
                <tbody>
                  {page.users.length === 0 && (
                    <tr>
                      <td colSpan={5} className="px-6 py-10 text-center text-ink-muted">
                        No users match this search.
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
                          {user._id === selfId && <span className="text-ink-faint text-xs">(you)</span>}
                          {user.isBanned && <Badge tone="loss">Banned</Badge>}
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
            <Pager label="User pages" noun="users" shown={page.users.length} page={page} onPage={setAt} />
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
