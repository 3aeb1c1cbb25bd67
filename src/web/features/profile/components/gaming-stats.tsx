import { GAME_NAMES } from '../../../../contract/common-texts';
import type { GamingStats as Stats } from '../../../../contract/profile';
import { ChartIcon } from '../../../components/icons';
import { CardBody, SectionCard } from '../../../components/ui/card';
import { QueryView } from '../../../components/ui/query-view';
import { formatFunds } from '../../../lib/format';
import { useQuery } from '../../../lib/use-query';
import { fetchGamingStats } from '../api';

/** A game's name for players; a game the list does not name yet reads as its key, capitalised. */
const gameName = (game: string) => GAME_NAMES[game] ?? `${game.charAt(0).toUpperCase()}${game.slice(1)}`;

function statList(stats: Stats) {
  return [
    { id: 'games-played', label: 'Games Played', value: stats.gamesPlayed.toLocaleString('en-US') },
    { id: 'win-rate', label: 'Win Rate', value: `${stats.winRate}%` },
    {
      id: 'favorite-game',
      label: 'Favorite Game',
      value: stats.favoriteGame ? gameName(stats.favoriteGame) : 'None yet',
    },
    { id: 'total-winnings', label: 'Total Winnings', value: formatFunds(stats.totalWinnings) },
  ];
}

/** Games Played, Win Rate, Favorite Game and Total Winnings, computed on the server from the player's games. */
export function GamingStats() {
  const query = useQuery(fetchGamingStats);
  return (
    <SectionCard
      title="Gaming Stats"
      icon={<ChartIcon size={18} />}
      description="Your numbers, from your own games."
    >
      <QueryView query={query} loadingLabel="Loading stats..." errorMessage="Could not load your stats.">
        {(stats) => (
          <CardBody>
            <dl className="grid grid-cols-2 gap-3">
              {statList(stats).map((stat) => (
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
              {stats.gamesPlayed > 0
                ? `Biggest single win: ${formatFunds(stats.biggestWin)}. Total winnings count the profit of winning games.`
                : 'Play a game and your stats appear here.'}
            </p>
          </CardBody>
        )}
      </QueryView>
    </SectionCard>
  );
}
