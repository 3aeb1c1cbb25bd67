import { expect, type Page, test } from '@playwright/test';
import type { DiceResult } from '../src/contract/dice';
import { bearer, expectBetRefused, expectVerifyLink, signedInPlayer, sixBetsThenSignIn } from './helpers';

const funds = (amount: number) => `${amount.toLocaleString('en-US')} FF`;

async function rollAndWait(page: Page): Promise<DiceResult> {
  const answer = page.waitForResponse((response) => response.url().endsWith('/api/games/dice'));
  await page.getByRole('button', { name: 'Roll Dice' }).click();
  return (await (await answer).json()) as DiceResult;
}

function fakeResult(won: boolean, newBalance: number, betId: number): DiceResult {
  return {
    won,
    diceResult: won ? 6 : 1,
    outcomeDescription: won ? 'Rolled 6: over 3 wins' : 'Rolled 1: over 3 loses',
    winAmount: won ? 20 : 0,
    multiplier: 2,
    betAmount: 10,
    newBalance,
    prediction: 'over',
    targetNumber: 3,
    betId,
    serverSeedHash: 'a'.repeat(64),
    clientSeed: 'seed',
    nonce: betId,
  };
}

test.describe('dice', () => {
  test('Recent Games shows the server bets, each linking to its own bet', async ({ page, request }) => {
    // Six rolls alike within a second or two: with two possible profits, several share one.
    const played = await sixBetsThenSignIn({ page, request }, '/games/dice', async (post) => {
      const roll = await post('/api/games/dice', { betAmount: 10, prediction: 'over', targetNumber: 3 });
      return roll as DiceResult;
    });

    const rows = page.getByTestId('dice-recent-games').getByRole('listitem');
    await expect(rows).toHaveCount(5);
    for (const [index, result] of played.shown.entries()) {
      const row = rows.nth(index);
      await expect(row).toContainText(result.outcomeDescription);
      await expect(row).toContainText(result.won ? `+${funds(result.winAmount - 10)}` : '-10 FF');
      await expectVerifyLink(row, result.betId);
    }
    expect(played.ledgerReads).toEqual([]);

    await rows
      .nth(2)
      .getByRole('link', { name: /Verify/ })
      .click();
    await expect(page).toHaveURL(`/fairness?bet=${played.shown[2]?.betId}`);
  });

  test('a roll: the die settles, the result box shows and the balance changes', async ({ page, request }) => {
    await signedInPlayer(page, request, '/games/dice');

    await expect(page.getByRole('heading', { name: 'Dice', level: 1 })).toBeVisible();
    await expect(page.getByTestId('dice-win-chance')).toHaveText('50%');
    await expect(page.getByTestId('dice-payout')).toHaveText('20 FF');

    await page.getByRole('radio', { name: 'Exact' }).check({ force: true });
    await page.getByRole('radio', { name: '6' }).check({ force: true });
    await expect(page.getByTestId('dice-payout')).toHaveText('60 FF');
    await expect(page.getByTestId('dice-multiplier')).toHaveText('6x');
    await page.getByRole('radio', { name: 'Over' }).check({ force: true });
    await page.getByRole('radio', { name: '3' }).check({ force: true });

    const result = await rollAndWait(page);
    const rollButton = page.getByRole('button', { name: 'Rolling...' });
    await expect(rollButton).toBeDisabled();
    await expect(page.getByTestId('dice-balance')).toHaveText('100 FF');

    const cube = page.getByTestId('dice-cube');
    await expect(cube).toHaveAttribute('data-state', 'settled');
    await expect(cube).toHaveAttribute('data-face', String(result.diceResult));
    const box = page.getByTestId('dice-result');
    await expect(box).toContainText(result.won ? `You won ${funds(result.winAmount)}!` : 'You lost 10 FF');
    await expect(box).toContainText(result.outcomeDescription);
    await expect(box).toContainText('2x');
    await expect(page.getByRole('button', { name: 'Roll Dice' })).toBeEnabled();

    expect(result.newBalance).toBe(100 - 10 + result.winAmount);
    await expect(page.getByTestId('dice-balance')).toHaveText(funds(result.newBalance));
    await expect(page.getByTestId('sidebar').getByTestId('balance')).toContainText(funds(result.newBalance));

    const recent = page.getByTestId('dice-recent-games').getByRole('listitem');
    await expect(recent).toHaveCount(1);
    await expect(recent.first()).toContainText(result.outcomeDescription);
    await expectVerifyLink(recent.first(), result.betId);
    await expect(page.getByRole('link', { name: 'Provably fair' })).toHaveAttribute('href', '/fairness');
  });

  test('client validation, impossible targets, quick bets and the server error fallback', async ({
    page,
    request,
  }) => {
    await signedInPlayer(page, request, '/games/dice');
    const amount = page.getByLabel('Bet Amount');
    const roll = page.getByRole('button', { name: 'Roll Dice' });

    await expectBetRefused(page, 'Roll Dice', '0', 'Bet amount must be greater than 0');
    await expectBetRefused(page, 'Roll Dice', '', 'Bet amount must be greater than 0');
    await expectBetRefused(page, 'Roll Dice', '250', 'Insufficient fun funds');

    await amount.fill('12abc-3.5');
    await expect(amount).toHaveValue('1235');

    await page.getByRole('button', { name: 'Max', exact: true }).click();
    await expect(amount).toHaveValue('100');
    await page.getByRole('button', { name: '25', exact: true }).click();
    await expect(amount).toHaveValue('25');

    await expect(page.getByRole('radio', { name: '6' })).toBeDisabled();
    await expect(page.getByText('Over 6 can never win: pick a target from 1 to 5.')).toBeVisible();
    await page.getByRole('radio', { name: 'Under' }).check({ force: true });
    await expect(page.getByRole('radio', { name: '1' })).toBeDisabled();
    await expect(page.getByRole('radio', { name: '6' })).toBeEnabled();
    await page.getByRole('radio', { name: 'Exact' }).check({ force: true });
    await expect(page.getByRole('radio', { name: '1' })).toBeEnabled();

    await page.route('**/api/games/dice', (route) => route.fulfill({ status: 500, body: '' }));
    await roll.click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Failed to play. Please try again.' }),
    ).toBeVisible();
    await expect(page.getByTestId('dice-balance')).toHaveText('100 FF');
  });

  test('win streak, Hot Streak banner and confetti', async ({ page, request }) => {
    // Four full 2-second rolls and a 3-second banner.
    test.setTimeout(90_000);
    await signedInPlayer(page, request, '/games/dice');
    const answers = [fakeResult(true, 110, 1), fakeResult(true, 120, 2), fakeResult(true, 130, 3)];
    answers.push(fakeResult(false, 120, 4));
    await page.route('**/api/games/dice', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(answers.shift()) }),
    );
    const streak = page.getByTestId('dice-streak');
    const roll = page.getByRole('button', { name: 'Roll Dice' });

    for (const expected of [1, 2]) {
      await roll.click();
      await expect(streak).toHaveAttribute('data-streak', String(expected));
      await expect(page.getByTestId('hot-streak')).toHaveCount(0);
    }
    await roll.click();
    await expect(streak).toHaveAttribute('data-streak', '3');
    await expect(page.getByTestId('hot-streak')).toContainText('Hot Streak');
    await expect(page.getByTestId('confetti')).toBeAttached();
    await expect(page.getByTestId('dice-balance')).toHaveText('130 FF');
    await expect(page.getByTestId('hot-streak')).toHaveCount(0);
    await expect(page.getByTestId('confetti')).toHaveCount(0);

    await roll.click();
    await expect(streak).toHaveAttribute('data-streak', '0');
    await expect(page.getByTestId('dice-result')).toContainText('You lost 10 FF');
  });

  test('out of funds: the refill is offered right where the bet failed', async ({ page, request }) => {
    await signedInPlayer(page, request, '/games/dice');
    await expectBetRefused(page, 'Roll Dice', '500', 'Insufficient fun funds');
    await page.getByRole('button', { name: 'Reset funds to 1,000 FF' }).click();
    await expect(page.getByTestId('dice-balance')).toHaveText('1,000 FF');
    await expect(page.getByTestId('live-announcer')).toHaveText('Funds reset to 1000.');
    await page.getByRole('button', { name: 'Roll Dice' }).click();
    await expect(page.getByTestId('dice-cube')).toHaveAttribute('data-state', 'rolling');
  });

  test('autobet rolls the chosen number of times, and Stop ends it', async ({ page, request }) => {
    // Eleven rolls or more, each announced: on a loaded two-core machine the whole took over a minute.
    test.setTimeout(120_000);
    const { session } = await signedInPlayer(page, request, '/games/dice', {
      rich: true,
      storage: { instantPlay: 'true' },
    });
    const announcer = page.getByTestId('live-announcer');

    await page.getByRole('button', { name: 'Autobet' }).click();
    const dialog = page.getByRole('dialog', { name: 'Autobet' });
    await expect(dialog).toContainText('Rolls 10 FF on over 3');
    await dialog.getByText('10', { exact: true }).click();
    await dialog.getByRole('button', { name: 'Start Autobet' }).click();
    // Ten rolls took more than 30 s beside the cluster journeys on a loaded machine.
    await expect(announcer).toContainText(/Autobet finished after 10 bets\. Net [+-]?[\d,]+ FF\./, {
      timeout: 75_000,
    });
    await expect(page.getByTestId('dice-recent-games').getByRole('listitem')).toHaveCount(5);
    const bets = await request.get('/api/fairness/bets?game=dice&limit=20', {
      headers: bearer(session),
    });
    expect(((await bets.json()) as { bets: unknown[] }).bets).toHaveLength(10);

    // A long run stops on demand, after the roll in play.
    await page.getByRole('button', { name: 'Autobet' }).click();
    await dialog.getByText('100', { exact: true }).click();
    await dialog.getByRole('button', { name: 'Start Autobet' }).click();
    const stop = page.getByRole('button', { name: /^Stop autobet/ });
    await expect(stop).toBeVisible();
    await stop.click();
    await expect(announcer).toContainText(/Autobet stopped after \d+ bets?\./, { timeout: 20_000 });
    await expect(page.getByRole('button', { name: 'Autobet' })).toBeEnabled();
  });
});
