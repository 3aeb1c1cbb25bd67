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
          {data.map((game) => (
            <li key={game.betId} className="flex items-center gap-3 px-5 py-3 sm:px-6">
              {game.roll ? (
                <DieFace value={game.roll} variant="chip" className="size-8 shrink-0" />
              ) : (
                <span aria-hidden="true" className="size-8 shrink-0 rounded-lg bg-night-700" />
              )}
              <div className="min-w-0 flex-1">
                <p className="flex items-center gap-2">
                  <Badge tone={game.won ? 'win' : 'loss'}>{game.won ? 'Win' : 'Loss'}</Badge>
                  <span className="truncate text-ink text-sm">{game.description}</span>
                </p>
                <p className="mt-0.5 text-ink-faint text-xs">{formatDateTime(game.createdAt)}</p>
              </div>
              <span
                className={cx(
                  'font-bold font-display text-sm tabular-nums',
                  game.profit > 0 ? 'text-win-400' : game.profit < 0 ? 'text-loss-400' : 'text-ink-muted',
                )}
              >
                {formatSignedFunds(game.profit)}
              </span>
              <Link
                to={`/fairness?bet=${game.betId}`}
                className="inline-flex items-center gap-1 rounded px-1 font-semibold text-royal-300 text-xs hover:underline"
                aria-label={`Verify: ${game.description}`}
              >
                <ShieldIcon size={14} />
                <span className="hidden sm:inline">Verify</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
