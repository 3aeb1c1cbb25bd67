import { GAME_NAMES } from '../../../../contract/common-texts';
import type { GamingStats as Stats } from '../../../../contract/profile';
import { ChartIcon } from '../../../components/icons';
import { CardBody, SectionCard } from '../../../components/ui/card';
import { QueryView } from '../../../components/ui/query-view';
import { formatFunds, formatNumber, formatPercent } from '../../../lib/format';
import { type Translate, translate, useT } from '../../../lib/i18n';
import { useQuery } from '../../../lib/use-query';
import type texts from '../../../locales/en/profile.json';
import { fetchGamingStats } from '../api';

/** A game's name for players; a game the list does not name yet reads as its key, capitalised. */
const gameName = (game: string) =>
  game in GAME_NAMES
    ? translate('profile', `game.${game}`)
    : `${game.charAt(0).toUpperCase()}${game.slice(1)}`;

function statList(t: Translate<typeof texts>, stats: Stats) {
  return [
    { id: 'games-played', label: t('gamesPlayed'), value: formatNumber(stats.gamesPlayed) },
    { id: 'win-rate', label: t('winRate'), value: formatPercent(stats.winRate) },
    {
      id: 'favorite-game',
      label: t('favoriteGame'),
      value: stats.favoriteGame ? gameName(stats.favoriteGame) : t('noneYet'),
    },
    { id: 'total-winnings', label: t('totalWinnings'), value: formatFunds(stats.totalWinnings) },
  ];
}

/** Games Played, Win Rate, Favorite Game and Total Winnings, computed on the server from the player's games. */
export function GamingStats() {
  const query = useQuery(fetchGamingStats);
  const t = useT<typeof texts>('profile');
  return (
    <SectionCard
      title={t('gamingStats')}
      icon={<ChartIcon size={18} />}
      description={t('gamingStatsDescription')}
    >
      <QueryView query={query} loadingLabel={t('statsLoading')} errorMessage={t('statsFailed')}>
        {(stats) => (
          <CardBody>
            <dl className="grid grid-cols-2 gap-3">
              {statList(t, stats).map((stat) => (
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
                ? t('biggestWin', { amount: formatFunds(stats.biggestWin) })
                : t('noStats')}
            </p>
          </CardBody>
        )}
      </QueryView>
    </SectionCard>
  );
}
