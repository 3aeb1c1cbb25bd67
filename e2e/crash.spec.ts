import { expect, type Page, type Response } from '@playwright/test';
import type { CrashFinishedRound } from '../src/contract/crash';
import { crashMessages } from '../src/contract/crash-texts';
import {
  blurFocus,
  pressTaken,
  recordSounds,
  resetFunds,
  richPlayer,
  signIn,
  test,
  wearItem,
} from './helpers';

// The e2e server runs crash with a short betting phase and a fixed chain (playwright.config.ts).

const players = (page: Page) => page.getByTestId('crash-players');

interface Placed {
  betId: number;
  roundId: number;
  balance: number;
}

/**
 * Bets with Space while at least three seconds of a betting phase are left. On a loaded machine the
 * key was seen to land after the phase had ended: then nothing is sent, or the server refuses the bet
 * as late, and the next phase is tried (three at most). Any other answer fails the test.
 */
async function betWithSpace(page: Page): Promise<Placed> {
  const isBet = (response: Response) => response.url().endsWith('/api/games/crash/bet');
  for (let phase = 1; phase <= 3; phase += 1) {
    await expect(page.getByTestId('crash-countdown')).toHaveText(/Starts in [3-5]\.\d s/, {
      timeout: 60_000,
    });
    const placeBet = page.getByRole('button', { name: 'Place Bet' });
    await expect(placeBet).toBeVisible();
    await expect(placeBet).not.toHaveAttribute('aria-disabled', 'true');
    // Nothing sent within more than the phase's length means the key came after it.
    const answer = page.waitForResponse(isBet, { timeout: 10_000 }).catch(() => null);
    // The focus on no control, so that Space means bet. Not by a click: its checks wait for the page to
    // be still, and on a loaded machine (the curve drawing) clicks took 4 to 19 s, past the phase.
    await blurFocus(page);
    await page.keyboard.press('Space');
    const response = await answer;
    if (response?.ok()) return (await response.json()) as Placed;
    if (response) expect(await response.json()).toEqual({ message: crashMessages.notBetting });
    await expect(page.getByTestId('crash-board')).not.toHaveAttribute('data-phase', 'betting');
  }
  throw new Error('three betting phases ended before the bet reached the server');
}

async function expectWatching(page: Page) {
  await expect(page.getByRole('heading', { name: 'Crash', level: 1 })).toBeVisible();
  await expect(page.getByRole('main').getByText('Live', { exact: true })).toBeVisible();
  await expect(page.getByTestId('crash-board')).not.toHaveAttribute('data-phase', 'loading');
}

test('crash: a player bets with an auto cash-out, others and a guest see it live, the result is told once', async ({
  page,
  request,
  browser,
  baseURL,
  newPlayer,
}) => {
  // A round runs up to 47 s on the e2e chain with its phases: the bet may wait for up to three (a
  // late one is tried again), then plays one out.
  test.setTimeout(240_000);
  const first = await richPlayer(request);
  // What the player wears shows beside their bet in everyone's list: an avatar and a name colour
  // (bought, then the balance set back to 1,000 FF).
  await wearItem(request, first.session, 'avatar-lucky-clover', 'avatar');
  await wearItem(request, first.session, 'name-mint', 'nameColor');
  await resetFunds(request, first.session);
  await signIn(page, first.session, '/games/crash');
  await expectWatching(page);
  const second = await newPlayer('/games/crash');
  await expectWatching(second.page);
  // The guest asked for reduced motion: the number moves, no curve is drawn.
  const guestContext = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    reducedMotion: 'reduce',
  });
  const guest = await guestContext.newPage();
  await guest.goto('/games/crash');
  await expectWatching(guest);
  await expect(guest.getByRole('link', { name: 'Login to Play' })).toHaveAttribute('href', '/login');

  // A bad auto cash-out is refused in the contract's words before anything is sent.
  const auto = page.getByLabel('Auto Cash-out');
  await auto.fill('1');
  await auto.blur();
  await expect(page.getByText('Auto cash-out must be at least 1.01')).toBeVisible();
  await auto.fill('1.5');
  await page.getByLabel('Bet Amount').fill('100');
  await expect(page.getByTestId('crash-auto-payout')).toHaveText('150 FF');

  // A betting phase: the button reads Place Bet; Space bets, as in the other games.
  const placed = await betWithSpace(page);
  // What the player and the guest hear from now on: this round's sounds.
  const heard = await recordSounds(page);
  const guestHeard = await recordSounds(guest);
  expect(placed.balance).toBe(900);
  await expect(page.getByTestId('crash-balance')).toHaveText('900 FF');
  // Taken: the button says so, or already offers the cash-out if the round began meanwhile.
  await expect(page.getByRole('button', { name: /^(Bet Placed|Cash Out)/ })).toBeVisible();

  // Everyone watching sees the bet in this round's players list.
  for (const watcher of [page, second.page, guest]) {
    const bet = players(watcher).getByRole('row').filter({ hasText: first.user.username });
    await expect(bet).toContainText('100 FF');
    await expect(bet.locator('[data-avatar="avatar-lucky-clover"]')).toBeVisible();
    await expect(bet.locator('[data-name-color="name-mint"]')).toHaveText(first.user.username);
  }

  // The round runs; the auto cash-out takes 1.50× unless the round crashes first. Either way the
  // player is told once, and the list, the balance and the finished round agree.
  const told = page.getByTestId('live-announcer');
  // One sentence with the balance after it: the header's own "Balance:" does not replace it.
  await expect(told).toContainText(
    /Cashed out at 1\.50×\. You won 50 FF\. Balance 1,050 FF\.|Crashed at \d[\d,]*\.\d\d×\. You lost 100 FF\. Balance 900 FF\./,
    { timeout: 30_000 },
  );
  const won = (await told.textContent())?.includes('Cashed out') ?? false;
  const row = (watcher: Page) => players(watcher).getByRole('row').filter({ hasText: first.user.username });
  await expect(row(page)).toContainText(won ? '+50 FF' : '-100 FF');
  await expect(row(second.page)).toContainText(won ? '1.50×' : '-100 FF');
  await expect(page.getByTestId('crash-balance')).toHaveText(won ? '1,050 FF' : '900 FF');

  // The round ends for everyone: its crash point shows, then joins the chips.
  await expect(page.getByTestId('crash-result')).toBeVisible({ timeout: 45_000 });
  // With nothing to do until the next round opens, Space is still the game's: taken, not a scroll.
  await expect(page.getByRole('button', { name: 'Waiting for next round' })).toBeVisible();
  await blurFocus(page);
  expect(await pressTaken(page, 'Space')).toBe(true);
  // The player's board drew the round's curve; the guest's, with reduced motion, has none to draw.
  const painted = () =>
    page
      .getByTestId('crash-board')
      .locator('canvas')
      .evaluate((canvas: HTMLCanvasElement) => {
        const { data } = canvas.getContext('2d')?.getImageData(0, 0, canvas.width, canvas.height) ?? {
          data: [],
        };
        let inked = 0;
        for (let alpha = 3; alpha < data.length; alpha += 4) if (data[alpha]) inked += 1;
        return inked;
      });
  expect(await painted()).toBeGreaterThan(0);
  await expect(guest.getByTestId('crash-result')).toBeVisible();
  await expect(guest.getByTestId('crash-board').locator('canvas')).toHaveCount(0);

  // The cash-out's sound for the player who took it, the crash's for the others watching (the guest).
  await expect.poll(heard).toContain(won ? '/sounds/cashout.mp3' : '/sounds/lose.mp3');
  await expect.poll(guestHeard).toContain('/sounds/lose.mp3');
  if (won) expect(await heard()).not.toContain('/sounds/lose.mp3');
  const finished = await request.get(`/api/games/crash/rounds/${placed.roundId}`);
  expect(finished.status()).toBe(200);
  const round = (await finished.json()) as CrashFinishedRound;
  const mine = round.bets.find((bet) => bet.betId === placed.betId);
  expect(mine?.payout).toBe(won ? 150 : 0);
  // The round's chip (the newest, unless a loaded machine let the next rounds crash meanwhile).
  const chip = guest.getByTestId('crash-history').locator(`a[href="/fairness?crashRound=${placed.roundId}"]`);
  await expect(chip).toHaveText(`${round.crashPoint.toFixed(2)}×`.replace(/\B(?=(\d{3})+(?!\d))/g, ','));
  await guestContext.close();

  // The bet takes its place with every game's: in Recent Games (verified by its round) and, won, in
  // the Social Hub's wins feed of another player.
  const recent = page.getByTestId('crash-recent-games').getByRole('listitem').first();
  await expect(recent).toContainText(
    won
      ? `Cashed out at 1.50× in round ${placed.roundId}`
      : `Lost 100 FF at the crash of round ${placed.roundId}`,
  );
  await expect(recent.getByRole('link', { name: /^Verify/ })).toHaveAttribute(
    'href',
    `/fairness?crashRound=${placed.roundId}`,
  );
  const hub = second.page.getByRole('complementary', { name: 'Social Hub' });
  await second.page.getByRole('button', { name: 'Open Social Hub' }).click();
  await hub.getByRole('tab', { name: 'Wins' }).click();
  const feed = hub.getByTestId('win-row').filter({ hasText: first.user.username });
  if (won) await expect(feed.first()).toContainText(/1\.50×\s*\+50 FF/);
  else
    await expect(
      hub.getByTestId('wins-feed').or(hub.getByText('No wins yet.', { exact: false })),
    ).toBeVisible();
});
