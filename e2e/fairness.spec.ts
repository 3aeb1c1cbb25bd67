import { type APIRequestContext, expect, test } from '@playwright/test';
import type { DiceResult } from '../src/contract/dice';
import type { RotateResponse } from '../src/contract/fairness';
import { registerViaApi, signedInPlayer, signIn } from './helpers';

function authed(request: APIRequestContext, token: string) {
  const headers = { Authorization: `Bearer ${token}` };
  return {
    post: async <T>(path: string, data: unknown): Promise<T> => {
      const response = await request.post(path, { headers, data });
      expect(response.ok()).toBe(true);
      return (await response.json()) as T;
    },
  };
}

test.describe('fairness', () => {
  test('a dice bet played in the browser verifies after rotating the pair', async ({ page, request }) => {
    await signedInPlayer(page, request, '/games/dice');

    const answer = page.waitForResponse((response) => response.url().endsWith('/api/games/dice'));
    await page.getByRole('button', { name: 'Roll Dice' }).click();
    const result = (await (await answer).json()) as DiceResult;
    await expect(page.getByTestId('dice-result')).toBeVisible({ timeout: 10_000 });

    await page.getByRole('link', { name: 'Verify this roll' }).click();
    await expect(page).toHaveURL(`/fairness?bet=${result.betId}`);
    await expect(page.getByRole('heading', { name: 'Fairness', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: `Verify bet #${result.betId}` })).toBeVisible();
    await expect(page.getByTestId('verify-notice')).toContainText('Rotate the seed pair to reveal it');
    await expect(page.getByTestId('current-server-seed-hash')).toHaveText(result.serverSeedHash);
    await expect(page.getByTestId('current-nonce')).toHaveText('1');

    await page.getByRole('button', { name: 'Rotate seed pair' }).click();
    const reveal = page.getByTestId('rotation-reveal');
    await expect(reveal.getByTestId('hash-check')).toHaveText(
      'sha256(server seed) matches the committed hash',
    );
    await expect(page.getByTestId('current-nonce')).toHaveText('0');
    await expect(page.getByTestId('current-server-seed-hash')).not.toHaveText(result.serverSeedHash);

    await expect(page.getByTestId('verify-status')).toHaveText('Match');
    await expect(page.getByTestId('computed-roll')).toHaveText(String(result.diceResult));
    await expect(page.getByTestId('revealed-seeds').getByRole('listitem')).toHaveCount(1);
  });

  test('sets a client seed and rejects an invalid one', async ({ page, request }) => {
    const { session } = await signedInPlayer(page, request, '/fairness');
    const form = page.getByRole('form', { name: 'Client seed' });

    await form.getByLabel('New Client Seed').fill('bad seed!');
    await form.getByRole('button', { name: 'Set Client Seed' }).click();
    await expect(
      form.getByText('Client seed must be 1-64 characters: letters, digits, - and _'),
    ).toBeVisible();

    await form.getByLabel('New Client Seed').fill('my-lucky_seed7');
    await form.getByRole('button', { name: 'Set Client Seed' }).click();
    await expect(form.getByRole('status')).toHaveText('Client seed updated');
    await expect(page.getByTestId('current-client-seed')).toHaveText('my-lucky_seed7');

    const api = authed(request, session.token);
    const dice = await api.post<DiceResult>('/api/games/dice', {
      betAmount: 5,
      prediction: 'under',
      targetNumber: 4,
    });
    expect(dice.clientSeed).toBe('my-lucky_seed7');
  });

  test('recent bets: a slots spin verifies, and the manual verifier recomputes a roll', async ({
    page,
    request,
  }) => {
    const { session } = await registerViaApi(request);
    const api = authed(request, session.token);
    const dice = await api.post<DiceResult>('/api/games/dice', {
      betAmount: 5,
      prediction: 'over',
      targetNumber: 2,
    });
    const spin = await api.post<{ betId: number }>('/api/games/slots', { betAmount: 10 });
    const rotation = await api.post<RotateResponse>('/api/fairness/rotate', {});
    await signIn(page, session, '/fairness');

    const rows = page.getByRole('table').filter({ hasText: 'Payout' }).getByRole('row');
    await expect(rows).toHaveCount(3);
    await page.getByRole('link', { name: `Verify bet #${spin.betId} (slots)` }).click();
    await expect(page).toHaveURL(`/fairness?bet=${spin.betId}`);
    await expect(page.getByTestId('verify-status')).toHaveText('Match');

    const manual = page.getByRole('form', { name: 'Manual verifier' });
    await manual.getByLabel('Server seed').fill(rotation.previous.serverSeed);
    await manual.getByLabel('Client seed').fill(dice.clientSeed);
    await manual.getByLabel('Nonce').fill(String(dice.nonce));
    await expect(page.getByTestId('manual-outcome').getByTestId('computed-roll')).toHaveText(
      String(dice.diceResult),
    );
    await expect(page.getByTestId('manual-outcome')).toContainText(rotation.previous.serverSeedHash);

    await manual.getByLabel('Game').selectOption('mines');
    await manual.getByLabel('Mine count').fill('5');
    await expect(page.getByTestId('manual-outcome').locator('li[data-mine="true"]')).toHaveCount(5);
    await manual.getByLabel('Game').selectOption('blackjack');
    await expect(page.getByTestId('manual-outcome')).toContainText('Cards in deal order');
  });

  test('rotation is refused while a mines round is in progress', async ({ page, request }) => {
    const { session } = await registerViaApi(request);
    await authed(request, session.token).post('/api/games/mines', {
      action: 'start',
      betAmount: 10,
      difficulty: 3,
    });
    await signIn(page, session, '/fairness');
    await page.getByRole('button', { name: 'Rotate seed pair' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Finish your game in progress' })).toBeVisible();
    await expect(page.getByTestId('rotation-reveal')).toHaveCount(0);
  });
});
