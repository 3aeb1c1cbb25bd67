import { expect, test } from '@playwright/test';
import { signedInPlayer } from './helpers';

test.describe('home page', () => {
  test('guests see the landing texts and sign-up calls to action', async ({ page }) => {
    await page.goto('/');
    const main = page.getByRole('main');

    await expect(main.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/register');
    await expect(main.getByRole('link', { name: 'Login', exact: true })).toHaveAttribute('href', '/login');
    await expect(main.getByText(/no real money is involved/i).first()).toBeVisible();
    await expect(main.getByText(/spent in our shop on virtual items/i)).toBeVisible();

    const games = main.getByRole('region', { name: 'Pick your game' });
    for (const [game, badge] of [
      ['Dice', 'Popular'],
      ['Slots', 'Fun'],
      ['Mines', 'New'],
    ] as const) {
      const card = games
        .getByRole('article')
        .filter({ has: page.getByRole('heading', { name: game, exact: true }) });
      await expect(card.getByText(badge, { exact: true })).toBeVisible();
      await expect(card.getByRole('link', { name: /^Login to Play/ })).toHaveAttribute('href', '/login');
    }
    await expect(games.getByRole('link', { name: /^Play Now/ })).toHaveCount(0);

    await expect(main.getByRole('heading', { name: 'How It Works' })).toBeVisible();
    const steps = main.getByRole('region', { name: 'How It Works' }).getByRole('listitem');
    await expect(steps).toHaveCount(3);
    await expect(steps.nth(0)).toContainText('100 Fun Funds');

    const social = main.getByRole('region', { name: 'Social Features' });
    for (const feature of ['Add Friends', 'Share Wins', 'Play Together']) {
      await expect(social.getByRole('heading', { name: feature })).toBeVisible();
    }

    await expect(main.getByRole('link', { name: 'Join Now' })).toHaveAttribute('href', '/register');
    await expect(main.getByRole('link', { name: 'Create Free Account' })).toHaveAttribute(
      'href',
      '/register',
    );
    await expect(main.getByRole('link', { name: 'Play Coinflip' })).toHaveCount(0);
    await expect(main.getByRole('link', { name: 'Play Dice Game' })).toHaveCount(0);
  });

  test('signed-in players see the game buttons and the coinflip promotion', async ({ page, request }) => {
    await signedInPlayer(page, request);
    const main = page.getByRole('main');

    await expect(main.getByRole('link', { name: 'Play Dice Game' })).toHaveAttribute('href', '/games/dice');
    await expect(main.getByRole('link', { name: 'Play Slots' })).toHaveAttribute('href', '/games/slots');
    // The grid's cards: dice, slots, mines, limbo, plinko and crash.
    await expect(main.getByRole('link', { name: /^Play Now/ })).toHaveCount(6);
    await expect(main.getByRole('link', { name: /^Play Now: Crash/ })).toHaveAttribute(
      'href',
      '/games/crash',
    );
    await expect(main.getByRole('link', { name: /^Play Now: Mines/ })).toHaveAttribute(
      'href',
      '/games/mines',
    );
    await expect(main.getByRole('link', { name: 'Play Coinflip' })).toHaveAttribute(
      'href',
      '/games/coinflip',
    );
    await expect(main.getByRole('link', { name: 'Try Coinflip Game' })).toHaveAttribute(
      'href',
      '/games/coinflip',
    );
    await expect(main.getByRole('link', { name: 'Get Started' })).toHaveCount(0);
    await expect(main.getByRole('link', { name: 'Join Now' })).toHaveCount(0);
  });
});
