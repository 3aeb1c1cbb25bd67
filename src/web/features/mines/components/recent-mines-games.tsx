import { RecentGameRow, RecentGamesCard } from '../../../components/game/recent-games-card';
import { Badge } from '../../../components/ui/badge';
import { formatDateTime, formatFunds } from '../../../lib/format';
import type { QueryState } from '../../../lib/use-query';
import type { RecentMinesGame } from '../api';
import { formatMultiplier, type MinesText, useMinesText } from '../texts';

/** "3 mines · 1.49x" (the multiplier only for a win). */
function summary(t: MinesText, game: RecentMinesGame): string {
  const parts: string[] = [];
  if (game.mineCount !== null) parts.push(t('minesCount', { count: game.mineCount }));
  if (game.multiplier !== null) parts.push(formatMultiplier(game.multiplier));
  // A list of figures, not a sentence: the same in every language.
  return parts.join(' · ') || (game.won ? t('cashedOut') : t('hitMine'));
}

/** The last five finished mines games. */
export function RecentMinesGames({ query }: { query: QueryState<RecentMinesGame[]> }) {
  const t = useMinesText();
  return (
    <RecentGamesCard
      query={query}
      description={t('recentDescription')}
      emptyText={t('recentEmpty')}
      testId="mines-recent"
    >
      {(game) => (
        <RecentGameRow
          key={game.betId}
          betId={game.betId}
          profit={game.profit}
          verifyLabel={t('recentVerify', { won: game.won ? 'yes' : 'no', summary: summary(t, game) })}
          lead={
            <Badge tone={game.won ? 'win' : 'loss'} className="w-14 justify-center">
              {game.won ? t('won') : t('lost')}
            </Badge>
          }
        >
          <p className="truncate text-ink text-sm">{summary(t, game)}</p>
          <p className="text-ink-faint text-xs">
            {t('recentBet', { amount: formatFunds(game.betAmount), time: formatDateTime(game.createdAt) })}
          </p>
        </RecentGameRow>
      )}
    </RecentGamesCard>
  );
}
