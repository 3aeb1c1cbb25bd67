import { Link } from 'react-router';
import { ClockIcon, ShieldIcon } from '../../../components/icons';
import { Badge } from '../../../components/ui/badge';
import { Card, CardHeader } from '../../../components/ui/card';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingState } from '../../../components/ui/spinner';
import { errorText } from '../../../lib/api';
import { cx } from '../../../lib/cx';
import { formatDateTime, formatSignedFunds } from '../../../lib/format';
import type { QueryState } from '../../../lib/use-query';
import type { RecentDiceGame } from '../api';
import { DieFace } from './die-face';

/** The roll is the number after 'Rolled' in the ledger description. */
function rolledFace(description: string): number | null {
  const match = /^Rolled ([1-6])\b/.exec(description);
  return match ? Number(match[1]) : null;
}

/** SPEC.md: the last 5 dice games, each with a way to verify it on the Fairness page. */
export function RecentGames({ query }: { query: QueryState<RecentDiceGame[]> }) {
  const { data, error, loading, reload } = query;

  return (
    <Card aria-labelledby="dice-recent-title">
      <CardHeader
        id="dice-recent-title"
        title="Recent Games"
        icon={<ClockIcon size={18} />}
        description="Your last five rolls."
      />
      {loading && !data ? (
        <LoadingState label="Loading recent games..." className="py-8" />
      ) : error && !data ? (
        <ErrorState message={errorText(error, 'Could not load your recent games.')} onRetry={reload} />
      ) : !data || data.length === 0 ? (
        <p className="px-6 py-8 text-center text-ink-muted text-sm">
          No games yet. Your rolls will show here.
        </p>
      ) : (
        <ul className="divide-y divide-line" data-testid="dice-recent-games">
          {data.map(({ transaction, betId }) => {
            const won = transaction.type === 'win';
            const face = rolledFace(transaction.description);
            return (
              <li key={transaction._id} className="flex items-center gap-3 px-5 py-3 sm:px-6">
                {face ? (
                  <DieFace value={face} variant="chip" className="size-8 shrink-0" />
                ) : (
                  <span aria-hidden="true" className="size-8 shrink-0 rounded-lg bg-night-700" />
                )}
                <div className="min-w-0 flex-1">
                  <p className="flex items-center gap-2">
                    <Badge tone={won ? 'win' : 'loss'}>{won ? 'Win' : 'Loss'}</Badge>
                    <span className="truncate text-ink text-sm">{transaction.description}</span>
                  </p>
                  <p className="mt-0.5 text-ink-faint text-xs">{formatDateTime(transaction.createdAt)}</p>
                </div>
                <span
                  className={cx(
                    'font-bold font-display text-sm tabular-nums',
                    won ? 'text-win-400' : 'text-loss-400',
                  )}
                >
                  {formatSignedFunds(transaction.amount)}
                </span>
                <Link
                  to={betId === null ? '/fairness#recent-bets' : `/fairness?bet=${betId}`}
                  className="inline-flex items-center gap-1 rounded px-1 font-semibold text-royal-300 text-xs hover:underline"
                  aria-label={`Verify: ${transaction.description}`}
                >
                  <ShieldIcon size={14} />
                  <span className="hidden sm:inline">Verify</span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
