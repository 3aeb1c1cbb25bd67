import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import type { MinesResponse } from '../src/contract/mines';
import { expectBetRefused, expectVerifyLink, signedInPlayer, sixBetsThenSignIn } from './helpers';

// Outcomes come from the fair generator, so each test loops (bounded) until the round it needs shows up:
// with 1 mine a reveal is almost always safe, with 24 mines almost always a mine.
const MAX_ROUNDS = 12;

const expectPhase = (page: Page, phase: string) =>
  expect(page.getByTestId('mines-game')).toHaveAttribute('data-phase', phase);

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
  await expectPhase(page, 'playing');
}

/** Reveals a tile and answers what it was. */
async function reveal(page: Page, tile: number): Promise<'safe' | 'mine'> {
  const button = page.getByRole('button', { name: `Tile ${tile}`, exact: true });
  await button.click();
  await expect(button).toHaveAttribute('data-state', /safe|mine/);
  return (await button.getAttribute('data-state')) as 'safe' | 'mine';
}

/**
 * Starts games of `bet` FF and `mines` mines until `play` answers that one had the outcome the test
 * needs, at most MAX_ROUNDS.
 */
async function playUntil(page: Page, bet: number, mines: 1 | 24, play: () => Promise<boolean>) {
  let got = false;
  for (let played = 0; played < MAX_ROUNDS && !got; played += 1) {
    await startGame(page, bet, mines);
    got = await play();
  }
  expect(got, `the outcome did not come in ${MAX_ROUNDS} rounds`).toBe(true);
}

/** The game is over with `text` shown, every one of its `mines` uncovered, and it is in Recent Games. */
async function expectGameOver(page: Page, phase: 'won' | 'lost', text: string, mines: number) {
  await expectPhase(page, phase);
  await expect(page.getByTestId('mines-result')).toContainText(text);
  await expect(page.locator('[data-state="mine"]')).toHaveCount(mines);
  const recentText = phase === 'won' ? 'Won' : 'Lost';
  await expect(page.getByTestId('mines-recent').getByText(recentText).first()).toBeVisible();
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
    // Six quick games with 24 mines: nearly all lose the same 5 FF within a second or two.
    const played = await sixBetsThenSignIn({ page, request }, '/games/mines', async (post) => {
      await post('/api/games/mines', { action: 'start', betAmount: 5, difficulty: 24 });
      return (await post('/api/games/mines', { action: 'reveal', selectedTile: 0 })) as MinesResponse;
    });

    const rows = page.getByTestId('mines-recent').getByRole('listitem');
    await expect(rows).toHaveCount(5);
    for (const [index, game] of played.shown.entries()) {
      const row = rows.nth(index);
      const won = game.game.status === 'won';
      await expect(row).toContainText(won ? 'Won' : 'Lost');
      await expect(row).toContainText('24 mines');
      await expect(row).toContainText(won ? `+${game.winAmount - 5} FF` : '-5 FF');
      await expectVerifyLink(row, game.betId);
    }
    expect(played.ledgerReads).toEqual([]);
  });

  test('validates the bet', async ({ page, request }) => {
    await signedInPlayer(page, request, '/games/mines');
    await expect(page.getByText('No games yet. Your finished games show here.')).toBeVisible();

    const main = page.getByRole('main');
    await expectBetRefused(page, 'Start Game', '0', 'Bet amount must be greater than 0', main);
    await expectBetRefused(page, 'Start Game', '5000', 'Insufficient fun funds', main);

    // Presets and Easier/Harder change the mine count by the rules.
    await page.getByRole('button', { name: '10 mines' }).click();
    await page.getByRole('button', { name: 'Harder' }).click();
    await expect(page.getByRole('slider', { name: 'Mines' })).toHaveValue('11');
    await page.getByRole('button', { name: 'Easier' }).click();
    await page.getByRole('button', { name: 'Easier' }).click();
    await expect(page.getByRole('slider', { name: 'Mines' })).toHaveValue('9');
    await expectPhase(page, 'idle');
  });

  test('a safe tile, then Cash Out wins', async ({ page, request }) => {
    await signInRich(page, request);
    const cashOut = page.getByRole('button', { name: /Cash Out/ });
    await playUntil(page, 10, 1, async () => {
      await expect(cashOut).toBeDisabled();
      if ((await reveal(page, 13)) === 'mine') return false;
      await expect(page.getByTestId('mines-stats')).toContainText('1.04x');
      await cashOut.click();
      // The single mine is shown once the game is over.
      await expectGameOver(page, 'won', 'You won 10 FF!', 1);
      return true;
    });
  });

  test('a mine loses and shows every mine', async ({ page, request }) => {
    await signInRich(page, request);
    await playUntil(page, 5, 24, async () => {
      if ((await reveal(page, 1)) === 'safe') {
        // The one safe tile of 24 mines cashes out by itself.
        await expectPhase(page, 'won');
        return false;
      }
      await expectGameOver(page, 'lost', 'Boom! You hit a mine.', 24);
      return true;
    });
  });

  test('a game in progress survives a reload', async ({ page, request }) => {
    await signInRich(page, request);
    await playUntil(page, 20, 1, async () => {
      return (await reveal(page, 7)) === 'safe';
    });

    await page.reload();
    await expectPhase(page, 'playing');
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
    await expectPhase(page, 'won');
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
    await expectPhase(page, 'idle');
    await page.unrouteAll();

    await startGame(page, 10, 1);
    await failWith('reveal');
    const tile = page.getByRole('button', { name: 'Tile 5', exact: true });
    await tile.click();
    await expect(page.getByRole('main').getByText('Failed to reveal tile. Please try again.')).toBeVisible();
    await expect(tile).toHaveAttribute('data-state', 'hidden');
    await expectPhase(page, 'playing');
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

    // 24 mines: the first game is lost 24 times in 25, and a 5 FF loss limit ends the run there; the
    // one time in 25 it is won (24.75x), the 50 FF profit limit ends it instead. Either way a stop rule.
    await setMines(page, 24);
    await page.getByLabel('Bet Amount').fill('5');
    await page.getByRole('button', { name: 'Autobet' }).click();
    await dialog.getByText('25', { exact: true }).click();
    await dialog.getByLabel('Stop on loss (FF)').fill('5');
    await dialog.getByLabel('Stop on profit (FF)').fill('50');
    await dialog.getByRole('button', { name: 'Start Autobet' }).click();
    await expect(announcer).toContainText(
      /Autobet stopped after 1 bet: the (loss|profit) limit was reached/,
      { timeout: 30_000 },
    );
  });
});
