import type { Translate } from '../../lib/i18n';
import type texts from '../../locales/en/achievements.json';

type AchievementsT = Translate<typeof texts>;

/**
 * An achievement's title and what earns it in the player's language, by its code; the server's English
 * for an achievement this build's catalogue does not know.
 */
export function achievementTexts(
  t: AchievementsT,
  achievement: { code: string; title: string; description: string },
): { title: string; description: string } {
  const text = (field: 'title' | 'description') => {
    const key = `achievement.${achievement.code}.${field}`;
    const shown = t(key as keyof typeof texts);
    return shown === key ? achievement[field] : shown;
  };
  return { title: text('title'), description: text('description') };
}
