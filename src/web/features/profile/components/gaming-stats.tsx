import { GAME_NAMES } from '../../../../contract/common-texts';
import { ChartIcon } from '../../../components/icons';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingState } from '../../../components/ui/spinner';
import { errorText } from '../../../lib/api';
import { formatFunds } from '../../../lib/format';
import { useQuery } from '../../../lib/use-query';
import { fetchGamingStats } from '../api';

/** Games Played, Win Rate, Favorite Game and Total Winnings, computed on the server from the player's games. */
export function GamingStats() {
  const { data, error, loading, reload } = useQuery(fetchGamingStats);
  const stats = data
    ? [
        { id: 'games-played', label: 'Games Played', value: data.gamesPlayed.toLocaleString('en-US') },
        { id: 'win-rate', label: 'Win Rate', value: `${data.winRate}%` },
        {
          id: 'favorite-game',
          label: 'Favorite Game',
          value: data.favoriteGame ? (GAME_NAMES[data.favoriteGame] ?? data.favoriteGame) : 'None yet',
        },
        { id: 'total-winnings', label: 'Total Winnings', value: formatFunds(data.totalWinnings) },
      ]
    : [];

  return (
    <Card>
      <CardHeader
        title="Gaming Stats"
        icon={<ChartIcon size={18} />}
        description="Your numbers, from your own games."
      />
      {loading && !data ? (
        <LoadingState label="Loading stats..." />
      ) : error && !data ? (
        <ErrorState message={errorText(error, 'Could not load your stats.')} onRetry={reload} />
      ) : (
        <CardBody>
          <dl className="grid grid-cols-2 gap-3">
            {stats.map((stat) => (
              <div key={stat.id} className="rounded-control border border-line bg-night-950/40 px-4 py-3">
                <dt className="text-ink-faint text-xs">{stat.label}</dt>
                <dd
                  className="mt-1 font-bold font-display text-gold-200 text-lg tabular-nums"
                  data-testid={`stat-${stat.id}`}
                >
                  {stat.value}
                </dd>
              </div>
            ))}
          </dl>
          <p className="mt-4 text-ink-muted text-sm">
            {data && data.gamesPlayed > 0
              ? `Biggest single win: ${formatFunds(data.biggestWin)}. Total winnings count the profit of winning games.`
              : 'Play a game and your stats appear here.'}
          </p>
        </CardBody>
      )}
    </Card>
  );
}
