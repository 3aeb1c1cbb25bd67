import { expect, type Page, test } from '@playwright/test';
import type { PlinkoResult } from '../src/contract/plinko';
import { bearer, expectBetRefused, expectVerifyLink, serverBalance, signedInPlayer } from './helpers';

const funds = (amount: number) => `${amount.toLocaleString('en-US')} FF`;

type Listening = Window & { heard?: string[] };

/** Keeps every message of the live region: during autobet a landing soon replaces the last one. */
async function listenToAnnouncer(page: Page) {
  await page.getByTestId('live-announcer').evaluate((region) => {
    const heard: string[] = [];
    (window as Listening).heard = heard;
    new MutationObserver(() => {
      if (region.textContent) heard.push(region.textContent);
    }).observe(region, { childList: true, characterData: true, subtree: true });
  });
  return () => page.evaluate(() => ((window as Listening).heard ?? []).join(' | '));
}

// One journey (CI time is tight): the board's shape, a drop that falls and lands, a refused bet,
// autobet with several balls in the air, and the phone's bet bar.
test('plinko: rows and risk, a ball that lands in its slot, autobet, the phone bar', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const { session } = await signedInPlayer(page, request, '/games/plinko');
  await expect(page.getByRole('heading', { name: 'Plinko', level: 1 })).toBeVisible();
  const heard = await listenToAnnouncer(page);
  const board = page.getByTestId('plinko-board');
  const slots = page.getByTestId('plinko-slot');

  // The board follows the rows and the risk.
  await page.getByRole('slider', { name: 'Rows' }).fill('8');
  await page.getByRole('radio', { name: 'High' }).check({ force: true });
  await expect(board).toHaveAttribute('data-rows', '8');
  await expect(board).toHaveAttribute('data-risk', 'high');
  await expect(slots).toHaveCount(9);
  await expect(page.getByTestId('plinko-top-multiplier')).toHaveText('29x');
  await expect(page.getByTestId('plinko-top-payout')).toHaveText('290 FF');

  // A bet the player cannot make is refused in words, before anything is sent.
  const amount = page.getByLabel('Bet Amount');
  const drop = page.getByRole('button', { name: 'Drop Ball' });
  await expectBetRefused(page, 'Drop Ball', '0', 'Bet amount must be greater than 0');
  await expectBetRefused(page, 'Drop Ball', '500', 'Insufficient fun funds');
  await amount.fill('10');

  // A drop: the ball falls, lands in the server's slot, which lights; then the result and balance.
  const answer = page.waitForResponse((response) => response.url().endsWith('/api/games/plinko'));
  await drop.click();
  const result = (await (await answer).json()) as PlinkoResult;
  expect(result.path).toHaveLength(8);
  await expect(page.getByTestId('plinko-ball')).toHaveCount(1);
  await expect(board).toHaveAttribute('data-landed-bet', String(result.betId));
  await expect(page.getByTestId('plinko-ball')).toHaveCount(0);
  await expect(slots.nth(result.slot)).toHaveAttribute('data-lit', 'true');
  await expect(page.locator('[data-testid="plinko-slot"][data-lit]')).toHaveCount(1);
  const box = page.getByTestId('plinko-result');
  await expect(box).toHaveAttribute('data-bet-id', String(result.betId));
  await expect(page.getByTestId('plinko-result-multiplier')).toHaveText(`${result.multiplier}x`);
  expect(result.balance).toBe(100 - 10 + result.payout);
  await expect(page.getByTestId('plinko-balance')).toHaveText(funds(result.balance));
  await expect.poll(heard).toContain(`Landed on ${result.multiplier}x.`);
  const recent = page.getByTestId('plinko-recent-games').getByRole('listitem');
  await expect(recent).toHaveCount(1);
  await expect(recent.first()).toContainText('8 rows · High');
  await expectVerifyLink(recent.first(), result.betId);

  // Autobet keeps several balls in the air; Stop ends the run, and the last ball brings the balance.
  await amount.fill('1');
  await page.getByRole('button', { name: 'Autobet' }).click();
  const dialog = page.getByRole('dialog', { name: 'Autobet' });
  await expect(dialog).toContainText('Drops 1 FF on 8 rows at high risk');
  await dialog.getByText('25', { exact: true }).click();
  await dialog.getByRole('button', { name: 'Start Autobet' }).click();
  await expect
    .poll(async () => Number(await board.getAttribute('data-falling')), { timeout: 15_000 })
    .toBeGreaterThanOrEqual(2);
  await page.getByRole('button', { name: /^Stop autobet/ }).click();
  await expect.poll(heard).toMatch(/Autobet stopped after \d+ bets\./);
  await expect(board).toHaveAttribute('data-falling', '0');
  const records = await request.get('/api/fairness/bets?game=plinko&limit=50', { headers: bearer(session) });
  const played = ((await records.json()) as { bets: unknown[] }).bets.length - 1;
  expect(played).toBeGreaterThanOrEqual(2);
  const balance = await serverBalance(request, session);
  await expect(page.getByTestId('plinko-balance')).toHaveText(funds(balance));
  await expect(recent).toHaveCount(Math.min(5, 1 + played));

  // In a hidden tab, which draws no frames, a ball lands at once rather than hanging at the top.
  // (Chromium here still draws a page the test says is hidden: what is counted is a ball being shown.)
  await board.evaluate((element) => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
    const seen = { balls: 0 };
    (window as Window & { seen?: typeof seen }).seen = seen;
    new MutationObserver(() => {
      if (element.querySelector('[data-testid="plinko-ball"]')) seen.balls += 1;
    }).observe(element, { childList: true, subtree: true });
  });
  const hiddenDrop = page.waitForResponse((response) => response.url().endsWith('/api/games/plinko'));
  await drop.click();
  const unseen = (await (await hiddenDrop).json()) as PlinkoResult;
  await expect(box).toHaveAttribute('data-bet-id', String(unseen.betId));
  await expect(page.getByTestId('plinko-balance')).toHaveText(funds(unseen.balance));
  expect(await page.evaluate(() => (window as Window & { seen?: { balls: number } }).seen?.balls)).toBe(0);
  await page.evaluate(() => {
    Reflect.deleteProperty(document, 'visibilityState');
    document.dispatchEvent(new Event('visibilitychange'));
  });

  // On a phone the bet bar sticks to the bottom of the screen, under the board.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(board).toBeInViewport();
  await expect(drop).toBeInViewport();
  await expect(page.getByLabel('Bet Amount')).toBeInViewport();
});
