import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ACHIEVEMENTS } from '../../../contract/achievements-texts';
import { chooseLocale, preloadNamespaces, translate } from '../../lib/i18n';
import type texts from '../../locales/en/achievements.json';
import { achievementTexts } from './achievement-texts';

beforeAll(() => preloadNamespaces(['achievements', 'common']));
afterEach(() => chooseLocale('en'));

const t = (key: keyof typeof texts) => translate('achievements', key);

describe('an achievement in the player language', () => {
  it('writes every achievement of the contract in English exactly as the server does', () => {
    for (const achievement of ACHIEVEMENTS) {
      expect(achievementTexts(t, achievement)).toEqual({
        title: achievement.title,
        description: achievement.description,
      });
    }
  });

  it('writes every achievement in German, none left in English', async () => {
    await chooseLocale('de');
    const german = ACHIEVEMENTS.map((achievement) => achievementTexts(t, achievement));
    expect(german[0]).toEqual({
      title: 'Erster Wurf',
      description: 'Platziere deinen ersten Würfel-Einsatz.',
    });
    const high = ACHIEVEMENTS.findIndex((achievement) => achievement.code === 'bets-1000');
    expect(german[high]?.description).toBe('Platziere insgesamt 1.000 Einsätze.');
    // Names kept as players know them (High Roller, Natural, Veteran, Elite) may read the same; texts may not.
    ACHIEVEMENTS.forEach((achievement, index) => {
      expect(german[index]?.description, achievement.code).not.toBe(achievement.description);
    });
  });

  it("shows the server's English for an achievement the catalogue does not know", async () => {
    await chooseLocale('de');
    const later = { code: 'night-owl', title: 'Night Owl', description: 'Bet after midnight.' };
    expect(achievementTexts(t, later)).toEqual({ title: 'Night Owl', description: 'Bet after midnight.' });
  });
});
