import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import type { MinesResponse } from '../src/contract/mines';
import { bearer, registerViaApi, signedInPlayer, signIn } from './helpers';

// Outcomes come from the fair generator, so each test loops (bounded) until the round it needs shows up:
// with 1 mine a reveal is almost always safe, with 24 mines almost always a mine.
const MAX_ROUNDS = 12;

async function setMines(page: Page, count: 1 | 24) {
  const slider = page.getByRole('slider', { name: 'Mines' });
  if (count === 1) {
    await page.getByRole('button', { name: '1 mine', exact: true }).click();
  } else {
    await slider.focus();
    await page.keyboard.press('End');
  }
  await expect(slider).toHaveValue(String(count));
}

async function startGame(page: Page, bet: number, mines: 1 | 24) {
  await page.getByLabel('Bet Amount').fill(String(bet));
  await setMines(page, mines);
  await page.getByRole('button', { name: 'Start Game' }).click();
  await expect(page.getByTestId('mines-game')).toHaveAttribute('data-phase', 'playing');
}

/** Reveals a tile and answers what it was. */
async function reveal(page: Page, tile: number): Promise<'safe' | 'mine'> {
  const button = page.getByRole('button', { name: `Tile ${tile}`, exact: true });
  await button.click();
  await expect(button).toHaveAttribute('data-state', /safe|mine/);
  return (await button.getAttribute('data-state')) as 'safe' | 'mine';
}

async function signInRich(page: Page, request: APIRequestContext) {
  await signedInPlayer(page, request, '/games/mines', { rich: true });
  await expect(page.getByRole('heading', { name: 'Mines', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start Game' })).toBeEnabled();
}

test.describe('mines', () => {
  // Rounds loop until the outcome they need and wait for the deal and dealer animations.
  test.describe.configure({ timeout: 60_000 });

  test('Recent Games shows the server bets, each linking to its own bet', async ({ page, request }) => {
    const { session } = await registerViaApi(request);
    const headers = bearer(session);
    const play = async (data: object) => {
      const response = await request.post('/api/games/mines', { headers, data });
      expect(response.status()).toBe(200);
      return (await response.json()) as MinesResponse;
    };
    // Six quick games with 24 mines: nearly all lose the same 5 FF within a second or two.
    const finished: MinesResponse[] = [];
    for (let game = 0; game < 6; game += 1) {
      await play({ action: 'start', betAmount: 5, difficulty: 24 });
      finished.push(await play({ action: 'reveal', selectedTile: 0 }));
    }
    const ledgerReads: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().includes('/api/funds/transactions')) ledgerReads.push(sent.url());
    });
    await signIn(page, session, '/games/mines');

    const rows = page.getByTestId('mines-recent').getByRole('listitem');
    await expect(rows).toHaveCount(5);
    for (const [index, game] of finished.slice(1).reverse().entries()) {
      const row = rows.nth(index);
      const won = game.game.status === 'won';
      await expect(row).toContainText(won ? 'Won' : 'Lost');
      await expect(row).toContainText('24 mines');
      await expect(row).toContainText(won ? `+${game.winAmount - 5} FF` : '-5 FF');
      await expect(row.getByRole('link', { name: /Verify/ })).toHaveAttribute(
        'href',
        `/fairness?bet=${game.betId}`,
      );
    }
    expect(ledgerReads).toEqual([]);
  });

  test('validates the bet', async ({ page, request }) => {
    await signedInPlayer(page, request, '/games/mines');
    await expect(page.getByText('No games yet. Your finished games show here.')).toBeVisible();

    await page.getByLabel('Bet Amount').fill('0');
    await page.getByRole('button', { name: 'Start Game' }).click();
    await expect(page.getByRole('main').getByText('Bet amount must be greater than 0')).toBeVisible();

    await page.getByLabel('Bet Amount').fill('5000');
    await page.getByRole('button', { name: 'Start Game' }).click();
    await expect(page.getByRole('main').getByText('Insufficient fun funds')).toBeVisible();

    // Presets and Easier/Harder change the mine count by the rules.
    await page.getByRole('button', { name: '10 mines' }).click();
    await page.getByRole('button', { name: 'Harder' }).click();
    await expect(page.getByRole('slider', { name: 'Mines' })).toHaveValue('11');
    await page.getByRole('button', { name: 'Easier' }).click();
    await page.getByRole('button', { name: 'Easier' }).click();
    await expect(page.getByRole('slider', { name: 'Mines' })).toHaveValue('9');
    await expect(page.getByTestId('mines-game')).toHaveAttribute('data-phase', 'idle');
  });

  test('a safe tile, then Cash Out wins', async ({ page, request }) => {
    await signInRich(page, request);
    const cashOut = page.getByRole('button', { name: /Cash Out/ });
    let cashedOut = false;
    for (let round = 0; round < MAX_ROUNDS && !cashedOut; round += 1) {
      await startGame(page, 10, 1);
      await expect(cashOut).toBeDisabled();
      if ((await reveal(page, 13)) === 'mine') continue;
      await expect(page.getByTestId('mines-stats')).toContainText('1.04x');
      await cashOut.click();
      await expect(page.getByTestId('mines-game')).toHaveAttribute('data-phase', 'won');
      await expect(page.getByTestId('mines-result')).toContainText('You won 10 FF!');
      // The single mine is shown once the game is over.
      await expect(page.locator('[data-state="mine"]')).toHaveCount(1);
      cashedOut = true;
    }
    expect(cashedOut).toBe(true);
    await expect(page.getByTestId('mines-recent').getByText('Won').first()).toBeVisible();
  });

  test('a mine loses and shows every mine', async ({ page, request }) => {
    await signInRich(page, request);
    let lost = false;
    for (let round = 0; round < MAX_ROUNDS && !lost; round += 1) {
      await startGame(page, 5, 24);
      if ((await reveal(page, 1)) === 'safe') {
        // The one safe tile of 24 mines cashes out by itself.
        await expect(page.getByTestId('mines-game')).toHaveAttribute('data-phase', 'won');
        continue;
      }
      await expect(page.getByTestId('mines-game')).toHaveAttribute('data-phase', 'lost');
      await expect(page.getByTestId('mines-result')).toContainText('Boom! You hit a mine.');
      await expect(page.locator('[data-state="mine"]')).toHaveCount(24);
      lost = true;
    }
    expect(lost).toBe(true);
    await expect(page.getByTestId('mines-recent').getByText('Lost').first()).toBeVisible();
  });

  test('a game in progress survives a reload', async ({ page, request }) => {
    await signInRich(page, request);
    let safeTile = false;
    for (let round = 0; round < MAX_ROUNDS && !safeTile; round += 1) {
      await startGame(page, 20, 1);
      safeTile = (await reveal(page, 7)) === 'safe';
    }
    expect(safeTile).toBe(true);

    await page.reload();
    await expect(page.getByTestId('mines-game')).toHaveAttribute('data-phase', 'playing');
    await expect(page.getByRole('button', { name: 'Tile 7', exact: true })).toHaveAttribute(
      'data-state',
      'safe',
    );
    await expect(page.getByLabel('Bet Amount')).toHaveValue('20');
    await expect(page.getByLabel('Bet Amount')).toBeDisabled();
    await expect(page.getByRole('slider', { name: 'Mines' })).toBeDisabled();
    await expect(page.getByRole('button', { name: /Cash Out/ })).toBeEnabled();

    // A revealed tile cannot be revealed again; arrow keys move between tiles.
    await page.getByRole('button', { name: 'Tile 7', exact: true }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('button', { name: 'Tile 8', exact: true })).toBeFocused();
    await page.getByRole('button', { name: /Cash Out/ }).click();
    await expect(page.getByTestId('mines-game')).toHaveAttribute('data-phase', 'won');
  });

  test('server failures show the fallback texts and leave the tile hidden', async ({ page, request }) => {
    await signInRich(page, request);
    const failWith = (action: string) =>
      page.route('**/api/games/mines', async (route) => {
        const body = route.request().postDataJSON() as { action?: string } | null;
        if (route.request().method() === 'POST' && body?.action === action) {
          await route.fulfill({ status: 500, body: '' });
        } else {
          await route.fallback();
        }
      });

    await failWith('start');
    await page.getByRole('button', { name: 'Start Game' }).click();
    await expect(page.getByRole('main').getByText('Failed to start game. Please try again.')).toBeVisible();
    await expect(page.getByTestId('mines-game')).toHaveAttribute('data-phase', 'idle');
    await page.unrouteAll();

    await startGame(page, 10, 1);
    await failWith('reveal');
    const tile = page.getByRole('button', { name: 'Tile 5', exact: true });
    await tile.click();
    await expect(page.getByRole('main').getByText('Failed to reveal tile. Please try again.')).toBeVisible();
    await expect(tile).toHaveAttribute('data-state', 'hidden');
    await expect(page.getByTestId('mines-game')).toHaveAttribute('data-phase', 'playing');
  });

  test('autobet plays games by itself and stops on the loss limit', async ({ page, request }) => {
    // Ten games are thirty requests: room for a busy machine.
    test.setTimeout(120_000);
    await signedInPlayer(page, request, '/games/mines', {
      rich: true,
      storage: { instantPlay: 'true' },
    });
    const announcer = page.getByTestId('live-announcer');
    await expect(page.getByRole('button', { name: 'Start Game' })).toBeEnabled();

    // One mine, one tile a game: ten games, nearly all cashed out.
    await setMines(page, 1);
    await page.getByRole('button', { name: 'Autobet' }).click();
    const dialog = page.getByRole('dialog', { name: 'Autobet' });
    await dialog.getByText('10', { exact: true }).click();
    await dialog.getByLabel('Tiles to uncover in each game').selectOption('1');
    await dialog.getByRole('button', { name: 'Start Autobet' }).click();
    await expect(announcer).toContainText(/Autobet (finished|stopped) after \d+ bets?/, { timeout: 60_000 });
    await expect(page.getByTestId('mines-recent').getByRole('listitem')).toHaveCount(5);

    // 24 mines: the first game is almost surely lost, and a 5 FF loss limit ends the run there.
    await setMines(page, 24);
    await page.getByLabel('Bet Amount').fill('5');
    await page.getByRole('button', { name: 'Autobet' }).click();
    await dialog.getByText('25', { exact: true }).click();
    await dialog.getByLabel('Stop on loss (FF)').fill('5');
    await dialog.getByRole('button', { name: 'Start Autobet' }).click();
    await expect(announcer).toContainText(/Autobet stopped after \d+ bets?: the loss limit was reached/, {
      timeout: 30_000,
    });
  });
});
