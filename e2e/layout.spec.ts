import { expect, test } from '@playwright/test';
import { signedInPlayer } from './helpers';

test.describe('desktop layout', () => {
  test('the sidebar collapses to 64 px and expands to 256 px, and remembers it', async ({
    page,
    request,
  }) => {
    await signedInPlayer(page, request);
    const sidebar = page.getByTestId('sidebar');
    const width = async () => (await sidebar.boundingBox())?.width;

    await expect.poll(width).toBe(256);
    await expect(sidebar.getByText('Multiplayer')).toBeVisible();

    await page.getByRole('button', { name: 'Collapse sidebar' }).click();
    await expect.poll(width).toBe(64);
    // Icons only: the badges go, the links keep their names for assistive technology.
    await expect(sidebar.getByText('Multiplayer')).toHaveCount(0);
    await expect(sidebar.getByRole('link', { name: 'Blackjack' })).toBeVisible();

    await page.reload();
    await expect.poll(width).toBe(64);

    await page.getByRole('button', { name: 'Expand sidebar' }).click();
    await expect.poll(width).toBe(256);
  });

  test('signed-in sidebar sections, badges and footer links', async ({ page, request }) => {
    await signedInPlayer(page, request);
    const nav = page.getByTestId('sidebar').getByRole('navigation', { name: 'Main' });
    for (const section of ['Games', 'Community', 'Shop', 'Account']) {
      await expect(nav.getByText(section, { exact: true }).first()).toBeVisible();
    }
    const badgeOf = (label: string) => nav.getByRole('link').filter({ hasText: label });
    await expect(badgeOf('Mines')).toContainText('New');
    await expect(badgeOf('Coinflip')).toContainText('Multiplayer');
    await expect(badgeOf('Blackjack')).toContainText('New');
    await expect(badgeOf('Leaderboard')).toContainText('New');
    await expect(nav.getByRole('link', { name: 'Login' })).toHaveCount(0);

    const footer = page.getByRole('navigation', { name: 'Footer' });
    await expect(footer.getByRole('link')).toHaveText(['Dice Game', 'Slots', 'Profile', 'Shop']);
  });

  test('guests see Login and Register in the sidebar and no games', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByTestId('sidebar').getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    await expect(nav.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
    await expect(nav.getByRole('link', { name: 'Fairness' })).toHaveAttribute('href', '/fairness');
    await expect(
      nav.getByRole('link', { name: /Dice|Slots|Mines|Coinflip|Blackjack|Limbo|Plinko/ }),
    ).toHaveCount(0);
  });

  test('the user menu closes on an outside click and on Escape', async ({ page, request }) => {
    const { user } = await signedInPlayer(page, request);
    const button = page.getByRole('button', { name: `Account menu for ${user.username}` });
    const menu = page.getByTestId('user-menu');

    await button.click();
    await expect(menu).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('link', { name: 'Profile' })).toBeVisible();

    await page.getByRole('heading', { level: 1 }).click();
    await expect(menu).toBeHidden();
    await expect(button).toHaveAttribute('aria-expanded', 'false');

    await button.click();
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();
  });

  test('the sound control sets the volume and mutes, and both persist', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('banner').getByRole('button', { name: /^Sound settings/ });
    await toggle.click();
    const slider = page.getByRole('slider', { name: 'Volume' });
    await expect(slider).toHaveValue('0.5');

    await slider.fill('0.8');
    await page.getByRole('button', { name: 'Mute' }).click();
    await expect(page.getByRole('button', { name: 'Unmute' })).toHaveAttribute('aria-pressed', 'true');
    expect(
      await page.evaluate(() => JSON.parse(window.localStorage.getItem('soundSettings') ?? 'null')),
    ).toEqual({
      volume: 0.8,
      muted: true,
    });

    // Raising the volume while muted unmutes.
    await slider.fill('0.3');
    await expect(page.getByRole('button', { name: 'Mute' })).toHaveAttribute('aria-pressed', 'false');

    await page.reload();
    await page
      .getByRole('banner')
      .getByRole('button', { name: /^Sound settings/ })
      .click();
    await expect(page.getByRole('slider', { name: 'Volume' })).toHaveValue('0.3');
  });
});

test.describe('mobile layout', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the mobile menu lists SPEC's items and every other page (DECISIONS.md 9)", async ({
    page,
    request,
  }) => {
    await signedInPlayer(page, request);
    await expect(page.getByTestId('sidebar')).toBeHidden();

    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile menu' });
    await expect(menu.getByRole('listitem')).toHaveText([
      'Home',
      'Dice Game',
      'Slots',
      'Mines',
      'Coinflip',
      'Blackjack',
      'Limbo',
      'Plinko',
      'Crash',
      'Leaderboard',
      'Weekly Race',
      'Shop',
      'Profile',
      'Fairness',
      'Logout',
    ]);

    await menu.getByRole('link', { name: 'Mines' }).click();
    await expect(page).toHaveURL('/games/mines');
    await expect(menu).toBeHidden();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL('/login');
  });

  test('guests get Home, Leaderboard, Weekly Race, Fairness, Login and Register, and no game links', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Mobile menu' }).getByRole('listitem')).toHaveText([
      'Home',
      'Leaderboard',
      'Weekly Race',
      'Fairness',
      'Login',
      'Register',
    ]);
    await expect(page.getByRole('navigation', { name: 'Footer' }).getByRole('link')).toHaveText([
      'Leaderboard',
      'Fairness',
      'Login',
      'Register',
    ]);
  });
});
