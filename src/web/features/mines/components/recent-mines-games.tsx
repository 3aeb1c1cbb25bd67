import { ClockIcon } from '../../../components/icons';
import { Badge } from '../../../components/ui/badge';
import { Card, CardHeader } from '../../../components/ui/card';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingState } from '../../../components/ui/spinner';
import { errorText } from '../../../lib/api';
import { cx } from '../../../lib/cx';
import { formatDateTime, formatFunds, formatSignedFunds } from '../../../lib/format';
import type { QueryState } from '../../../lib/use-query';
import type { RecentMinesGame } from '../api';
import { formatMultiplier } from '../hooks/use-mines-game';

/** "3 mines · 1.49x" (the multiplier only for a win); the ledger's own words when unmatched. */
function summary({ transaction, bet }: RecentMinesGame): string {
  if (!bet) return transaction.description;
  const mines = Number(bet.details.mineCount);
  const multiplier = Number(bet.details.multiplier);
  const parts: string[] = [];
  if (Number.isFinite(mines)) parts.push(`${mines} ${mines === 1 ? 'mine' : 'mines'}`);
  if (transaction.type === 'win' && Number.isFinite(multiplier)) parts.push(formatMultiplier(multiplier));
  return parts.join(' · ') || transaction.description;
}

function detail({ transaction, bet }: RecentMinesGame): string {
  const when = formatDateTime(transaction.createdAt);
  return bet ? `Bet ${formatFunds(bet.betAmount)} · ${when}` : when;
}

function amountOf({ transaction, bet }: RecentMinesGame): number {
  return bet ? bet.profit : transaction.amount;
}

/** The last five finished mines games. */
export function RecentMinesGames({ query }: { query: QueryState<RecentMinesGame[]> }) {
  const { data, error, loading, reload } = query;
  return (
    <Card>
      <CardHeader
        title="Recent Games"
        icon={<ClockIcon size={18} />}
        description="Your last five mines games."
      />
      {loading && !data ? (
        <LoadingState label="Loading recent games..." />
      ) : error && !data ? (
        <ErrorState message={errorText(error, 'Could not load your recent games.')} onRetry={reload} />
      ) : !data || data.length === 0 ? (
        <p className="px-6 py-10 text-center text-ink-muted text-sm">
          No games yet. Your finished games show here.
        </p>
      ) : (
        <ul className="divide-y divide-line" data-testid="mines-recent">
          {data.map((row) => {
            const won = row.transaction.type === 'win';
            const amount = amountOf(row);
            return (
              <li key={row.transaction._id} className="flex items-center gap-3 px-5 py-3 sm:px-6">
                <Badge tone={won ? 'win' : 'loss'} className="w-14 justify-center">
                  {won ? 'Won' : 'Lost'}
                </Badge>
                <div className="min-w-0 flex-1">
                  <p className="truncate text-ink text-sm">{summary(row)}</p>
                  <p className="text-ink-faint text-xs">{detail(row)}</p>
                </div>
                <span
                  className={cx(
                    'font-bold font-display text-sm tabular-nums',
                    amount > 0 ? 'text-win-400' : amount < 0 ? 'text-loss-400' : 'text-ink-muted',
                  )}
                >
                  {formatSignedFunds(amount)}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
