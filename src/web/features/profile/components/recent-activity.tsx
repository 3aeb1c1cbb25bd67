import { Link } from 'react-router';
import { betPagePath } from '../../../../contract/live-bets-texts';
import { ClockIcon } from '../../../components/icons';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { SectionCard } from '../../../components/ui/card';
import { QueryView } from '../../../components/ui/query-view';
import { SignedFunds } from '../../../components/ui/signed-funds';
import { formatDateTime } from '../../../lib/format';
import { translate, useT } from '../../../lib/i18n';
import { useQuery } from '../../../lib/use-query';
import type texts from '../../../locales/en/profile.json';
import { fetchRecentTransactions } from '../api';
import { ledgerText } from '../ledger-words';

const TYPE_TONES: Record<string, BadgeTone> = {
  signup: 'gold',
  win: 'win',
  refund: 'sky',
  reset: 'sky',
  admin: 'royal',
  bet: 'neutral',
  loss: 'loss',
  purchase: 'royal',
  reward: 'gold',
  push: 'sky',
  tip: 'gold',
  rain: 'sky',
};

/** The player's latest ledger rows (sign-up grant, bets, wins, purchases). */
export function RecentActivity() {
  const query = useQuery(fetchRecentTransactions);
  const t = useT<typeof texts>('profile');

  return (
    <SectionCard
      title={t('recentActivity')}
      icon={<ClockIcon size={18} />}
      description={t('recentActivityDescription')}
    >
      <QueryView
        query={query}
        loadingLabel={t('activityLoading')}
        errorMessage={t('activityFailed')}
        errorHidesData
        isEmpty={({ transactions }) => transactions.length === 0}
        emptyText={t('activityEmpty')}
        emptyClassName="py-10 text-sm"
      >
        {({ transactions }) => (
          <ul className="divide-y divide-line">
            {transactions.map((transaction) => (
              <li key={transaction._id} className="flex items-center gap-3 px-5 py-3 sm:px-6">
                <Badge tone={TYPE_TONES[transaction.type] ?? 'neutral'} className="w-20 justify-center">
                  {transaction.type in TYPE_TONES
                    ? translate('profile', `type.${transaction.type}`)
                    : transaction.type}
                </Badge>
                <div className="min-w-0 flex-1">
                  {transaction.betId !== null && transaction.game !== 'coinflip' ? (
                    <Link
                      to={betPagePath(transaction.betId)}
                      className="block truncate text-ink text-sm hover:text-gold-200 hover:underline"
                    >
                      {ledgerText(transaction)}
                    </Link>
                  ) : (
                    <p className="truncate text-ink text-sm">{ledgerText(transaction)}</p>
                  )}
                  <p className="text-ink-faint text-xs">{formatDateTime(transaction.createdAt)}</p>
                </div>
                <SignedFunds amount={transaction.amount} />
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </SectionCard>
  );
}
