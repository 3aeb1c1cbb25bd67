import { lazy, Suspense } from 'react';
import { PlayerAchievementsPage } from '../../features/achievements/player-achievements-page';

// Its own chunk: a guest's view of the page never needs it.
const PlayerTipButton = lazy(async () => ({
  default: (await import('../../features/tips/components/player-tip-button')).PlayerTipButton,
}));

/** `/players/:id`: the public profile (features/achievements) with a Tip button for the player's friends. */
export function PlayerPage() {
  return (
    <PlayerAchievementsPage
      actions={(player) => (
        <Suspense fallback={null}>
          <PlayerTipButton userId={player.id} username={player.username} />
        </Suspense>
      )}
    />
  );
}
