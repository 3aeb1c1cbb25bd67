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
import { useMessageText, useT } from '../../lib/i18n';
import { useNotice } from '../../lib/use-notice';
import { useQuery } from '../../lib/use-query';
import type texts from '../../locales/en/common.json';
import { useAuth } from '../auth/auth-context';

const TABS = [
  { id: 'most_ff', icon: <CoinsIcon size={18} /> },
  { id: 'largest_win', icon: <SparklesIcon size={18} /> },
] as const;

type Pending = { kind: 'delete'; entry: LeaderboardEntry } | { kind: 'clear' } | null;

export function LeaderboardPage() {
  const t = useT<typeof texts>('common');
  const mt = useMessageText();
  const tabs = TABS.map((tab) => ({ ...tab, label: t(`leaderboardPage.tab.${tab.id}`) }));
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
      void act(() => deleteEntry(entry._id), t('leaderboardPage.entryDeleted'), m.deleteFailed);
    } else if (pending?.kind === 'clear') {
      void act(
        () => clearCategory('largest_win'),
        t('leaderboardPage.largestWinCleared'),
        clearFailedMessage('largest_win'),
      );
    }
  };

  return (
    <Container size="lg" className="space-y-6">
      <PageHeader
        title={t('leaderboardPage.title')}
        description={t('leaderboardPage.description')}
        icon={<TrophyIcon size={28} />}
        iconClassName="rounded-2xl bg-gold-400/15 text-gold-300 ring-1 ring-gold-400/30"
      />

      {isAdmin && (
        <SectionCard
          title={t('leaderboardPage.adminControls')}
          icon={<ShieldIcon size={18} />}
          description={t('leaderboardPage.adminDescription')}
        >
          <div className="flex flex-wrap gap-3 px-5 py-4 sm:px-6">
            <Button onClick={() => setForm({ open: true, entry: null })}>
              {t('leaderboardPage.addEntry')}
            </Button>
            <Button variant="outline" onClick={board.reload} disabled={board.loading}>
              {t('leaderboardPage.refresh')}
            </Button>
            <Button
              variant="secondary"
              loading={busy && pending === null}
              onClick={() => void act(updateFromTransactions, t('leaderboardPage.updated'), m.updateFailed)}
            >
              {t('leaderboardPage.updateFromTransactions')}
            </Button>
            {tab === 'largest_win' && (
              <Button variant="danger" onClick={() => setPending({ kind: 'clear' })}>
                {t('leaderboardPage.clearLargestWin')}
              </Button>
            )}
          </div>
        </SectionCard>
      )}

      {notice && <Alert tone={notice.tone} message={notice.text} />}

      <Tabs
        idPrefix="leaderboard"
        label={t('leaderboardPage.title')}
        tabs={tabs}
        value={tab}
        onChange={setTab}
        className="max-w-md"
      />

      {tabs.map(({ id, label }) => (
        <TabPanel key={id} idPrefix="leaderboard" id={id} active={tab === id}>
          <SectionCard
            title={label}
            description={
              id === 'most_ff' ? t('leaderboardPage.rankedByBalance') : t('leaderboardPage.rankedByWin')
            }
          >
            <QueryView
              query={board}
              loadingLabel={t('leaderboardPage.loading')}
              errorMessage={mt(m.loadFailed)}
              table
            >
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
              setNotice({ tone: 'success', text: t('leaderboardPage.entrySaved') });
              board.reload();
            }}
          />
          <ConfirmDialog
            open={pending !== null}
            title={
              pending?.kind === 'clear'
                ? t('leaderboardPage.clearLargestWin')
                : t('leaderboardPage.deleteEntry')
            }
            message={pending?.kind === 'clear' ? t('leaderboardPage.confirmClear') : mt(m.confirmDelete)}
            confirmLabel={
              pending?.kind === 'clear' ? t('leaderboardPage.clear') : t('leaderboardPage.delete')
            }
            busy={busy}
            onConfirm={confirm}
            onCancel={() => setPending(null)}
          />
        </>
      )}
    </Container>
  );
}
