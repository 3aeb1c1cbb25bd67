import { expect } from '@playwright/test';
import type { DiceResult } from '../src/contract/dice';
import { bearer, registerViaApi, test } from './helpers';

test.describe('live bets and bet pages', () => {
  // Two windows, a socket each and a seed rotation: more than the default minute on a busy machine.
  test.describe.configure({ timeout: 120_000 });

  test('one player bets, another sees it live, opens its page and verifies it after the seed is rotated', async ({
    newPlayer,
    request,
  }) => {
    const watcher = await newPlayer('/games/dice');
    const table = watcher.page.getByTestId('live-bets-table');
    // The table comes in its own chunk after the game's: on a busy machine that can take a while.
    await expect(watcher.page.getByRole('tab', { name: 'All bets' })).toHaveAttribute(
      'aria-selected',
      'true',
      { timeout: 30_000 },
    );

    const bettor = await newPlayer('/games/dice');
    const answer = bettor.page.waitForResponse((response) => response.url().endsWith('/api/games/dice'));
    await bettor.page.getByRole('button', { name: 'Roll Dice' }).click();
    const bet = (await (await answer).json()) as DiceResult;

    // The watcher's table gets the bet over the socket, without a reload.
    const row = table.locator(`[data-bet-id="${bet.betId}"]`);
    await expect(row).toBeVisible();
    await expect(row).toContainText(bettor.user.username);
    await expect(row).toContainText('Dice');

    await row.getByRole('link').click();
    await expect(watcher.page).toHaveURL(`/bets/${bet.betId}`);
    const main = watcher.page.getByRole('main');
    await expect(main.getByRole('heading', { name: `Dice bet #${bet.betId}` })).toBeVisible();
    await expect(watcher.page.getByTestId('bet-player')).toHaveText(bettor.user.username);
    await expect(watcher.page.getByTestId('bet-server-seed-hash')).toHaveText(bet.serverSeedHash);
    await expect(watcher.page.getByTestId('bet-server-seed-secret')).toBeVisible();
    await expect(main.getByRole('button', { name: 'Verify this bet' })).toBeDisabled();

    // The bettor rotates their seed pair: the server seed is public now, and the bet can be checked.
    const rotated = await request.post('/api/fairness/rotate', { headers: bearer(bettor.session), data: {} });
    expect(rotated.status()).toBe(200);
    await watcher.page.reload();
    await expect(watcher.page.getByTestId('bet-server-seed')).toBeVisible();
    await main.getByRole('button', { name: 'Verify this bet' }).click();
    await expect(watcher.page.getByTestId('verify-status')).toHaveText('Match');
  });

  test('a player who hides themselves shows as Hidden in the live table and on the bet page', async ({
    newPlayer,
    browser,
    baseURL,
  }) => {
    const hider = await newPlayer('/profile');
    const setting = hider.page.getByTestId('hide-from-live-bets');
    await expect(setting).toBeEnabled();
    await setting.check();
    await expect(hider.page.getByText('You are hidden now.')).toBeVisible();

    // A guest watches the home page's live table.
    const guestContext = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
    const guest = await guestContext.newPage();
    await guest.goto('/');
    // The home page's table loads as it nears the screen.
    await guest.getByTestId('live-bets-slot').scrollIntoViewIfNeeded();
    await expect(guest.getByRole('region', { name: 'Live bets' })).toBeVisible();
    await expect(guest.getByRole('tab', { name: 'All bets' })).toHaveAttribute('aria-selected', 'true');

    const placed = await hider.page.request.post('/api/games/dice', {
      headers: bearer(hider.session),
      data: { betAmount: 5, prediction: 'under', targetNumber: 4 },
    });
    expect(placed.status()).toBe(200);
    const bet = (await placed.json()) as DiceResult;
    const row = guest.getByTestId('live-bets-table').locator(`[data-bet-id="${bet.betId}"]`);
    await expect(row).toContainText('Hidden');
    await expect(row).not.toContainText(hider.user.username);

    await row.getByRole('link').click();
    await expect(guest).toHaveURL(`/bets/${bet.betId}`);
    await expect(guest.getByTestId('bet-player')).toHaveText('Hidden');
    await expect(guest.getByRole('main')).not.toContainText(hider.user.username);
    await guestContext.close();
  });

  test('an unknown bet says so', async ({ page, request }) => {
    await registerViaApi(request);
    await page.goto('/bets/999999999');
    await expect(page.getByText('Bet not found')).toBeVisible();
  });
});
