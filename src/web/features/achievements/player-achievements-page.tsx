import { type ReactNode, useCallback } from 'react';
import { useParams } from 'react-router';
import { achievementsMessages } from '../../../contract/achievements-texts';
import { TrophyIcon } from '../../components/icons';
import { PlayerAvatar } from '../../components/player/player-avatar';
import { PlayerName } from '../../components/player/player-name';
import { Card, CardBody, SectionCard } from '../../components/ui/card';
import { Container } from '../../components/ui/container';
import { QueryView } from '../../components/ui/query-view';
import { formatNumber } from '../../lib/format';
import { useT } from '../../lib/i18n';
import { useQuery } from '../../lib/use-query';
import type texts from '../../locales/en/achievements.json';
import { fetchPlayerAchievements } from './api';
import { AchievementCard } from './components/achievement-card';

/**
 * A player's public profile: their name with what they wear, and the achievements they earned;
 * `actions` adds what the viewer can do for the player (the app puts Tip there).
 */
export function PlayerAchievementsPage({
  actions,
}: {
  actions?: (player: { id: number; username: string }) => ReactNode;
} = {}) {
  const t = useT<typeof texts>('achievements');
  const id = Number(useParams().id);
  const load = useCallback((signal: AbortSignal) => fetchPlayerAchievements(id, signal), [id]);
  const query = useQuery(load);
  return (
    <Container size="lg" className="space-y-6">
      <QueryView
        query={query}
        loadingLabel={t('loadingProfile')}
        errorMessage={achievementsMessages.playerNotFound}
      >
        {({ player, achievements, total }) => (
          <>
            <Card className="flex items-center gap-4 p-5">
              <PlayerAvatar username={player.username} cosmetics={player.cosmetics} size="lg" />
              <div className="min-w-0">
                <h1
                  className="flex min-w-0 font-black font-display text-2xl text-ink sm:text-3xl"
                  data-testid="public-username"
                >
                  <PlayerName username={player.username} cosmetics={player.cosmetics} />
                </h1>
                <p className="text-ink-muted text-sm">
                  {t('earnedCount', {
                    earned: formatNumber(achievements.length),
                    total: formatNumber(total),
                  })}
                </p>
              </div>
              {actions && <div className="ml-auto shrink-0">{actions(player)}</div>}
            </Card>
            <SectionCard
              region
              title={t('publicTitle', { username: player.username })}
              icon={<TrophyIcon size={18} />}
            >
              <CardBody>
                {achievements.length === 0 ? (
                  <p className="py-6 text-center text-ink-muted text-sm">{t('noneYet')}</p>
                ) : (
                  <div className="grid gap-3 md:grid-cols-2" data-testid="public-achievements">
                    {achievements.map((achievement) => (
                      <AchievementCard key={achievement.code} achievement={achievement} />
                    ))}
                  </div>
                )}
              </CardBody>
            </SectionCard>
          </>
        )}
      </QueryView>
    </Container>
  );
}
