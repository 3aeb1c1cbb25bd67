import { expect, type Page, test } from '@playwright/test';
import type { LimboResult } from '../src/contract/limbo';
import { signedInPlayer } from './helpers';

const funds = (amount: number) => `${amount.toLocaleString('en-US')} FF`;
const times = (value: number) => `${value.toFixed(2)}x`;
const isLimboBet = (url: string) => url.endsWith('/api/games/limbo');

async function betAndWait(page: Page): Promise<LimboResult> {
  const answer = page.waitForResponse((response) => isLimboBet(response.url()));
  await page.getByRole('button', { name: 'Place Bet' }).click();
  return (await (await answer).json()) as LimboResult;
}

test('limbo: a bet climbs to its result, bad targets are refused, autobet stops, the bet verifies, the phone bar sticks', async ({
  page,
  request,
}) => {
  await signedInPlayer(page, request, '/games/limbo');
  await expect(page.getByRole('heading', { name: 'Limbo', level: 1 })).toBeVisible();
  const target = page.getByLabel('Target Multiplier');
  const chance = page.getByLabel('Win Chance');
  await expect(target).toHaveValue('2');
  await expect(chance).toHaveValue('49.5');
  await expect(page.getByTestId('limbo-payout')).toHaveText('20 FF');

  // One bet: the counter climbs, comes to rest green or red, and the balance and Recent Games follow.
  const first = await betAndWait(page);
  const counter = page.getByTestId('limbo-counter');
  await expect(counter).toHaveAttribute('data-state', 'settled');
  await expect(counter).toHaveAttribute('data-outcome', first.won ? 'win' : 'loss');
  await expect(page.getByTestId('limbo-multiplier')).toHaveText(times(first.result));
  const box = page.getByTestId('limbo-result');
  await expect(box).toContainText(first.won ? `You won ${funds(first.payout)}!` : 'You lost 10 FF');
  expect(first.balance).toBe(100 - 10 + first.payout);
  await expect(page.getByTestId('limbo-balance')).toHaveText(funds(first.balance));
  await expect(page.getByTestId('live-announcer')).toContainText(`Balance ${funds(first.balance)}.`);
  const recent = page.getByTestId('limbo-recent-games').getByRole('listitem');
  await expect(recent).toHaveCount(1);
  await expect(recent.first()).toContainText(`${times(first.result)} against a target of 2.00x`);
  await expect(page.getByTestId('limbo-chips').getByRole('link')).toHaveText([times(first.result)]);

  // Bad targets: the contract's words, and no bet is sent.
  const form = page.getByRole('form', { name: 'Limbo bet' });
  const sent: string[] = [];
  page.on('request', (sending) => {
    if (isLimboBet(sending.url())) sent.push(sending.url());
  });
  await target.fill('1');
  await target.blur();
  await expect(form.getByText('Target must be at least 1.01')).toBeVisible();
  await target.fill('2.555');
  await page.getByRole('button', { name: 'Place Bet' }).click();
  await expect(form.getByText('Target can have at most two decimals')).toBeVisible();
  // The refusal is also read out, once.
  await expect(page.getByTestId('live-announcer')).toHaveText('Target can have at most two decimals');
  await expect(page.getByTestId('limbo-payout')).toHaveText('-');
  expect(sent).toEqual([]);
  // The chance sets the target: 33 % is 3x.
  await chance.fill('33');
  await expect(target).toHaveValue('3');
  await expect(form.getByText('Target can have at most two decimals')).toBeHidden();
  await expect(page.getByTestId('limbo-payout')).toHaveText('30 FF');

  // Autobet: a run of 10, stopped after two bets have come back.
  await page.getByRole('button', { name: 'Autobet' }).click();
  const dialog = page.getByRole('dialog', { name: 'Autobet' });
  await expect(dialog).toContainText('Bets 10 FF on 3.00x, again and again.');
  await dialog.getByRole('button', { name: 'Start Autobet' }).click();
  await expect(page.getByTestId('autobet-remaining')).toBeVisible();
  await expect.poll(() => sent.length).toBeGreaterThanOrEqual(2);
  await page.getByRole('button', { name: /^Stop autobet/ }).click();
  await expect(page.getByRole('button', { name: 'Autobet' })).toBeVisible();
  await expect(page.getByTestId('live-announcer')).toContainText(/Autobet stopped after [2-9] bets/);
  expect(sent.length).toBeLessThan(10);

  // The first bet verifies once its seed pair is rotated.
  await page.goto(`/fairness?bet=${first.betId}`);
  await expect(page.getByRole('heading', { name: `Verify bet #${first.betId}` })).toBeVisible();
  await expect(page.getByTestId('verify-notice')).toContainText('Rotate the seed pair to reveal it');
  await page.getByRole('button', { name: 'Rotate seed pair' }).click();
  await expect(page.getByTestId('verify-status')).toHaveText('Match');
  await expect(page.getByTestId('computed-result')).toHaveText(times(first.result));

  // On a phone the bet amount and the button stick to the bottom of the screen, over the page.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/games/limbo');
  const button = page.getByRole('button', { name: 'Place Bet' });
  await expect(button).toBeVisible();
  const sticky = await button.evaluate((element) => {
    for (let node = element.parentElement; node; node = node.parentElement) {
      if (getComputedStyle(node).position === 'sticky') return true;
    }
    return false;
  });
  expect(sticky).toBe(true);
  const place = await button.boundingBox();
  expect(place).not.toBeNull();
  expect((place?.y ?? 900) + (place?.height ?? 0)).toBeLessThanOrEqual(844);
});
