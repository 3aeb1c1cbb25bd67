import { type Browser, expect, type Page, type Response, test } from '@playwright/test';
import type { CrashBetAnswer, CrashCashoutAnswer, CrashFinishedRound } from '../src/contract/crash';
import { callThrough, scrape } from '../src/server/testing/cluster-kit';
import { type InstanceName, proxySuite } from '../src/server/testing/proxy';
import { expectLedgerConsistent, twoInstanceSuite } from '../src/server/testing/test-database';
import { type Cluster, startCluster } from './cluster';
import { blurFocus, recordAnnouncements, submitRegisterForm, timesTold, uniqueUser } from './helpers';

// Crash played by two players on two instances behind HAProxy, PostgreSQL + Redis (e2e/cluster.ts),
// each player's browser pinned to one: a bet placed on one instance must reach the other's page.
//
// The chain is fixed: the test plays whichever of the first ten rounds is open for bets when it gets
// there (the third or so). Each passes 1.50× (the auto cash-out) and is over within 18 s; round 11
// would crash at 271.73×.
const CHAIN_SEED = 'e2e crash cluster 75890';
const CHAIN_SALT = 'e2e-crash-chain-salt';
const CRASH_POINTS = [2.89, 2.48, 1.65, 1.68, 1.67, 2.51, 1.99, 1.69, 2.84, 1.71];
// Long enough that both bets land in it on a loaded machine, with five seconds of it left when they go.
const BETTING_MS = 8_000;
const PAUSE_MS = 8_000;

const TITLE = 'crash on two instances behind HAProxy (PostgreSQL + Redis)';
const suite = proxySuite(TITLE, twoInstanceSuite(TITLE));
// In CI nothing is skipped (proxySuite and testRedisUrl already throw for HAProxy and Redis).
if (suite.skip && process.env.CI) throw new Error(suite.title);

let cluster: Cluster | undefined;

function running(): Cluster {
  if (!cluster) throw new Error('the cluster is not running');
  return cluster;
}

test.describe(suite.title, () => {
  test.skip(suite.skip, suite.title);

  test.beforeAll(async () => {
    test.setTimeout(90_000);
    cluster = await startCluster('crash', {
      CRASH_BETTING_MS: String(BETTING_MS),
      // A round's players and result stay on the page for the pause after its crash: long enough for
      // a loaded machine to check both pages (the cash-outs come 1.7 s or less before the crash).
      CRASH_PAUSE_MS: String(PAUSE_MS),
      CRASH_CHAIN_LENGTH: '2000',
      CRASH_CHAIN_SEED: CHAIN_SEED,
      CRASH_CHAIN_SALT: CHAIN_SALT,
    });
  });

  test.afterAll(async () => {
    await cluster?.stop();
  });

  test('two players on two instances play one round: bets, cash-outs and the crash seen by both', async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const a = await playerPage(browser, 'app1');
    const b = await playerPage(browser, 'app2');
    await Promise.all([a.register(), b.register()]);
    await Promise.all([expectWatching(a), expectWatching(b)]);
    const told = { a: await recordAnnouncements(a.page), b: await recordAnnouncements(b.page) };
    // Each page's socket is on its own instance, as its requests are.
    for (const name of ['app1', 'app2'] as const)
      await expect.poll(() => scrape(running().metrics[name], 'casino_open_sockets')).toBe(1);

    // A bets 50 FF with an auto cash-out at 1.50×; B bets 40 FF and will cash out by hand.
    await a.page.getByLabel('Bet Amount').fill('50');
    await a.page.getByLabel('Auto Cash-out').fill('1.5');
    await b.page.getByLabel('Bet Amount').fill('40');
    await expect(a.page.getByTestId('crash-auto-payout')).toHaveText('75 FF');

    // Both see the same betting phase; both bet while at least four seconds of it are left (a loaded
    // machine took more than three between the countdown and the bet's arrival). A window of five
    // seconds: a CI run's page, stalled, drew 8.4 s and then 3.9 s.
    await expect(a.page.getByTestId('crash-countdown')).toHaveText(/Starts in [4-8]\.\d s/, {
      timeout: 40_000,
    });
    await expect(b.page.getByTestId('crash-countdown')).toHaveText(/Starts in [1-7]\.\d s/);
    const [betA, betB] = await Promise.all([a.placeBet(), b.placeBet()]);
    expect(betB.roundId).toBe(betA.roundId);
    expect(betA.roundId, 'the test relies on the crash points of the first rounds').toBeLessThanOrEqual(
      CRASH_POINTS.length,
    );
    expect([betA.balance, betB.balance]).toEqual([50, 60]);

    // Each bet, placed on one instance, is listed on both pages.
    for (const page of [a.page, b.page]) {
      await expect(a.row(page)).toContainText('50 FF');
      // Its auto cash-out, or already its payout at 1.50× on a machine slow enough for the curve to get there.
      await expect(a.row(page)).toContainText(/auto 1\.50×|1\.50×\s*\+25 FF/);
      await expect(b.row(page)).toContainText('40 FF');
    }

    // The round runs; once B's button offers 1.05× or more, B cashes out with the Space hotkey (the
    // first rounds run past 1.65×: 7 s or more for a loaded machine's key to arrive in time). All but
    // the key is made ready before: the focus on no control (so Space means cash out), the answer
    // awaited. A click on the page took 2.4 s of those 7 on a loaded machine (its checks wait for
    // the page to be still), and a run missed the round.
    await blurFocus(b.page);
    const cashedOut = b.page.waitForResponse((response) =>
      response.url().endsWith('/api/games/crash/cashout'),
    );
    const cashOut = b.page.getByRole('button', { name: /Cash Out @ 1\.(0[5-9]|[1-9]\d)×/ });
    await expect(cashOut).toBeVisible({ timeout: 25_000 });
    await b.page.keyboard.press('Space');
    await expect(a.page.getByTestId('crash-board')).toHaveAttribute('data-phase', /running|crashed/);
    const cashout = (await answerOf(await cashedOut)) as CrashCashoutAnswer;
    expect(cashout.multiplier).toBeGreaterThanOrEqual(1.05);
    expect(cashout.balance).toBe(60 + cashout.payout);
    // A's auto cash-out is paid at exactly 1.50×, shown on both pages. Both pages are checked at once:
    // the rows stay only until the next round opens (the crash comes soon after 1.50×, then the pause).
    const shown = [a.page, b.page].flatMap((page) => [
      expect(b.row(page)).toContainText(
        new RegExp(`${cashout.multiplier.toFixed(2)}×\\s*\\+${cashout.payout - 40} FF`),
      ),
      expect(a.row(page)).toContainText(/1\.50×\s*\+25 FF/),
    ]);
    await Promise.all(shown);

    // The crash: the same point on both pages, the chain's, and a new first chip linking to its round.
    // The result shows for the pause only: both pages are watched for it at once.
    const crashPoint = CRASH_POINTS[betA.roundId - 1] as number;
    const point = `${crashPoint.toFixed(2)}×`;
    const results = [a.page, b.page].map((page) => page.getByTestId('crash-result'));
    await Promise.all(results.map((result) => result.waitFor({ timeout: 25_000 })));
    expect(await Promise.all(results.map((result) => result.textContent()))).toEqual([
      `Crashed @ ${point}`,
      `Crashed @ ${point}`,
    ]);
    for (const page of [a.page, b.page]) {
      const chip = page.getByTestId('crash-history').getByRole('link').first();
      await expect(chip).toHaveText(point);
      await expect(chip).toHaveAttribute('href', `/fairness?crashRound=${betA.roundId}`);
    }
    const round = `/api/games/crash/rounds/${betA.roundId}`;
    const { status, body: finished } = await callThrough<CrashFinishedRound>(
      running().url,
      'app2',
      'GET',
      round,
    );
    expect([status, finished.crashPoint]).toEqual([200, crashPoint]);

    // Each player was told of their own cash-out, once.
    await expect.poll(() => timesTold(told.a, 'Cashed out at 1.50×. You won 25 FF.')).toBe(1);
    const toldB = `Cashed out at ${cashout.multiplier.toFixed(2)}×. You won ${cashout.payout - 40} FF.`;
    await expect.poll(() => timesTold(told.b, toldB)).toBe(1);
    const payouts = new Map(finished.bets.map((bet) => [bet.betId, bet.payout]));
    expect([payouts.get(betA.betId), payouts.get(betB.betId)]).toEqual([75, cashout.payout]);

    // Each header shows the balance the server holds, and the books agree with it.
    for (const player of [a, b]) {
      const held = await player.serverBalance();
      expect(held).toBe(player === a ? 125 : cashout.balance);
      await expect(player.page.getByRole('banner').getByTestId('balance')).toHaveText(
        `Balance: ${held.toLocaleString('en-US')} FF`,
      );
      const { database } = running().testDb;
      expect(await expectLedgerConsistent(database, await player.id())).toBe(held);
      // Every API answer the page got came from its own instance.
      expect([...player.servedBy]).toEqual([player.pin]);
    }
  });
});

async function answerOf(response: Response): Promise<unknown> {
  expect(response.status(), await response.text()).toBe(200);
  return response.json();
}

async function expectWatching({ page, errors }: { page: Page; errors: string[] }) {
  await expect(page.getByRole('heading', { name: 'Crash', level: 1 }), errors.join('\n')).toBeVisible();
  await expect(page.getByRole('main').getByText('Live', { exact: true })).toBeVisible();
  await expect(page.getByTestId('crash-board')).not.toHaveAttribute('data-phase', 'loading');
}

/** A player's window on the proxy, every request of it (the socket's too) pinned to `pin`. */
async function playerPage(browser: Browser, pin: InstanceName) {
  const { page, servedBy, errors } = await running().window(browser, pin);
  const user = uniqueUser();
  const session = () =>
    page.evaluate(() => JSON.parse(window.localStorage.getItem('userInfo') ?? 'null')) as Promise<{
      _id: number;
      token: string;
    }>;
  return {
    page,
    pin,
    servedBy,
    /** What the page threw or logged as an error. */
    errors,
    /** Registers through the form, then opens Crash from the sidebar. */
    async register() {
      await page.goto('/register');
      await submitRegisterForm(page, { ...user, confirmPassword: user.password });
      await expect(page).toHaveURL('/');
      await page
        .getByTestId('sidebar')
        .getByRole('link', { name: /^Crash/ })
        .click();
      await expect(page).toHaveURL('/games/crash');
    },
    async placeBet() {
      const answer = page.waitForResponse((response) => response.url().endsWith('/api/games/crash/bet'));
      // From the keyboard: a click waits for the page to be still, which took seconds on a loaded
      // machine while the curve animates (a bet then missed its betting phase).
      await page.getByRole('button', { name: 'Place Bet' }).press('Enter');
      const placed = (await answerOf(await answer)) as CrashBetAnswer;
      // Taken: the button says so, or already offers the cash-out if the round began meanwhile (a
      // loaded machine can take that long to draw it).
      await expect(page.getByRole('button', { name: /^(Bet Placed|Cash Out)/ })).toBeVisible();
      return placed;
    },
    /** This player's row in `page`'s list of the round's players. */
    row: (on: Page) => on.getByTestId('crash-players').getByRole('row').filter({ hasText: user.username }),
    id: async () => (await session())._id,
    async serverBalance() {
      const me = await callThrough<{ funFunds: number }>(running().url, pin, 'GET', '/api/users/me', {
        token: (await session()).token,
      });
      expect([me.status, me.servedBy]).toEqual([200, pin]);
      return me.body.funFunds;
    },
  };
}
