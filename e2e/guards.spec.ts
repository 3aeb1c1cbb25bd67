import { expect, test } from '@playwright/test';
import { signedInPlayer } from './helpers';

test.describe('route guards', () => {
  for (const path of [
    '/profile',
    '/games/dice',
    '/games/blackjack',
    '/games/limbo',
    '/games/plinko',
    '/shop',
  ]) {
    test(`${path} sends guests to /login`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL('/login');
      await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    });
  }

  test('the leaderboard is public', async ({ page }) => {
    await page.goto('/leaderboard');
    await expect(page).toHaveURL('/leaderboard');
    await expect(page.getByRole('heading', { name: 'Leaderboards', level: 1 })).toBeVisible();
  });

  test('/admin sends a signed-in non-admin to / and shows no Admin Panel link', async ({ page, request }) => {
    await signedInPlayer(page, request, '/games/dice');
    await expect(page.getByRole('heading', { name: 'Dice', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Admin Panel' })).toHaveCount(0);

    await page.goto('/admin');
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('link', { name: 'Play Dice Game' })).toBeVisible();
  });

  test('/admin sends guests to /', async ({ page }) => {
    await page.goto('/admin');
    await expect(page).toHaveURL('/');
  });

  test('unknown paths show Page Not Found with a Go Home link', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Go Home' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('link', { name: 'Get Started' })).toBeVisible();
  });
});
