import { Link } from 'react-router';
import { ClockIcon, ShieldIcon } from '../../../components/icons';
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

/** "3 mines · 1.49x" (the multiplier only for a win). */
function summary(game: RecentMinesGame): string {
  const parts: string[] = [];
  if (game.mineCount !== null) parts.push(`${game.mineCount} ${game.mineCount === 1 ? 'mine' : 'mines'}`);
  if (game.multiplier !== null) parts.push(formatMultiplier(game.multiplier));
  return parts.join(' · ') || (game.won ? 'Cashed out' : 'Hit a mine');
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
          {data.map((game) => (
            <li key={game.betId} className="flex items-center gap-3 px-5 py-3 sm:px-6">
              <Badge tone={game.won ? 'win' : 'loss'} className="w-14 justify-center">
                {game.won ? 'Won' : 'Lost'}
              </Badge>
              <div className="min-w-0 flex-1">
                <p className="truncate text-ink text-sm">{summary(game)}</p>
                <p className="text-ink-faint text-xs">
                  Bet {formatFunds(game.betAmount)} · {formatDateTime(game.createdAt)}
                </p>
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
                aria-label={`Verify: ${game.won ? 'won' : 'lost'} mines game, ${summary(game)}`}
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
