import { expect, type Page, test } from '@playwright/test';
import { bearer, registerViaApi, richPlayer, signedInPlayer, signIn } from './helpers';

const MAX_DEALS = 12;
const ROUND_TIMEOUT = { timeout: 15_000 };
/** The page lists the last ten rounds. */
const HISTORY_ROWS = 10;

function table(page: Page) {
  return page.getByTestId('blackjack-table');
}

const shownBalance = async (page: Page) =>
  Number((await page.getByTestId('blackjack-balance').textContent())?.replace(/[^\d]/g, ''));

/**
 * Deals until a round is in play (a blackjack on the deal ends at once; it is played again).
 * Returns how many rounds were dealt, since every one of them lands in the history, and the balance
 * shown before the deal that is now in play (a blackjack on an earlier deal moved it).
 */
async function dealPlayableRound(page: Page): Promise<{ deals: number; balanceBefore: number }> {
  for (let deal = 1; deal <= MAX_DEALS; deal += 1) {
    const balanceBefore = await shownBalance(page);
    await page.getByRole('button', { name: 'Deal Cards' }).click();
    await expect(table(page)).toHaveAttribute('data-phase', /^(playing|gameOver)$/, ROUND_TIMEOUT);
    if ((await table(page).getAttribute('data-phase')) === 'playing') return { deals: deal, balanceBefore };
    await page.getByRole('button', { name: 'Play Again' }).click();
  }
  throw new Error('No playable round was dealt');
}

async function finishRound(page: Page) {
  await expect(table(page)).toHaveAttribute('data-phase', 'gameOver', ROUND_TIMEOUT);
  await expect(page.getByTestId('blackjack-result')).toHaveText(
    /^([+-]\d+ chips( \(doubled from \d+\))?|Bet Returned)$/,
  );
  await page.getByRole('button', { name: 'Play Again' }).click();
  await expect(table(page)).toHaveAttribute('data-phase', 'betting');
}

test.describe('blackjack', () => {
  // Rounds loop until the outcome they need and wait for the deal and dealer animations.
  test.describe.configure({ timeout: 60_000 });

  test('reset funds, bet controls, Hit, Stand and Double Down with history', async ({ page, request }) => {
    test.setTimeout(90_000);
    await signedInPlayer(page, request, '/games/blackjack');
    await expect(page.getByRole('main').getByText('No recent games')).toBeVisible();
    await expect(page.getByTestId('blackjack-balance')).toHaveText('100 FF');

    // Steps 10, 20, 50, 100; 200 is above the balance of 100.
    const bet = page.getByTestId('blackjack-bet');
    await expect(bet).toContainText('10');
    await page.getByRole('button', { name: 'Raise bet' }).click();
    await page.getByRole('button', { name: 'Raise bet' }).click();
    await page.getByRole('button', { name: 'Raise bet' }).click();
    await expect(bet).toContainText('100');
    await expect(page.getByRole('button', { name: 'Raise bet' })).toBeDisabled();
    await page.getByRole('button', { name: 'Lower bet' }).click();
    await expect(bet).toContainText('50');
    await page.getByRole('button', { name: 'MAX', exact: true }).click();
    await expect(bet).toContainText('100');

    await page.getByRole('button', { name: 'Reset Funds' }).click();
    await expect(page.getByRole('main').getByText('Funds reset to 1000')).toBeVisible();
    await expect(page.getByTestId('blackjack-balance')).toHaveText('1,000 FF');
    await expect(page.getByTestId('sidebar').getByText('1,000 FF')).toBeVisible();
    await page.getByRole('button', { name: 'Lower bet' }).click();
    await page.getByRole('button', { name: 'Lower bet' }).click();
    await page.getByRole('button', { name: 'Lower bet' }).click();
    await expect(bet).toContainText('10');

    // Hit, then Stand if still in play.
    const first = await dealPlayableRound(page);
    let rounds = first.deals;
    await expect(page.getByRole('img', { name: 'Face-down card' })).toHaveCount(1);
    expect(await shownBalance(page)).toBe(first.balanceBefore - 10);
    await page.getByRole('button', { name: 'Hit' }).click();
    await expect(table(page)).toHaveAttribute('data-phase', /^(playing|dealerTurn|gameOver)$/);
    await expect(
      page.getByRole('button', { name: 'Hit' }).or(page.getByRole('button', { name: 'Play Again' })),
    ).toBeVisible();
    await expect(async () => {
      const phase = await table(page).getAttribute('data-phase');
      const hitReady = await page
        .getByRole('button', { name: 'Hit' })
        .isEnabled({ timeout: 100 })
        .catch(() => false);
      expect(phase === 'gameOver' || (phase === 'playing' && hitReady)).toBe(true);
    }).toPass(ROUND_TIMEOUT);
    if ((await table(page).getAttribute('data-phase')) === 'playing') {
      await expect(page.getByRole('button', { name: 'Double Down' })).toBeDisabled();
      await page.getByRole('button', { name: 'Stand' }).click();
    }
    await finishRound(page);
    const rows = page.getByTestId('blackjack-history').locator('tbody tr');
    await expect(rows).toHaveCount(Math.min(rounds, HISTORY_ROWS));
    // Each round opens its bet's public page.
    await expect(rows.first().getByTestId('blackjack-history-link')).toHaveAttribute('href', /^\/bets\/\d+$/);

    // Stand at once.
    rounds += (await dealPlayableRound(page)).deals;
    await page.getByRole('button', { name: 'Stand' }).click();
    await expect(page.getByRole('img', { name: 'Face-down card' })).toHaveCount(0);
    await finishRound(page);
    await expect(rows).toHaveCount(Math.min(rounds, HISTORY_ROWS));

    // Double Down: one card, then the dealer plays; the history says so.
    rounds += (await dealPlayableRound(page)).deals;
    await page.getByRole('button', { name: 'Double Down' }).click();
    await expect(table(page)).toHaveAttribute('data-phase', 'gameOver', ROUND_TIMEOUT);
    await expect(page.getByTestId('blackjack-result')).toHaveText(
      /^([+-]20 chips \(doubled from 10\)|Bet Returned)$/,
    );
    await page.getByRole('button', { name: 'Play Again' }).click();
    await expect(rows).toHaveCount(Math.min(rounds, HISTORY_ROWS));
    await expect(rows.first()).toContainText('(Double Down)');
    await expect(rows.first()).toContainText(/Win|Loss|Push/);
  });

  test('a round in progress survives a reload', async ({ page, request }) => {
    await signedInPlayer(page, request, '/games/blackjack');
    const { deals } = await dealPlayableRound(page);
    const playerScore = await page.getByTestId('player-score').textContent();

    await page.reload();
    await expect(table(page)).toHaveAttribute('data-phase', 'playing');
    await expect(page.getByTestId('player-score')).toHaveText(playerScore ?? '');
    await expect(page.getByRole('img', { name: 'Face-down card' })).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Hit' })).toBeEnabled();
    await page.getByRole('button', { name: 'Stand' }).click();
    await finishRound(page);
    await expect(page.getByTestId('blackjack-history').locator('tbody tr')).toHaveCount(deals);
  });

  test('deal and double down need the funds', async ({ page, request }) => {
    // A mines game in progress holds its stake, which leaves a small balance deterministically.
    const poor = await registerViaApi(request);
    await request.post('/api/games/mines', {
      headers: bearer(poor.session),
      data: { action: 'start', betAmount: 95, difficulty: 3 },
    });
    await signIn(page, poor.session, '/games/blackjack');
    await expect(page.getByTestId('blackjack-balance')).toHaveText('5 FF');
    await page.getByRole('button', { name: 'Deal Cards' }).click();
    await expect(page.getByRole('main').getByText('Insufficient funds!')).toBeVisible();
    await expect(table(page)).toHaveAttribute('data-phase', 'betting');

    // 15 FF and a bet of 10 leave 5 after the deal: too little to double. A blackjack on the deal
    // would move the balance, so each try starts over with a new player.
    for (let attempt = 1; ; attempt += 1) {
      const tight = await richPlayer(request);
      const auth = bearer(tight.session);
      await request.post('/api/games/mines', {
        headers: auth,
        data: { action: 'start', betAmount: 985, difficulty: 3 },
      });
      await signIn(page, tight.session, '/games/blackjack');
      await expect(page.getByTestId('blackjack-balance')).toHaveText('15 FF');
      await page.getByRole('button', { name: 'Deal Cards' }).click();
      await expect(table(page)).toHaveAttribute('data-phase', /^(playing|gameOver)$/, ROUND_TIMEOUT);
      if ((await table(page).getAttribute('data-phase')) === 'playing') break;
      expect(attempt, 'a playable deal within a few players').toBeLessThan(MAX_DEALS);
    }
    await expect(page.getByTestId('blackjack-balance')).toHaveText('5 FF');
    await page.getByRole('button', { name: 'Double Down' }).click();
    await expect(page.getByRole('main').getByText('Insufficient funds to double down!')).toBeVisible();
    await expect(table(page)).toHaveAttribute('data-phase', 'playing');
  });

  test('a failed reset shows its error', async ({ page, request }) => {
    await signedInPlayer(page, request, '/games/blackjack');
    await page.route('**/api/users/resetFunds', (route) => route.fulfill({ status: 500, body: '' }));
    await page.getByRole('button', { name: 'Reset Funds' }).click();
    await expect(page.getByRole('main').getByText('Error resetting funds')).toBeVisible();
    await expect(page.getByTestId('blackjack-balance')).toHaveText('100 FF');
  });
});
