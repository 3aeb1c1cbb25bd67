import { useState } from 'react';
import type { MyAchievements as MyAchievementsData } from '../../../../contract/achievements';
import { achievementsMessages } from '../../../../contract/achievements-texts';
import type { EquippedItems } from '../../../../contract/shop';
import { TrophyIcon } from '../../../components/icons';
import { Alert } from '../../../components/ui/alert';
import { CardBody, SectionCard } from '../../../components/ui/card';
import { QueryView } from '../../../components/ui/query-view';
import { announce } from '../../../lib/announcer';
import { errorText } from '../../../lib/api';
import { formatNumber } from '../../../lib/format';
import { useT } from '../../../lib/i18n';
import { useQuery } from '../../../lib/use-query';
import type texts from '../../../locales/en/achievements.json';
import { achievementTexts } from '../achievement-texts';
import { fetchMyAchievements, wearBadge } from '../api';
import { AchievementCard } from './achievement-card';

/** Earned first (newest first), then the locked ones in the catalogue's order. */
function ordered(data: MyAchievementsData) {
  const earned = data.achievements
    .filter((a) => a.earned)
    .sort((a, b) => (b.earnedAt ?? '').localeCompare(a.earnedAt ?? ''));
  return [...earned, ...data.achievements.filter((a) => !a.earned)];
}

/** The player's own achievements: earned ones with when, locked ones greyed with what earns them. */
export function MyAchievements({ onWornChange }: { onWornChange: (cosmetics: EquippedItems) => void }) {
  const t = useT<typeof texts>('achievements');
  const query = useQuery(fetchMyAchievements);
  const [pending, setPending] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [worn, setWorn] = useState<string | null | undefined>(undefined);

  const toggle = async (code: string, title: string, isWorn: boolean) => {
    setPending(code);
    setProblem(null);
    try {
      const answer = await wearBadge(isWorn ? null : code);
      setWorn(answer.wornBadge);
      onWornChange(answer.cosmetics);
      announce(isWorn ? t('badgeTakenOff', { title }) : t('badgeWorn', { title }));
    } catch (failure) {
      setProblem(errorText(failure, achievementsMessages.wearFailed));
    } finally {
      setPending(null);
    }
  };

  return (
    <SectionCard
      region
      title={t('title')}
      icon={<TrophyIcon size={18} />}
      description={
        query.data
          ? t('earnedCount', {
              earned: formatNumber(query.data.earned),
              total: formatNumber(query.data.total),
            })
          : t('wornHint')
      }
    >
      <CardBody className="space-y-4">
        <p className="text-ink-muted text-sm">{t('wornHint')}</p>
        {problem && <Alert message={problem} />}
        <QueryView query={query} loadingLabel={t('loading')} errorMessage={achievementsMessages.loadFailed}>
          {(data) => {
            const current = worn === undefined ? data.wornBadge : worn;
            return (
              <div className="grid gap-3 md:grid-cols-2" data-testid="my-achievements">
                {ordered(data).map((achievement) => (
                  <AchievementCard
                    key={achievement.code}
                    achievement={achievement}
                    wear={{
                      worn: current === achievement.code,
                      pending: pending === achievement.code,
                      busy: pending !== null,
                      onToggle: () =>
                        void toggle(
                          achievement.code,
                          achievementTexts(t, achievement).title,
                          current === achievement.code,
                        ),
                    }}
                  />
                ))}
              </div>
            );
          }}
        </QueryView>
      </CardBody>
    </SectionCard>
  );
}
