import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import type { CoinflipResult } from '../src/contract/coinflip';
import type { CrashState } from '../src/contract/crash';
import type { DiceResult } from '../src/contract/dice';
import type { RotateResponse } from '../src/contract/fairness';
import { connectSocket } from '../src/server/testing/socket-client';
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

/** The dice bets the RTP section counts, over every bet ('No bets yet' is 0). */
async function diceBetsCounted(page: Page): Promise<number> {
  const text = await page.getByTestId('rtp-dice-all-bets').textContent();
  return Number((text ?? '').replace(/[^0-9]/g, '') || 0);
}

test.describe('fairness', () => {
  test('a dice bet played in the browser verifies after rotating the pair', async ({ page, request }) => {
    // A guest sees the measured returns of every game.
    await page.goto('/fairness');
    const rtp = page.getByRole('region', { name: 'Fairness you can see' });
    await expect(rtp).toBeVisible();
    await expect(rtp.getByTestId('rtp-dice-theoretical')).toHaveText('100.00 %');
    await expect(rtp.getByTestId('rtp-slots-theoretical')).toHaveText('98.59 %');
    await expect(rtp.getByTestId('rtp-crash-theoretical')).toHaveText('99.00 %');
    const counted = await diceBetsCounted(page);

    await signedInPlayer(page, request, '/games/dice');

    const answer = page.waitForResponse((response) => response.url().endsWith('/api/games/dice'));
    await page.getByRole('button', { name: 'Roll Dice' }).click();
    const result = (await (await answer).json()) as DiceResult;
    await expect(page.getByTestId('dice-result')).toBeVisible();

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

    // The bet joins the measured return once the server's few seconds of cache have passed.
    await expect(async () => {
      await page.reload();
      await expect(page.getByTestId('rtp-dice-all-bets')).toBeVisible();
      expect(await diceBetsCounted(page)).toBeGreaterThan(counted);
    }).toPass({ timeout: 20_000, intervals: [1_000, 2_000] });
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

  test('a coinflip round against the bot verifies, here and in the manual verifier', async ({
    page,
    request,
    baseURL,
  }) => {
    const { session } = await registerViaApi(request);
    const socket = await connectSocket(String(baseURL), session.token);
    socket.socket.emit('playAgainstBot', { amount: 10, choice: 'heads' });
    // The server flips for 3 s before it announces the result.
    const round: CoinflipResult = await socket.next('gameResult', undefined, 15_000);
    socket.close();
    await signIn(page, session, '/fairness');

    await page.getByRole('link', { name: `Verify bet #${round.sessionId} (coinflip)` }).click();
    await expect(page).toHaveURL(`/fairness?bet=${round.sessionId}&game=coinflip`);
    await expect(page.getByTestId('verify-status')).toHaveText('Match');
    await expect(page.getByTestId('computed-flip')).toHaveText(round.result);
    const won = round.result === 'heads';
    await expect(page.getByTestId('computed-flip-payout')).toContainText(
      won ? 'won, paid 20' : 'lost, paid 0',
    );
    const checks = page.getByRole('list', { name: 'Checks' }).getByRole('listitem');
    await expect(checks).toHaveText([/^Server seed hash/, /^Nonce/, /^Flip/, /^Payout/]);
    await expect(checks.filter({ hasText: 'Mismatch' })).toHaveCount(0);
    await page
      .getByRole('region', { name: `Verify bet #${round.sessionId}` })
      .screenshot({ path: test.info().outputPath('coinflip-verified.png') });

    const manual = page.getByRole('form', { name: 'Manual verifier' });
    await manual.getByLabel('Game').selectOption('coinflip');
    await expect(manual.getByLabel('Nonce')).toBeDisabled();
    await expect(manual.getByLabel('Nonce')).toHaveValue('0');
    await manual.getByLabel('Server seed').fill(round.serverSeed);
    await manual.getByLabel('Client seed').fill('not-a-round');
    await expect(manual.getByText("A coinflip's client seed is its players' ids")).toBeVisible();
    await manual.getByLabel('Client seed').fill(round.clientSeed);
    await expect(page.getByTestId('manual-outcome').getByTestId('computed-flip')).toHaveText(round.result);
    await expect(page.getByTestId('manual-outcome')).toContainText(round.serverSeedHash);
  });

  test('a finished crash round verifies in the browser, by its link and by hand', async ({
    page,
    request,
  }) => {
    // Rounds run by themselves, guests watching or not: wait for two to finish, so that the newer one
    // links to a round and the older one (round 1, early in a run) may link to the terminal hash.
    test.setTimeout(240_000);
    let state: CrashState | undefined;
    await expect(async () => {
      state = (await (await request.get('/api/games/crash')).json()) as CrashState;
      expect(state.history.length).toBeGreaterThan(1);
    }).toPass({ timeout: 200_000, intervals: [1_000] });
    const { chain, history, round: current } = state as CrashState;
    const finished = history[0] as CrashState['history'][number];
    const first = history[history.length - 1] as CrashState['history'][number];
    const point = `${finished.crashPoint.toFixed(2)}×`;

    // A guest follows the round's link.
    await page.goto(`/fairness?crashRound=${finished.id}`);
    const card = page.getByRole('region', { name: 'Crash rounds' });
    // The round's verdict, apart from the manual check's below it.
    const verdict = card.getByRole('region', { name: /^Crash round #/ });
    await expect(card.getByTestId('crash-terminal-hash')).toHaveText(chain.terminalHash);
    await expect(card.getByTestId('crash-salt')).toHaveText(chain.salt);
    await expect(verdict.getByTestId('crash-verify-status')).toHaveText('Match');
    await expect(verdict.getByTestId('crash-computed-point')).toHaveText(point);
    await expect(verdict.getByTestId('crash-check-point')).toHaveText(
      `Crash point ${point}, the same as the result.`,
    );
    await expect(verdict.getByTestId('crash-check-link')).toHaveText(
      "SHA-256 of this round's hash is the previous round's hash.",
    );
    await expect(verdict.getByTestId('crash-round-hash')).toHaveText(finished.hash);

    // By hand: the hash and the published salt give the same point; a hash is not its own predecessor.
    const manual = card.getByRole('form', { name: 'Crash manual verifier' });
    await expect(manual.getByLabel('Salt')).toHaveValue(chain.salt);
    await manual.getByLabel('Round hash').fill(finished.hash);
    await expect(card.getByTestId('crash-manual-point')).toHaveText(point);
    await manual.getByLabel("Previous round's hash (optional)").fill(finished.hash);
    await expect(card.getByTestId('crash-manual-outcome')).toContainText(
      "SHA-256 of this round's hash is not the previous round's hash.",
    );

    // A round id typed in goes into the link; one that was never played says so.
    const unplayed = current.id + 1_000;
    await card.getByLabel('Round id').fill(String(unplayed));
    await card.getByRole('button', { name: 'Verify round' }).click();
    await expect(page).toHaveURL(`/fairness?crashRound=${unplayed}`);
    await expect(card.getByRole('alert')).toContainText('Round not found');
    await card.getByLabel('Round id').fill(String(first.id));
    await card.getByRole('button', { name: 'Verify round' }).click();
    await expect(page).toHaveURL(`/fairness?crashRound=${first.id}`);
    await expect(verdict.getByTestId('crash-verify-status')).toHaveText('Match');
    await expect(verdict.getByTestId('crash-computed-point')).toHaveText(`${first.crashPoint.toFixed(2)}×`);
    await expect(verdict.getByTestId('crash-check-link')).toHaveText(
      first.id === 1
        ? "SHA-256 of this round's hash is the published terminal hash."
        : "SHA-256 of this round's hash is the previous round's hash.",
    );
    await card.screenshot({ path: test.info().outputPath('crash-verified.png') });
  });
});
