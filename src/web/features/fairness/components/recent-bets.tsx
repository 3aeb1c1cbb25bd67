import { Link } from 'react-router';
import type { BetRecord } from '../../../../contract/fairness';
import { betPagePath } from '../../../../contract/live-bets-texts';
import { ClockIcon, LockIcon, ShieldIcon } from '../../../components/icons';
import { type TableColumn, TableHead } from '../../../components/ui/table-head';
import { cx } from '../../../lib/cx';
import { formatDateTime, formatFunds } from '../../../lib/format';
import type { QueryState } from '../../../lib/use-query';
import { verifyLinkOf } from '../link-params';
import { gameName, useFairnessText } from '../texts';
import { FairnessCard, PanelQuery } from './panel';

interface RecentBetsProps {
  query: QueryState<BetRecord[]>;
  selectedId: number | null;
}

function BetRow({ bet, selected }: { bet: BetRecord; selected: boolean }) {
  const t = useFairnessText();
  const game = gameName(t, bet.game);
  return (
    <tr data-bet-id={bet._id} className={cx('transition', selected ? 'bg-gold-400/10' : 'hover:bg-white/3')}>
      <td className="px-4 py-3 sm:px-6">
        {bet.game === 'coinflip' ? (
          <span className="font-semibold text-ink capitalize">{game}</span>
        ) : (
          <Link
            to={betPagePath(bet._id)}
            aria-label={t('recent.betLabel', { id: bet._id, game })}
            className="font-semibold text-ink capitalize hover:text-gold-200 hover:underline"
          >
            {game}
          </Link>
        )}
        <span className="block text-2xs text-ink-faint sm:hidden">
          <span className="whitespace-nowrap">{formatDateTime(bet.createdAt)}</span>{' '}
          <span className="whitespace-nowrap">
            · {t(bet.game === 'crash' ? 'recent.round' : 'recent.nonce', { number: bet.nonce })}
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
          aria-label={t('recent.verifyLabel', { id: bet._id, game })}
          className="inline-flex items-center gap-1.5 rounded-control border border-royal-400/40 bg-royal-500/10 px-2.5 py-1 font-semibold text-royal-300 text-xs hover:border-royal-400/70 hover:bg-royal-500/20"
        >
          {bet.serverSeed || bet.game === 'crash' ? <ShieldIcon size={14} /> : <LockIcon size={14} />}
          <span className="hidden sm:inline">{t('verify')}</span>
        </Link>
      </td>
    </tr>
  );
}

const COLUMNS = [
  { id: 'game', className: 'px-4 py-3 sm:px-6' },
  { id: 'bet', className: 'px-2 py-3 sm:px-3 text-right' },
  { id: 'payout', className: 'px-2 py-3 sm:px-3 text-right' },
  { id: 'nonce', className: 'hidden px-2 py-3 text-right sm:table-cell sm:px-3' },
  { id: 'date', className: 'hidden px-2 py-3 sm:px-3 sm:table-cell' },
  { id: 'verify', className: 'px-5 py-3 text-right sm:px-6', srOnly: true },
] as const;

/** The player's latest bets across games, each with a Verify link. */
export function RecentBets({ query, selectedId }: RecentBetsProps) {
  const t = useFairnessText();
  const columns: TableColumn[] = COLUMNS.map(({ id, ...column }) => ({
    ...column,
    label: t(`column.${id}`),
  }));
  return (
    <FairnessCard
      anchor="recent-bets"
      title={t('recent.title')}
      icon={<ClockIcon size={18} />}
      description={t('recent.description')}
    >
      <PanelQuery
        query={query}
        what="bets"
        isEmpty={(bets) => bets.length === 0}
        emptyText={t('recent.empty')}
      >
        {(bets) => (
          <div className="relative overflow-x-auto">
            <table className="w-full text-left text-sm">
              <TableHead
                columns={columns}
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
