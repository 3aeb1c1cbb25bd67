import { useState } from 'react';
import type { LeaderboardEntry } from '../../../contract/leaderboard';
import {
  clearFailedMessage,
  type LeaderboardCategory,
  leaderboardMessages as m,
} from '../../../contract/leaderboard-texts';
import { CoinsIcon, ShieldIcon, SparklesIcon, TrophyIcon } from '../../components/icons';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { SectionCard } from '../../components/ui/card';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Container } from '../../components/ui/container';
import { PageHeader } from '../../components/ui/page-header';
import { QueryView } from '../../components/ui/query-view';
import { TabPanel, Tabs } from '../../components/ui/tabs';
import {
  clearCategory,
  deleteEntry,
  fetchLeaderboard,
  updateFromTransactions,
} from '../../features/leaderboard/api';
import { EntryFormModal } from '../../features/leaderboard/components/entry-form-modal';
import { LeaderboardTable } from '../../features/leaderboard/components/leaderboard-table';
import { errorText } from '../../lib/api';
import { useNotice } from '../../lib/use-notice';
import { useQuery } from '../../lib/use-query';
import { useAuth } from '../auth/auth-context';

const TABS = [
  { id: 'most_ff', label: 'Most FF', icon: <CoinsIcon size={18} /> },
  { id: 'largest_win', label: 'Largest Win', icon: <SparklesIcon size={18} /> },
] as const;

type Pending = { kind: 'delete'; entry: LeaderboardEntry } | { kind: 'clear' } | null;

export function LeaderboardPage() {
  const { user } = useAuth();
  const isAdmin = Boolean(user?.isAdmin);
  const board = useQuery(fetchLeaderboard);
  const [tab, setTab] = useState<LeaderboardCategory>('most_ff');
  const [form, setForm] = useState<{ open: boolean; entry: LeaderboardEntry | null }>({
    open: false,
    entry: null,
  });
  const [pending, setPending] = useState<Pending>(null);
  const [busy, setBusy] = useState(false);
  const { notice, setNotice, report } = useNotice();

  const act = async (work: () => Promise<unknown>, success: string, fallback: string) => {
    setBusy(true);
    if (await report(work, success, (error) => errorText(error, fallback))) board.reload();
    setBusy(false);
    setPending(null);
  };

  const confirm = () => {
    if (pending?.kind === 'delete') {
      const { entry } = pending;
      void act(() => deleteEntry(entry._id), 'Leaderboard entry deleted', m.deleteFailed);
    } else if (pending?.kind === 'clear') {
      void act(
        () => clearCategory('largest_win'),
        'Largest Win leaderboard cleared',
        clearFailedMessage('largest_win'),
      );
    }
  };

  return (
    <Container size="lg" className="space-y-6">
      <PageHeader
        title="Leaderboards"
        description="The richest players and the biggest wins."
        icon={<TrophyIcon size={28} />}
        iconClassName="rounded-2xl bg-gold-400/15 text-gold-300 ring-1 ring-gold-400/30"
      />

      {isAdmin && (
        <SectionCard
          title="Admin Controls"
          icon={<ShieldIcon size={18} />}
          description="Edits are kept until the next update from transactions."
        >
          <div className="flex flex-wrap gap-3 px-5 py-4 sm:px-6">
            <Button onClick={() => setForm({ open: true, entry: null })}>Add New Entry</Button>
            <Button variant="outline" onClick={board.reload} disabled={board.loading}>
              Refresh Data
            </Button>
            <Button
              variant="secondary"
              loading={busy && pending === null}
              onClick={() =>
                void act(updateFromTransactions, 'Leaderboards updated from transactions', m.updateFailed)
              }
            >
              Update from Transactions
            </Button>
            {tab === 'largest_win' && (
              <Button variant="danger" onClick={() => setPending({ kind: 'clear' })}>
                Clear Biggest Win Leaderboard
              </Button>
            )}
          </div>
        </SectionCard>
      )}

      {notice && <Alert tone={notice.tone} message={notice.text} />}

      <Tabs
        idPrefix="leaderboard"
        label="Leaderboards"
        tabs={TABS}
        value={tab}
        onChange={setTab}
        className="max-w-md"
      />

      {TABS.map(({ id, label }) => (
        <TabPanel key={id} idPrefix="leaderboard" id={id} active={tab === id}>
          <SectionCard
            title={label}
            description={
              id === 'most_ff' ? 'Ranked by current balance.' : 'Ranked by the biggest single game win.'
            }
          >
            <QueryView query={board} loadingLabel="Loading leaderboard..." errorMessage={m.loadFailed} table>
              {(boards) => (
                <LeaderboardTable
                  category={id}
                  entries={boards[id]}
                  isAdmin={isAdmin}
                  onEdit={(entry) => setForm({ open: true, entry })}
                  onDelete={(entry) => setPending({ kind: 'delete', entry })}
                />
              )}
            </QueryView>
          </SectionCard>
        </TabPanel>
      ))}

      {isAdmin && (
        <>
          <EntryFormModal
            open={form.open}
            entry={form.entry}
            defaultCategory={tab}
            onClose={() => setForm({ open: false, entry: null })}
            onSaved={() => {
              setForm({ open: false, entry: null });
              setNotice({ tone: 'success', text: 'Leaderboard entry saved' });
              board.reload();
            }}
          />
          <ConfirmDialog
            open={pending !== null}
            title={pending?.kind === 'clear' ? 'Clear Biggest Win Leaderboard' : 'Delete Entry'}
            message={
              pending?.kind === 'clear'
                ? 'Are you sure you want to clear the Largest Win leaderboard? This cannot be undone.'
                : m.confirmDelete
            }
            confirmLabel={pending?.kind === 'clear' ? 'Clear' : 'Delete'}
            busy={busy}
            onConfirm={confirm}
            onCancel={() => setPending(null)}
          />
        </>
      )}
    </Container>
  );
}
