import { type BrowserContextOptions, expect, type Page } from '@playwright/test';
import { ACTION_DEBOUNCE_MS } from '../src/web/features/coinflip/hooks/use-action-guard';
import { expectCoinflipLive, type PlayerWindow, serverBalance, test } from './helpers';

// The server flips for 3 s before it announces a result; the coin then takes 1.5 s to land.
const RESULT_TIMEOUT = 15_000;

async function openPlayer(
  newPlayer: (path: string, options: BrowserContextOptions) => Promise<PlayerWindow>,
  reducedMotion: 'reduce' | 'no-preference' = 'no-preference',
) {
  const player = await newPlayer('/games/coinflip', { reducedMotion });
  await expect(player.page.getByRole('heading', { name: 'Coinflip', level: 1 })).toBeVisible();
  await expectCoinflipLive(player.page);
  return player;
}

function gameRow(page: Page, creator: string) {
  return page.getByTestId('coinflip-game-row').filter({ hasText: creator });
}

function popup(page: Page) {
  return page.getByRole('dialog', { name: /Coinflip #\d+/ });
}

async function createGame(page: Page, amount: string, side: 'Heads' | 'Tails') {
  await page.getByLabel('Bet Amount').fill(amount);
  await page.getByText(side, { exact: true }).click();
  await page.getByRole('button', { name: 'Create Game' }).click();
}

/**
 * Starts noting whether the game window ever shows 'Flipping Coin...'. Polling for it can miss the
 * flip on a busy machine (the page may draw late, or Playwright look late), so the page itself notes
 * the moment it is drawn; `sawFlip` then asks.
 */
async function watchFlip(page: Page) {
  await page.evaluate(() => {
    const seen = () =>
      Array.from(document.querySelectorAll('dialog p')).some(
        (element) => element.textContent?.trim() === 'Flipping Coin...',
      );
    const flags = window as unknown as { sawFlip?: boolean };
    flags.sawFlip = seen();
    new MutationObserver((_, observer) => {
      if (!seen()) return;
      flags.sawFlip = true;
      observer.disconnect();
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
}

function sawFlip(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { sawFlip?: boolean }).sawFlip === true);
}

/** The outcome the page shows once the coin has landed. */
async function outcome(page: Page): Promise<'won' | 'lost'> {
  const heading = popup(page).getByTestId('coinflip-result');
  await expect(heading).toBeVisible({ timeout: RESULT_TIMEOUT });
  return (await heading.textContent())?.includes('You Won!') ? 'won' : 'lost';
}

test.describe('coinflip', () => {
  // Two browsers and a 3 s flip: generous on a busy 2-core machine.
  test.describe.configure({ timeout: 90_000 });
  test('two players play each other and the balances move by the stake', async ({ newPlayer, request }) => {
    const alice = await openPlayer(newPlayer);
    const bob = await openPlayer(newPlayer);

    await createGame(alice.page, '10', 'Heads');
    const alicePopup = popup(alice.page);
    await expect(alicePopup.getByText('Waiting...')).toBeVisible();
    await expect(alicePopup.getByRole('button', { name: 'Cancel Game' })).toBeVisible();
    await expect(alicePopup.getByRole('button', { name: 'Call Bot' })).toBeVisible();
    await expect(alice.page.getByTestId('coinflip-balance')).toHaveText('90 FF');

    const row = gameRow(bob.page, alice.user.username);
    await expect(row).toContainText('Waiting for opponent');
    await expect(row).toContainText('10 FF');
    // Both windows must show the flip before the result.
    await watchFlip(bob.page);
    await watchFlip(alice.page);
    await row.getByRole('button', { name: 'Join Game' }).click();

    const [aliceOutcome, bobOutcome] = await Promise.all([outcome(alice.page), outcome(bob.page)]);
    expect(await sawFlip(alice.page)).toBe(true);
    expect(await sawFlip(bob.page)).toBe(true);
    expect(new Set([aliceOutcome, bobOutcome])).toEqual(new Set(['won', 'lost']));
    const winner = aliceOutcome === 'won' ? alice : bob;
    const loser = aliceOutcome === 'won' ? bob : alice;
    await expect(popup(winner.page).getByText('+20 FF')).toBeVisible();
    await expect(popup(winner.page).getByText(/^Result:/)).toBeVisible();

    await expect(winner.page.getByTestId('coinflip-balance')).toHaveText('110 FF');
    await expect(loser.page.getByTestId('coinflip-balance')).toHaveText('90 FF');
    expect(await serverBalance(request, winner.session)).toBe(110);
    expect(await serverBalance(request, loser.session)).toBe(90);

    // The revealed seed checks out in the browser.
    const verify = popup(alice.page).getByText('Verify');
    await verify.click();
    await expect(
      popup(alice.page).getByText('SHA-256 of the server seed matches the committed hash.'),
    ).toBeVisible();
    await expect(popup(alice.page).getByText(/, the same as the result\.$/)).toBeVisible();

    await popup(alice.page).getByRole('button', { name: 'Close' }).last().click();
    await expect(popup(alice.page)).toBeHidden();
    await expect(gameRow(alice.page, alice.user.username)).toHaveCount(0);
  });

  test('a player plays against the bot', async ({ newPlayer, request }) => {
    const player = await openPlayer(newPlayer);
    await player.page.getByLabel('Bet Amount').fill('20');
    await watchFlip(player.page);
    await player.page.getByRole('button', { name: 'Play Against Bot' }).click();
    const window = popup(player.page);
    await expect(window.getByText('Bot', { exact: true }).first()).toBeVisible({ timeout: RESULT_TIMEOUT });
    const result = await outcome(player.page);
    expect(await sawFlip(player.page)).toBe(true);
    const expected = result === 'won' ? 120 : 80;
    await expect(player.page.getByTestId('coinflip-balance')).toHaveText(`${expected} FF`);
    expect(await serverBalance(request, player.session)).toBe(expected);
    await window.getByRole('button', { name: 'Close' }).last().click();
    await expect(window).toBeHidden();
    await expect(player.page.getByRole('button', { name: 'Create Game' })).toBeEnabled();
  });

  test('the creator calls the bot to a waiting game (reduced motion)', async ({ newPlayer, request }) => {
    const player = await openPlayer(newPlayer, 'reduce');
    await createGame(player.page, '30', 'Tails');
    const window = popup(player.page);
    await expect(window.getByText('Waiting...')).toBeVisible();
    // The page lets one action through per 500 ms (SPEC.md section 9): a click sooner after Create
    // Game is answered with 'Processing your request...' and goes nowhere.
    await player.page.waitForTimeout(ACTION_DEBOUNCE_MS);
    await watchFlip(player.page);
    await window.getByRole('button', { name: 'Call Bot' }).click();
    const result = await outcome(player.page);
    expect(await sawFlip(player.page)).toBe(true);
    const expected = result === 'won' ? 130 : 70;
    await expect(player.page.getByTestId('coinflip-balance')).toHaveText(`${expected} FF`);
    expect(await serverBalance(request, player.session)).toBe(expected);
    // Escape in the result view closes the game for good.
    await player.page.keyboard.press('Escape');
    await expect(window).toBeHidden();
    await expect(player.page.getByRole('region', { name: 'Minimized game' })).toBeHidden();
  });

  test('the game window minimises to a corner bar and comes back', async ({ newPlayer }) => {
    const player = await openPlayer(newPlayer);
    const { page } = player;
    await createGame(page, '15', 'Tails');
    const window = popup(page);
    await expect(window.getByText('Waiting...')).toBeVisible();

    await window.getByRole('button', { name: 'Minimize' }).click();
    await expect(window).toBeHidden();
    const bar = page.getByRole('region', { name: 'Minimized game' });
    await expect(bar).toContainText('Waiting for opponent');
    const side = page.getByRole('region', { name: 'Your game' });
    await expect(side.getByRole('button', { name: 'Show Game' })).toBeVisible();
    await expect(side.getByRole('button', { name: 'Cancel Game' })).toBeVisible();

    await bar.getByRole('button', { name: 'Restore' }).click();
    await expect(window.getByText('Waiting...')).toBeVisible();
    await expect(bar).toBeHidden();

    // Escape closes the window outside the result view, which only minimises it.
    await page.keyboard.press('Escape');
    await expect(bar).toBeVisible();
    await side.getByRole('button', { name: 'Show Game' }).click();
    await expect(window).toBeVisible();

    // A reload resumes the open game.
    await page.reload();
    await expect(popup(page).getByText('Waiting...')).toBeVisible();
    await expect(page.getByTestId('coinflip-balance')).toHaveText('85 FF');
  });

  test('cancelling a waiting game refunds the stake', async ({ newPlayer, request }) => {
    const player = await openPlayer(newPlayer);
    const { page } = player;
    await createGame(page, '25', 'Heads');
    await expect(page.getByTestId('coinflip-balance')).toHaveText('75 FF');
    expect(await serverBalance(request, player.session)).toBe(75);
    await expect(gameRow(page, player.user.username)).toContainText('View Game');

    await popup(page).getByRole('button', { name: 'Cancel Game' }).click();
    await expect(popup(page)).toBeHidden();
    await expect(page.getByTestId('coinflip-balance')).toHaveText('100 FF');
    expect(await serverBalance(request, player.session)).toBe(100);
    await expect(gameRow(page, player.user.username)).toHaveCount(0);
  });

  test('the create buttons explain what is wrong with the amount', async ({ newPlayer }) => {
    const { page } = await openPlayer(newPlayer);
    const amount = page.getByLabel('Bet Amount');
    await amount.fill('abc');
    await expect(amount).toHaveValue('0');
    await expect(page.getByRole('button', { name: 'Minimum bet: 5 FF' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Play Against Bot' })).toBeDisabled();
    await amount.press('Enter');
    await expect(page.getByRole('alert')).toHaveText('Minimum bet amount is 5 Fun Funds');
    await page.getByRole('button', { name: 'Max', exact: true }).click();
    await expect(amount).toHaveValue('100');
    await amount.fill('101');
    await expect(page.getByRole('button', { name: 'Not enough funds' })).toBeDisabled();
    await amount.press('Enter');
    await expect(page.getByRole('alert')).toHaveText("You don't have enough Fun Funds");
  });
});
