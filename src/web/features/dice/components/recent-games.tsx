import { RecentGameRow, RecentGamesCard } from '../../../components/game/recent-games-card';
import { Badge } from '../../../components/ui/badge';
import { formatDateTime } from '../../../lib/format';
import type { QueryState } from '../../../lib/use-query';
import type { RecentDiceGame } from '../api';
import { DieFace } from './die-face';

/** SPEC.md: the last 5 dice games, each with a way to verify it on the Fairness page. */
export function RecentGames({ query }: { query: QueryState<RecentDiceGame[]> }) {
  return (
    <RecentGamesCard
      query={query}
      region
      description="Your last five rolls."
      emptyText="No games yet. Your rolls will show here."
      testId="dice-recent-games"
      compact
    >
      {(game) => (
        <RecentGameRow
          key={game.betId}
          betId={game.betId}
          profit={game.profit}
          verifyLabel={`Verify: ${game.description}`}
          lead={
            game.roll ? (
              <DieFace value={game.roll} variant="chip" className="size-8 shrink-0" />
            ) : (
              <span aria-hidden="true" className="size-8 shrink-0 rounded-lg bg-night-700" />
            )
          }
        >
          <p className="flex items-center gap-2">
            <Badge tone={game.won ? 'win' : 'loss'}>{game.won ? 'Win' : 'Loss'}</Badge>
            <span className="truncate text-ink text-sm">{game.description}</span>
          </p>
          <p className="mt-0.5 text-ink-faint text-xs">{formatDateTime(game.createdAt)}</p>
        </RecentGameRow>
      )}
    </RecentGamesCard>
  );
}
