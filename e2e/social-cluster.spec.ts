import { expect, test } from '@playwright/test';
import type { DiceResult } from '../src/contract/dice';
import { proxySuite } from '../src/server/testing/proxy';
import { expectLedgerConsistent, twoInstanceSuite } from '../src/server/testing/test-database';
import { adminSession, grantFunds } from './admin-helpers';
import { type Cluster, startCluster } from './cluster';
import { registerViaApi, serverBalance, signIn } from './helpers';
import { balanceChip, befriend, hub, openTab, rainLine, shown, wager } from './social-helpers';

// Issue 37 across a cluster: the live bets table, a tip and a rain between two players whose browsers
// are pinned to different instances behind HAProxy, on PostgreSQL + Redis (e2e/cluster.ts). What one
// does on app1 must reach the other's page on app2: the feed through the database both instances read,
// the tip's notice and the rain's chat line through the socket.io Redis adapter.

const TITLE = 'live bets, tips and rain on two instances behind HAProxy (PostgreSQL + Redis)';
const suite = proxySuite(TITLE, twoInstanceSuite(TITLE));
// In CI nothing is skipped (proxySuite and testRedisUrl already throw for HAProxy and Redis).
if (suite.skip && process.env.CI) throw new Error(suite.title);

let cluster: Cluster | undefined;

test.describe(suite.title, () => {
  test.skip(suite.skip, suite.title);

  test.beforeAll(async () => {
    test.setTimeout(90_000);
    cluster = await startCluster('social');
  });

  test.afterAll(async () => {
    await cluster?.stop();
  });

  test('a bet on one instance shows live on the other, and a tip and a rain cross between them', async ({
    browser,
  }) => {
    test.setTimeout(150_000);
    if (!cluster) throw new Error('the cluster is not running');
    const alice = await cluster.window(browser, 'app1');
    const bob = await cluster.window(browser, 'app2');
    const a = (await registerViaApi(alice.request)).session;
    const b = (await registerViaApi(bob.request)).session;
    // Alice may send: an account two days old that has staked 1,000 FF. Bob has bet today (a rain's need).
    const { db } = cluster.testDb.database;
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000).toISOString();
    await db.updateTable('users').set({ createdAt: twoDaysAgo }).where('id', 'in', [a._id, b._id]).execute();
    await grantFunds(alice.request, await adminSession(alice.request), a._id, 20_000);
    await wager(alice.request, a, 500, 1_000);
    await wager(bob.request, b, 1, 1);
    await befriend(alice.request, a, b);

    // Bob watches the dice page's live table on app2; Alice rolls in her browser on app1.
    await signIn(bob.page, b, '/games/dice');
    await expect(bob.page.getByRole('tab', { name: 'All bets' })).toHaveAttribute('aria-selected', 'true', {
      timeout: 30_000,
    });
    await signIn(alice.page, a, '/games/dice');
    const answer = alice.page.waitForResponse((response) => response.url().endsWith('/api/games/dice'));
    await alice.page.getByRole('button', { name: 'Roll Dice' }).click();
    const bet = (await (await answer).json()) as DiceResult;
    const row = bob.page.getByTestId('live-bets-table').locator(`[data-bet-id="${bet.betId}"]`);
    await expect(row).toContainText(a.username);
    await expect(row).toContainText('Dice');

    // Alice tips Bob from her friend list; Bob, on the other instance, is told at once and his balance follows.
    const bobBefore = await serverBalance(bob.request, b);
    await openTab(alice.page, 'Friends');
    await hub(alice.page)
      .getByTestId('friend')
      .filter({ hasText: b.username })
      .getByRole('button', { name: `Tip ${b.username}` })
      .click();
    const dialog = alice.page.getByRole('dialog', { name: `Tip ${b.username}` });
    await dialog.getByRole('spinbutton', { name: 'Amount (FF)' }).fill('250');
    await dialog.getByRole('button', { name: 'Send tip' }).click();
    await expect(dialog.getByRole('status')).toHaveText(`You tipped ${b.username} 250 FF.`);
    await alice.page.keyboard.press('Escape');
    await expect(
      bob.page.getByTestId('notification-toast').filter({ hasText: `${a.username} tipped you 250 FF.` }),
    ).toBeVisible();
    await expect(balanceChip(bob.page)).toContainText(shown(bobBefore + 250));

    // Bob chats on app2; Alice makes it rain from app1; the line reaches Bob's chat with his share.
    await openTab(bob.page, 'Chat');
    const hello = `hello from app2 ${Date.now()}`;
    await hub(bob.page).getByRole('textbox', { name: 'Message' }).fill(hello);
    await hub(bob.page).getByRole('button', { name: 'Send' }).click();
    await openTab(alice.page, 'Chat');
    await expect(hub(alice.page).getByTestId('chat-message').filter({ hasText: hello })).toBeVisible();
    const bobBeforeRain = await serverBalance(bob.request, b);
    await hub(alice.page).getByRole('button', { name: 'Make it rain on chat' }).click();
    const rain = alice.page.getByRole('dialog', { name: 'Make it rain' });
    await rain.getByRole('button', { name: 'Make it rain' }).click();
    await expect(rain.getByRole('status')).toContainText('You rained 1,000 FF on 1 player.');
    await expect(rain.getByTestId('rain-recipients')).toHaveText(`${b.username}: ${shown(1_000)}`);
    await rain.getByRole('button', { name: 'Close' }).first().click();
    await expect(rainLine(bob.page, a.username)).toContainText(`${b.username} ${shown(1_000)}`);
    expect(await serverBalance(bob.request, b)).toBe(bobBeforeRain + 1_000);
    await expect(balanceChip(bob.page)).toContainText(shown(bobBeforeRain + 1_000));

    // Every API answer each page got came from its own instance, and the books hold on both sides.
    expect([...alice.servedBy]).toEqual(['app1']);
    expect([...bob.servedBy]).toEqual(['app2']);
    for (const [window, session] of [
      [alice, a],
      [bob, b],
    ] as const) {
      const held = await serverBalance(window.request, session);
      expect(await expectLedgerConsistent(cluster.testDb.database, session._id)).toBe(held);
    }
  });
});
