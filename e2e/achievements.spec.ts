import { expect } from '@playwright/test';
import type { MyAchievements, PublicAchievements } from '../src/contract/achievements';
import { bearer, signedInPlayer, test } from './helpers';

test('a player rolls the dice, is told of "First Roll", finds it on the profile, wears its badge beside the name', async ({
  page,
  request,
}) => {
  // A journey over four pages: a busy machine can take longer than one page's test time.
  test.slow();
  const { session } = await signedInPlayer(page, request, '/games/dice');

  // The first roll: the wager fold grants "First Roll" after the bet, and the toast says so. The
  // toast comes over the socket, so the roll waits for the page to be listening (on a cold server
  // the fold could tell before the socket was up, and only the inbox would have it).
  await expect(page.getByTestId('notification-toasts')).toHaveAttribute('data-live', 'true');
  await page.getByRole('button', { name: 'Roll Dice' }).click();
  const toast = page.getByTestId('notification-toast').filter({ hasText: 'Achievement unlocked' });
  await expect(toast).toContainText('First Roll: its badge is in your collection.');

  // The profile lists it as earned (with its date) before the locked ones, greyed with what earns them.
  await page.goto('/profile?tab=achievements');
  const list = page.getByTestId('my-achievements');
  const firstRoll = list.locator('[data-code="first-dice"]');
  await expect(firstRoll).toHaveAttribute('data-earned', 'true');
  await expect(firstRoll).toContainText('Earned');
  await expect(list.getByTestId('achievement').first()).toHaveAttribute('data-code', 'first-dice');
  const locked = list.locator('[data-code="win-1000x"]');
  await expect(locked).toHaveAttribute('data-earned', 'false');
  await expect(locked).toContainText('Locked');
  await expect(locked).toContainText('Win a bet that pays 1,000× its stake or more.');
  await expect(locked.getByRole('button')).toHaveCount(0);

  // Worn from the keyboard: the badge shows beside the name, here and for everyone.
  const wear = firstRoll.getByRole('button', { name: 'Wear badge: First Roll' });
  await wear.focus();
  await page.keyboard.press('Enter');
  await expect(firstRoll.getByRole('button', { name: 'Take off: First Roll' })).toBeVisible();
  await page.getByRole('tab', { name: 'Profile' }).click();
  await expect(
    page.getByTestId('profile-username').locator('[data-badge="achievement-first-dice"]'),
  ).toBeVisible();

  const mine = (await (
    await request.get('/api/achievements', { headers: bearer(session) })
  ).json()) as MyAchievements;
  expect(mine.wornBadge).toBe('first-dice');

  // The public profile: the name with its badge and the earned achievements, nothing locked.
  await page.goto(`/players/${session._id}`);
  await expect(
    page.getByTestId('public-username').locator('[data-badge="achievement-first-dice"]'),
  ).toBeVisible();
  const shown = page.getByTestId('public-achievements').getByTestId('achievement');
  await expect(shown).toHaveCount(1);
  await expect(shown.first()).toContainText('First Roll');
  const open = (await (
    await request.get(`/api/users/${session._id}/achievements`)
  ).json()) as PublicAchievements;
  expect(open.achievements.map((a) => a.code)).toEqual(['first-dice']);
});
