import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { blurFocus, expectCoinflipLive, gate, pressTaken, signedInPlayer } from './helpers';

// Issue 15: every game plays within one screen, nothing floats over its controls, and each round is
// announced once, with the new balance.

const SIZES = [
  { name: 'desktop', width: 1280, height: 720 },
  { name: 'phone', width: 390, height: 844 },
] as const;

const ANNOUNCED_BALANCE = /Balance [\d,]+ FF\./;

/** Signs a new player with 1000 FF in, with instant play on or off, and opens `path`. */
async function openGame(page: Page, request: APIRequestContext, path: string, instant = false) {
  return signedInPlayer(page, request, path, { rich: true, storage: { instantPlay: String(instant) } });
}

/** The whole element lies inside the viewport, without scrolling (unless `fixed`: it stays put). */
async function expectInView(page: Page, locator: Locator, fixed = false) {
  await expect(locator).toBeVisible();
  const box = await locator.boundingBox();
  const viewport = page.viewportSize();
  expect(box, 'the element has a box').not.toBeNull();
  expect(viewport).not.toBeNull();
  if (!box || !viewport) return;
  if (!fixed) {
    const scroll = await page.evaluate(() => ({ x: window.scrollX, y: window.scrollY }));
    expect(scroll, 'the page has not scrolled').toEqual({ x: 0, y: 0 });
  }
  expect(box.y, 'top edge in view').toBeGreaterThanOrEqual(0);
  expect(box.x, 'left edge in view').toBeGreaterThanOrEqual(0);
  expect(box.y + box.height, 'bottom edge in view').toBeLessThanOrEqual(viewport.height);
  expect(box.x + box.width, 'right edge in view').toBeLessThanOrEqual(viewport.width);
}

/** What a tap at the element's centre lands on is the element itself (or its own icon or text). */
async function expectOnTop(locator: Locator) {
  const onTop = await locator.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
    return hit !== null && (hit === element || element.contains(hit));
  });
  expect(onTop, 'nothing covers the control').toBe(true);
}

async function expectPlayable(page: Page, button: Locator) {
  await expectInView(page, button);
  await expectOnTop(button);
}

for (const size of SIZES) {
  test.describe(`games at ${size.width}x${size.height}`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('dice: Roll Dice and the result in view, one announcement per roll', async ({ page, request }) => {
      await openGame(page, request, '/games/dice');
      const roll = page.getByRole('button', { name: 'Roll Dice' });
      await expectPlayable(page, roll);
      await expectPlayable(page, page.getByRole('radio', { name: 'Exact' }).locator('..'));

      const rolls: string[] = [];
      page.on('request', (sent) => {
        if (sent.url().endsWith('/api/games/dice')) rolls.push(sent.method());
      });
      // Space while the roll is in play (its answer held here, the focus on no control): the key is
      // the game's, so it neither rolls again nor scrolls the board away (expectInView below checks
      // the scroll). Held, not raced against the die's tumble, which a loaded machine outran.
      const answer = gate();
      await page.route('**/api/games/dice', async (route) => {
        await answer.opened;
        await route.continue();
      });
      await roll.click();
      await expect.poll(() => rolls.length).toBe(1);
      await blurFocus(page);
      expect(await pressTaken(page, 'Space')).toBe(true);
      answer.open();
      const result = page.getByTestId('dice-result');
      await expect(result).toBeVisible();
      await expectInView(page, result);
      await expect(page.getByRole('status', { name: 'Roll result' })).toContainText(/You (won|lost)/);
      await expect(page.getByTestId('live-announcer')).toHaveText(
        /^Rolled [1-6]\. You (won|lost) [\d,]+ FF\. Balance [\d,]+ FF\./,
      );
      // The balance is not read out a second time after the round.
      await page.waitForTimeout(700);
      await expect(page.getByTestId('live-announcer')).toHaveText(/^Rolled [1-6]\./);
      expect(rolls, 'one roll: Space during the tumble placed none').toEqual(['POST']);
    });

    test('dice in instant play: the result shows at once, and Space rolls', async ({ page, request }) => {
      await openGame(page, request, '/games/dice', true);
      await expect(page.getByRole('button', { name: 'Roll Dice' })).toBeEnabled();
      // How long each movement of the die is set to take, seen as it starts: the event, not the clock.
      await page.getByTestId('dice-cube').evaluate((cube) => {
        const durations: number[] = [];
        (window as unknown as { dieMoves: number[] }).dieMoves = durations;
        new MutationObserver(() => {
          for (const animation of cube.getAnimations({ subtree: true })) {
            durations.push(Number(animation.effect?.getTiming().duration ?? 0));
          }
        }).observe(cube, { attributeFilter: ['data-state'] });
      });
      const answer = page.waitForResponse((response) => response.url().endsWith('/api/games/dice'));
      await page.locator('body').click({ position: { x: 5, y: size.height - 5 } });
      await page.keyboard.press('Space');
      await answer;
      await expect(page.getByTestId('dice-result')).toBeVisible();
      await expectInView(page, page.getByTestId('dice-result'));
      // The normal roll tumbles for two seconds; an instant one barely moves.
      const moves = await page.evaluate(() => (window as unknown as { dieMoves: number[] }).dieMoves);
      expect(moves.length, 'the die moved').toBeGreaterThan(0);
      expect(Math.max(...moves), 'no tumble').toBeLessThanOrEqual(300);
    });

    test('slots: SPIN and the result in view, one announcement per spin', async ({ page, request }) => {
      await openGame(page, request, '/games/slots', true);
      const spin = page.getByRole('button', { name: 'SPIN' });
      await expectPlayable(page, spin);
      await expectPlayable(page, page.getByRole('button', { name: 'MAX', exact: true }));

      await spin.click();
      const result = page.getByTestId('slots-result');
      await expect(result).toHaveAttribute('data-state', /^(win|no-win)$/);
      await expectInView(page, result);
      await expectInView(page, page.getByTestId('reel-window'));
      await expect(page.getByTestId('live-announcer')).toContainText(/(You won [\d,]+ FF|No win this time)/);
      await expect(page.getByTestId('live-announcer')).toContainText(ANNOUNCED_BALANCE);
    });

    test('mines: every tile, Start Game and the result in view', async ({ page, request }) => {
      await openGame(page, request, '/games/mines');
      const start = page.getByRole('button', { name: 'Start Game' });
      await expect(start).toBeEnabled();
      await expectPlayable(page, start);
      await expectPlayable(page, page.getByRole('button', { name: 'Tile 1', exact: true }));
      await expectPlayable(page, page.getByRole('button', { name: 'Tile 25', exact: true }));

      // With 24 mines the first tile ends the game (a mine, or the one gem that cashes out by itself).
      const slider = page.getByRole('slider', { name: 'Mines' });
      await slider.focus();
      await page.keyboard.press('End');
      await start.click();
      await expect(page.getByTestId('mines-game')).toHaveAttribute('data-phase', 'playing');
      await page.getByRole('button', { name: 'Tile 25', exact: true }).click();
      const result = page.getByTestId('mines-result');
      await expect(result).toBeVisible();
      await expectInView(page, result);
      await expect(page.getByRole('status', { name: 'Game status' })).toContainText(/Boom!|You won/);
      await expect(page.getByTestId('live-announcer')).toContainText(/Boom!|You won/);
      await expect(page.getByTestId('live-announcer')).toContainText(ANNOUNCED_BALANCE);
      // A finished game shows how it ended, not a next tile that will never come.
      await expect(page.getByTestId('mines-stats')).toContainText('Potential Win—');
      await expectPlayable(page, page.getByRole('button', { name: 'Start Game' }));
    });

    test('blackjack: Deal Cards, both hands and the result in view', async ({ page, request }) => {
      await openGame(page, request, '/games/blackjack', true);
      const deal = page.getByRole('button', { name: 'Deal Cards' });
      await expect(deal).toBeEnabled();
      await expectPlayable(page, deal);

      await deal.click();
      const table = page.getByTestId('blackjack-table');
      await expect(table).toHaveAttribute('data-phase', /playing|gameOver/);
      if ((await table.getAttribute('data-phase')) === 'playing') {
        const stand = page.getByRole('button', { name: 'Stand' });
        await expectPlayable(page, stand);
        await stand.click();
      }
      await expect(table).toHaveAttribute('data-phase', 'gameOver');
      await expectInView(page, page.getByTestId('blackjack-result'));
      await expectInView(page, page.getByRole('region', { name: 'Dealer hand' }));
      await expectInView(page, page.getByRole('region', { name: 'Player hand' }));
      await expectPlayable(page, page.getByRole('button', { name: 'Play Again' }));
      await expect(page.getByTestId('live-announcer')).toContainText(ANNOUNCED_BALANCE);
    });

    test('coinflip: Create Game in view, and the minimised game bar too', async ({ page, request }) => {
      await openGame(page, request, '/games/coinflip');
      await expectCoinflipLive(page);
      const create = page.getByRole('button', { name: 'Create Game' });
      await expectPlayable(page, create);

      await create.click();
      const window = page.getByRole('dialog', { name: /Coinflip #\d+/ });
      await expect(window.getByText('Waiting...')).toBeVisible();
      await window.getByRole('button', { name: 'Minimize' }).click();
      const bar = page.getByRole('region', { name: 'Minimized game' });
      await expect(bar).toContainText('Waiting for opponent');
      // The bar keeps to its corner of the screen wherever the page is scrolled.
      await expectInView(page, bar, true);
      await page.mouse.wheel(0, 400);
      await expectInView(page, bar, true);
      const restore = bar.getByRole('button', { name: 'Restore' });
      await expectOnTop(restore);
      await restore.click();
      await expect(window.getByText('Waiting...')).toBeVisible();
      await window.getByRole('button', { name: 'Cancel Game' }).click();
      await expect(window).toBeHidden();
    });
  });
}
