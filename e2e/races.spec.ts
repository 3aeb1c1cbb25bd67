import { expect } from '@playwright/test';
import type { LimboResult } from '../src/contract/limbo';
import { bearer, registerViaApi, resetFunds, signIn, test } from './helpers';

// The weekly race end to end: a player bets, the wager fold carries the bet's edge-weighted wager to
// the race, and the Race page (which asks again every few seconds) shows them in the standings with
// their score and their own place; a guest watches the same standings.

/** Limbo's edge is 1 %: 1,000 FF wagered scores 10.00 FF. */
const STAKE = 1000;
const SCORE = '10.00 FF';

test('a player bets and appears in the race standings with their score', async ({
  page,
  request,
  browser,
}) => {
  const { session } = await registerViaApi(request);
  await resetFunds(request, session);
  const bet = await request.post('/api/games/limbo', {
    headers: bearer(session),
    data: { betAmount: STAKE, target: 2 },
  });
  expect(bet.ok(), await bet.text()).toBe(true);
  expect(((await bet.json()) as LimboResult).betAmount).toBe(STAKE);

  await signIn(page, session, '/');
  await page
    .getByRole('navigation')
    .getByRole('link', { name: /Weekly Race/ })
    .first()
    .click();
  await expect(page).toHaveURL('/races');
  await expect(page.getByRole('heading', { name: 'Weekly Race', level: 1 })).toBeVisible();
  await expect(page.getByTestId('race-countdown')).toHaveText(/\d+[dhms]/);

  const row = page.getByTestId('race-standings').getByRole('row').filter({ hasText: session.username });
  await expect(row).toContainText(SCORE, { timeout: 20_000 });
  await expect(row).toContainText('You');
  // A prize is capped at 20 % of the score: 10.00 FF of score wins 2 FF of its place's table prize.
  await expect(row.getByRole('cell').last()).toContainText(/^2 FFof [\d,]+ FF$/);
  const rank = await row.getAttribute('data-rank');
  await expect(page.getByTestId('race-me')).toContainText(`#${rank}`);
  await expect(page.getByTestId('race-me')).toContainText(SCORE);
  await expect(page.getByRole('list', { name: 'Prize for each place' }).getByRole('listitem')).toHaveCount(
    10,
  );
  await expect(page.getByText(/A prize is at most 20 % of its winner's score/)).toBeVisible();

  // A guest on a phone watches the same standings, with no place of their own.
  const guest = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await guest.goto('/races');
  await expect(
    guest.getByTestId('race-standings').getByRole('row').filter({ hasText: session.username }),
  ).toContainText(SCORE);
  await expect(guest.getByTestId('race-me')).toContainText('Sign in');
  await guest.close();
});
