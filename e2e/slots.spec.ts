import { expect, type Page, test } from '@playwright/test';
import type { Session } from '../src/contract/accounts';
import type { SlotsSpinResponse } from '../src/contract/slots';
import { expectVerifyLink, gate, registerViaApi, resetFunds, serverBalance, signIn } from './helpers';

const funds = (amount: number) => `${amount.toLocaleString('en-US')} FF`;

async function openSlots(page: Page, session: Session, storage: Record<string, string> = {}) {
  await signIn(page, session, '/games/slots', storage);
  await expect(page.getByRole('heading', { name: 'Pirate Treasures Slot Machine' })).toBeVisible();
}

const machine = (page: Page) => page.getByTestId('slot-machine');
const pageBalance = (page: Page) => page.getByTestId('slots-balance');
const sidebarBalance = (page: Page) => page.getByTestId('sidebar').getByTestId('balance');
const historyRows = (page: Page) => page.getByTestId('slots-history-row');

test.describe('slots', () => {
  test('a spin settles on the server reels, pays out and lands in Game History', async ({
    page,
    request,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const { session } = await registerViaApi(request);
    await openSlots(page, session);
    await expect(pageBalance(page)).toHaveText(funds(100));
    await expect(sidebarBalance(page)).toContainText(funds(100));
    await expect(page.getByText('No spins yet. Hit SPIN to start!')).toBeVisible();

    const answer = page.waitForResponse(
      (response) => response.url().endsWith('/api/games/slots') && response.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'SPIN', exact: true }).click();
    const spin = (await (await answer).json()) as SlotsSpinResponse;
    await expect(machine(page)).toHaveAttribute('data-phase', 'settled');

    // Every cell shows the server's symbol, reel by reel, top row first.
    const cells = await page
      .getByTestId('reel')
      .evaluateAll((reels) =>
        reels.map((reel) =>
          Array.from(reel.querySelectorAll('[data-symbol]'), (cell) => cell.getAttribute('data-symbol')),
        ),
      );
    expect(cells).toEqual(spin.reels);

    expect(spin.newBalance).toBe(100 - 10 + spin.win);
    await expect(pageBalance(page)).toHaveText(funds(spin.newBalance));
    await expect(sidebarBalance(page)).toContainText(funds(spin.newBalance));
    await expect(page.getByTestId('slots-result')).toHaveAttribute(
      'data-state',
      spin.win > 0 ? 'win' : 'no-win',
    );

    await expect(historyRows(page)).toHaveCount(1);
    await expect(historyRows(page).first()).toContainText(spin.win > 0 ? `Won ${funds(spin.win)}` : 'No win');
    await expectVerifyLink(historyRows(page).first(), spin.betId);
    await expect(historyRows(page).first().getByTestId('slots-history-link')).toHaveAttribute(
      'href',
      `/bets/${spin.betId}`,
    );

    // After a reload the local entry and the server's record are the same spin: one row.
    await page.reload();
    await expect(historyRows(page)).toHaveCount(1);
    await expect(pageBalance(page)).toHaveText(funds(spin.newBalance));
  });

  test('bet steps, MAX, and the bet is locked while the reels spin', async ({ page, request }) => {
    const { session } = await registerViaApi(request);
    await openSlots(page, session);
    const bet = page.getByTestId('slots-bet');
    const decrease = page.getByRole('button', { name: 'Decrease bet' });
    const increase = page.getByRole('button', { name: 'Increase bet' });

    await expect(bet).toHaveText(funds(10));
    await expect(decrease).toBeDisabled();
    for (const step of [20, 50, 100, 200, 500, 1000]) {
      await increase.click();
      await expect(bet).toHaveText(funds(step));
    }
    await expect(increase).toBeDisabled();
    await decrease.click();
    await expect(bet).toHaveText(funds(500));

    // MAX: the largest step not above the balance of 100.
    await page.getByRole('button', { name: 'MAX', exact: true }).click();
    await expect(bet).toHaveText(funds(100));

    await resetFunds(request, session);
    await page.reload();
    await expect(pageBalance(page)).toHaveText(funds(1000));
    await page.getByRole('button', { name: 'MAX', exact: true }).click();
    await expect(bet).toHaveText(funds(1000));
    await decrease.click();
    await decrease.click();
    await expect(bet).toHaveText(funds(200));

    // The answer is held back until the controls have been looked at, so the reels keep spinning.
    const looked = gate();
    await page.route('**/api/games/slots', async (route) => {
      await looked.opened;
      await route.continue();
    });
    await page.getByRole('button', { name: 'SPIN', exact: true }).click();
    await expect(pageBalance(page)).toHaveText(funds(800));
    await expect(machine(page)).toHaveAttribute('data-phase', 'spinning');
    // Read together, while the reels are still turning.
    const locked = await page.evaluate(() =>
      ['Decrease bet', 'Increase bet'].map(
        (label) => document.querySelector<HTMLButtonElement>(`button[aria-label="${label}"]`)?.disabled,
      ),
    );
    expect(locked).toEqual([true, true]);
    await expect(page.getByRole('button', { name: 'MAX', exact: true })).toBeDisabled();
    looked.open();
    await expect(machine(page)).toHaveAttribute('data-phase', 'settled');
    await expect(increase).toBeEnabled();
  });

  test("'Insufficient funds!' for 3 s when the bet is above the balance", async ({ page, request }) => {
    const { session } = await registerViaApi(request);
    await openSlots(page, session);
    const increase = page.getByRole('button', { name: 'Increase bet' });
    for (let step = 0; step < 4; step += 1) await increase.click();
    await expect(page.getByTestId('slots-bet')).toHaveText(funds(200));

    await page.getByRole('button', { name: 'SPIN', exact: true }).click();
    const message = page.getByTestId('slots-result').getByRole('alert');
    await expect(message).toHaveText('Insufficient funds!');
    await expect(pageBalance(page)).toHaveText(funds(100));
    await expect(machine(page)).toHaveAttribute('data-phase', 'ready');
    await expect(message).toBeHidden({ timeout: 5000 });
  });

  test('a failed spin refunds the bet and says so', async ({ page, request }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const { session } = await registerViaApi(request);
    await openSlots(page, session);
    await page.route('**/api/games/slots', (route) =>
      route.request().method() === 'POST' ? route.fulfill({ json: { reels: 'nonsense' } }) : route.continue(),
    );

    await page.getByRole('button', { name: 'SPIN', exact: true }).click();
    await expect(page.getByTestId('slots-result').getByRole('alert')).toHaveText(
      'Something went wrong, please try again.',
    );
    await expect(pageBalance(page)).toHaveText(funds(100));
    await expect(sidebarBalance(page)).toContainText(funds(100));
    await expect(page.getByRole('button', { name: 'SPIN', exact: true })).toBeEnabled();
  });

  test('AUTO runs the chosen spins, counts down, and STOP ends it', async ({ page, request }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const { session } = await registerViaApi(request);
    await resetFunds(request, session);
    await openSlots(page, session);

    // Each answer takes a little while, so the count can be watched going down.
    await page.route('**/api/games/slots', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });

    await page.getByRole('button', { name: 'AUTO' }).click();
    const dialog = page.getByRole('dialog', { name: 'Auto Spin' });
    await expect(dialog.getByRole('radio', { name: '10', exact: true })).toBeChecked();
    await dialog.getByRole('button', { name: 'Start Auto Spin' }).click();
    await expect(dialog).toBeHidden();

    const stop = page.getByRole('button', { name: /^STOP/ });
    const remaining = page.getByTestId('auto-remaining');
    await expect(stop).toBeVisible();
    await expect(stop).toBeFocused();
    await expect(page.getByRole('button', { name: 'AUTO' })).toBeDisabled();
    const first = Number(await remaining.textContent());
    expect(first).toBeGreaterThanOrEqual(8);
    expect(first).toBeLessThanOrEqual(10);
    await expect.poll(async () => Number(await remaining.textContent())).toBeLessThan(first);
    await expect(stop).toHaveAccessibleName(/^STOP, \d spins? left$/);

    await stop.click();
    const spinButton = page.getByRole('button', { name: 'SPIN', exact: true });
    await expect(spinButton).toBeVisible();
    await expect(machine(page)).toHaveAttribute('data-phase', 'settled');

    const spins = await historyRows(page).count();
    expect(spins).toBeGreaterThanOrEqual(1);
    expect(spins).toBeLessThan(10);
    // Nothing more happens once AUTO has stopped, and the page agrees with the server.
    await page.waitForTimeout(1000);
    await expect(historyRows(page)).toHaveCount(spins);
    await expect(pageBalance(page)).toHaveText(funds(await serverBalance(request, session)));
  });

  test('AUTO stops on a single win at or above the chosen limit', async ({ page, request }) => {
    // Instant play: up to 25 spins, without reels that took seconds each on a loaded machine (the
    // stop's rule is the same either way).
    const { session } = await registerViaApi(request);
    await resetFunds(request, session);
    await openSlots(page, session, { instantPlay: 'true' });

    // Each answer's body, in the order the answers came.
    const answers: Promise<SlotsSpinResponse>[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('/api/games/slots') && response.request().method() === 'POST') {
        answers.push(response.json() as Promise<SlotsSpinResponse>);
      }
    });

    await page.getByRole('button', { name: 'AUTO' }).click();
    const dialog = page.getByRole('dialog', { name: 'Auto Spin' });
    await dialog.getByText('25', { exact: true }).click();
    await expect(dialog.getByRole('radio', { name: '25' })).toBeChecked();
    await dialog.getByLabel('Stop if a single win reaches (FF)').fill('1');
    const firstSpin = page.waitForResponse(
      (response) => response.url().endsWith('/api/games/slots') && response.request().method() === 'POST',
    );
    await dialog.getByRole('button', { name: 'Start Auto Spin' }).click();

    // Any win ends it: every spin but the last lost, and the last won (or all 25 ran). The first
    // spin may already win, so the STOP button can come and go faster than a check could see it.
    await firstSpin;
    await expect(page.getByRole('button', { name: 'SPIN', exact: true })).toBeVisible({ timeout: 60_000 });
    const spins = await Promise.all(answers);
    expect(spins.length).toBeGreaterThanOrEqual(1);
    expect(spins.slice(0, -1).every((spin) => spin.win === 0)).toBe(true);
    if (spins.length < 25) expect(spins.at(-1)?.win).toBeGreaterThan(0);
  });

  test('How to win shows the paytable and the nine paylines', async ({ page, request }) => {
    const { session } = await registerViaApi(request);
    await openSlots(page, session);
    await page.getByRole('button', { name: 'How to win' }).click();
    const dialog = page.getByRole('dialog', { name: 'How to win' });
    await expect(dialog.getByRole('row', { name: /Captain/ })).toContainText('×1,000');
    await expect(dialog.getByRole('row', { name: /Rum \(Wild\)/ })).toContainText('×200');
    await expect(dialog.getByText(/^Line \d$/)).toHaveCount(9);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
});
