import { Link } from 'react-router';
import type { BetRecord } from '../../../../contract/fairness';
import { betPagePath } from '../../../../contract/live-bets-texts';
import { ClockIcon, LockIcon, ShieldIcon } from '../../../components/icons';
import { type TableColumn, TableHead } from '../../../components/ui/table-head';
import { cx } from '../../../lib/cx';
import { formatDateTime, formatFunds } from '../../../lib/format';
import type { QueryState } from '../../../lib/use-query';
import { verifyLinkOf } from '../link-params';
import { FairnessCard, PanelQuery } from './panel';

interface RecentBetsProps {
  query: QueryState<BetRecord[]>;
  selectedId: number | null;
}

function BetRow({ bet, selected }: { bet: BetRecord; selected: boolean }) {
  return (
    <tr data-bet-id={bet._id} className={cx('transition', selected ? 'bg-gold-400/10' : 'hover:bg-white/3')}>
      <td className="px-4 py-3 sm:px-6">
        {bet.game === 'coinflip' ? (
          <span className="font-semibold text-ink capitalize">{bet.game}</span>
        ) : (
          <Link
            to={betPagePath(bet._id)}
            aria-label={`Bet #${bet._id} (${bet.game})`}
            className="font-semibold text-ink capitalize hover:text-gold-200 hover:underline"
          >
            {bet.game}
          </Link>
        )}
        <span className="block text-2xs text-ink-faint sm:hidden">
          <span className="whitespace-nowrap">{formatDateTime(bet.createdAt)}</span>{' '}
          <span className="whitespace-nowrap">
            · {bet.game === 'crash' ? 'round' : 'nonce'} {bet.nonce}
          </span>
        </span>
      </td>
      <td className="whitespace-nowrap px-2 py-3 sm:px-3 text-right text-ink-soft tabular-nums">
        {formatFunds(bet.betAmount)}
      </td>
      <td
        className={cx(
          'whitespace-nowrap px-2 py-3 sm:px-3 text-right font-bold font-display tabular-nums',
          bet.payout > bet.betAmount ? 'text-win-400' : bet.payout === 0 ? 'text-loss-400' : 'text-ink-soft',
        )}
      >
        {formatFunds(bet.payout)}
      </td>
      <td className="hidden px-2 py-3 text-right font-mono text-ink-muted text-xs sm:table-cell sm:px-3">
        {bet.nonce}
      </td>
      <td className="hidden whitespace-nowrap px-2 py-3 sm:px-3 text-ink-muted text-xs sm:table-cell">
        {formatDateTime(bet.createdAt)}
      </td>
      <td className="px-5 py-3 text-right sm:px-6">
        <Link
          to={verifyLinkOf(bet)}
          preventScrollReset
          aria-label={`Verify bet #${bet._id} (${bet.game})`}
          className="inline-flex items-center gap-1.5 rounded-control border border-royal-400/40 bg-royal-500/10 px-2.5 py-1 font-semibold text-royal-300 text-xs hover:border-royal-400/70 hover:bg-royal-500/20"
        >
          {bet.serverSeed || bet.game === 'crash' ? <ShieldIcon size={14} /> : <LockIcon size={14} />}
          <span className="hidden sm:inline">Verify</span>
        </Link>
      </td>
    </tr>
  );
}

const COLUMNS: TableColumn[] = [
  { label: 'Game', className: 'px-4 py-3 sm:px-6' },
  { label: 'Bet', className: 'px-2 py-3 sm:px-3 text-right' },
  { label: 'Payout', className: 'px-2 py-3 sm:px-3 text-right' },
  { label: 'Nonce', className: 'hidden px-2 py-3 text-right sm:table-cell sm:px-3' },
  { label: 'Date', className: 'hidden px-2 py-3 sm:px-3 sm:table-cell' },
  { label: 'Verify', className: 'px-5 py-3 text-right sm:px-6', srOnly: true },
];

/** The player's latest bets across games, each with a Verify link. */
export function RecentBets({ query, selectedId }: RecentBetsProps) {
  return (
    <FairnessCard
      anchor="recent-bets"
      title="Recent bets"
      icon={<ClockIcon size={18} />}
      description="Bets whose seed pair is revealed can be verified at once."
    >
      <PanelQuery
        query={query}
        what="your bets"
        isEmpty={(bets) => bets.length === 0}
        emptyText="No bets yet. Play a game and it will show up here."
      >
        {(bets) => (
          <div className="relative overflow-x-auto">
            <table className="w-full text-left text-sm">
              <TableHead
                columns={COLUMNS}
                className="border-line border-b text-2xs text-ink-faint uppercase tracking-wider"
              />
              <tbody className="divide-y divide-line">
                {bets.map((bet) => (
                  // Coinflip rounds are numbered apart from the other bets: the game keeps keys apart.
                  <BetRow key={`${bet.game}-${bet._id}`} bet={bet} selected={bet._id === selectedId} />
                ))}
              </tbody>
            </table>
          </div>
        )}
      </PanelQuery>
    </FairnessCard>
  );
}
