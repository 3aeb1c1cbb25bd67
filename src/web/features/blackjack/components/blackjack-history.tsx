import { Link } from 'react-router';
import type { HistoryRecord } from '../../../../contract/blackjack';
import { betPagePath } from '../../../../contract/live-bets-texts';
import { ClockIcon } from '../../../components/icons';
import { SectionCard } from '../../../components/ui/card';
import { QueryView } from '../../../components/ui/query-view';
import { formatDateTime, formatFunds } from '../../../lib/format';
import { useT } from '../../../lib/i18n';
import type { QueryState } from '../../../lib/use-query';
import type texts from '../../../locales/en/blackjack.json';
import { detailsOf, HandCell, ProfitCell, resultWord } from './history-cells';

/** The round's result, opening its bet's public page. */
function ResultCell({ record, doubled }: { record: HistoryRecord; doubled: boolean }) {
  const t = useT<typeof texts>('blackjack');
  return (
    <Link
      to={betPagePath(record._id)}
      data-testid="blackjack-history-link"
      className="rounded hover:underline"
    >
      {resultWord(t, record.result)}
      {doubled && <span className="font-normal text-ink-muted text-xs"> {t('history.doubleDown')}</span>}
    </Link>
  );
}

/** Phones: one small card per round instead of a wide table. */
function HistoryList({ records }: { records: HistoryRecord[] }) {
  const t = useT<typeof texts>('blackjack');
  return (
    <ul className="divide-y divide-line sm:hidden" data-testid="blackjack-history-list">
      {records.map((record) => {
        const details = detailsOf(record);
        return (
          <li key={record._id} className="space-y-2 px-5 py-3">
            <div className="flex items-baseline justify-between gap-3">
              <p className="font-semibold text-ink text-sm">
                <ResultCell record={record} doubled={details.wasDoubleDown} />
              </p>
              <p className="text-right text-sm">
                <ProfitCell record={record} />
              </p>
            </div>
            <div className="grid grid-cols-2 gap-3 text-xs">
              <div>
                <p className="mb-1 text-2xs text-ink-muted uppercase tracking-wider">{t('history.player')}</p>
                <HandCell cards={details.playerHand} score={details.playerScore} />
              </div>
              <div>
                <p className="mb-1 text-2xs text-ink-muted uppercase tracking-wider">{t('history.dealer')}</p>
                <HandCell cards={details.dealerHand} score={details.dealerScore} />
              </div>
            </div>
            <p className="text-ink-faint text-xs">
              {t('history.meta', {
                date: formatDateTime(record.timestamp),
                amount: formatFunds(record.betAmount),
              })}
            </p>
          </li>
        );
      })}
    </ul>
  );
}

/** Wider screens: a table of the rounds. */
const COLUMNS = ['date', 'bet', 'result', 'player', 'dealer', 'profit'] as const;

function HistoryTable({ records }: { records: HistoryRecord[] }) {
  const t = useT<typeof texts>('blackjack');
  return (
    <div className="relative hidden overflow-x-auto sm:block">
      <table className="w-full min-w-[40rem] text-left text-sm" data-testid="blackjack-history">
        <thead className="text-2xs text-ink-muted uppercase tracking-wider">
          <tr className="border-line border-b">
            {COLUMNS.map((column) => (
              <th key={column} scope="col" className="px-4 py-3 font-semibold first:pl-6 last:pr-6">
                {t(`history.column.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {records.map((record) => {
            const details = detailsOf(record);
            return (
              <tr key={record._id} className="transition hover:bg-white/[0.03]">
                <td className="whitespace-nowrap px-4 py-3 pl-6 text-ink-muted">
                  {formatDateTime(record.timestamp)}
                </td>
                <td className="whitespace-nowrap px-4 py-3 text-ink tabular-nums">
                  {formatFunds(record.betAmount)}
                </td>
                <td className="whitespace-nowrap px-4 py-3 font-semibold text-ink">
                  <ResultCell record={record} doubled={details.wasDoubleDown} />
                </td>
                <td className="px-4 py-3">
                  <HandCell cards={details.playerHand} score={details.playerScore} />
                </td>
                <td className="px-4 py-3">
                  <HandCell cards={details.dealerHand} score={details.dealerScore} />
                </td>
                <td className="whitespace-nowrap px-4 py-3 pr-6">
                  <ProfitCell record={record} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** SPEC.md: the last ten rounds with Date, Bet, Result, Player, Dealer and Profit. */
export function BlackjackHistory({ query }: { query: QueryState<HistoryRecord[]> }) {
  const t = useT<typeof texts>('blackjack');
  return (
    <SectionCard
      title={t('history.title')}
      icon={<ClockIcon size={18} />}
      description={t('history.description')}
    >
      <QueryView
        query={query}
        loadingLabel={t('history.loading')}
        errorMessage={t('history.loadError')}
        isEmpty={(records) => records.length === 0}
        emptyText={t('history.empty')}
        emptyClassName="py-10 text-sm"
      >
        {(records) => (
          <>
            <HistoryList records={records} />
            <HistoryTable records={records} />
          </>
        )}
      </QueryView>
    </SectionCard>
  );
}
