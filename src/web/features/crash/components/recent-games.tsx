import { useEffect } from 'react';
import { RecentRounds } from '../../../components/game/recent-games-card';
import { cx } from '../../../lib/cx';
import { useT } from '../../../lib/i18n';
import { useQuery } from '../../../lib/use-query';
import type texts from '../../../locales/en/crash.json';
import { fetchRecentCrashGames } from '../api';
import { formatCrashMultiplier } from '../crash-math';

/**
 * The player's last five crash bets, each verified by its round; loaded again once the player's bet
 * of the round is settled (`settledBetId`), which is after its record is written.
 */
export function CrashRecentGames({ settledBetId }: { settledBetId: number | null }) {
  const t = useT<typeof texts>('crash');
  const recent = useQuery(fetchRecentCrashGames);
  const { reload } = recent;
  useEffect(() => {
    if (settledBetId !== null) reload();
  }, [settledBetId, reload]);
  return (
    <RecentRounds
      query={recent}
      noun={t('recentNoun')}
      testId="crash-recent-games"
      lead={(game) => (
        <span
          aria-hidden="true"
          className={cx(
            'grid h-8 min-w-16 shrink-0 place-items-center rounded-lg px-1.5 font-bold font-display text-xs tabular-nums',
            game.won ? 'bg-win-500/15 text-win-300' : 'bg-loss-500/10 text-loss-300',
          )}
        >
          {game.multiplier > 0 ? formatCrashMultiplier(game.multiplier) : t('lost')}
        </span>
      )}
    />
  );
}
