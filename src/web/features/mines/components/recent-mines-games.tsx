import { RecentGameRow, RecentGamesCard } from '../../../components/game/recent-games-card';
import { Badge } from '../../../components/ui/badge';
import { formatDateTime, formatFunds } from '../../../lib/format';
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
  return (
    <RecentGamesCard
      query={query}
      description="Your last five mines games."
      emptyText="No games yet. Your finished games show here."
      testId="mines-recent"
    >
      {(game) => (
        <RecentGameRow
          key={game.betId}
          betId={game.betId}
          profit={game.profit}
          verifyLabel={`Verify: ${game.won ? 'won' : 'lost'} mines game, ${summary(game)}`}
          lead={
            <Badge tone={game.won ? 'win' : 'loss'} className="w-14 justify-center">
              {game.won ? 'Won' : 'Lost'}
            </Badge>
          }
        >
          <p className="truncate text-ink text-sm">{summary(game)}</p>
          <p className="text-ink-faint text-xs">
            Bet {formatFunds(game.betAmount)} · {formatDateTime(game.createdAt)}
          </p>
        </RecentGameRow>
      )}
    </RecentGamesCard>
  );
}
