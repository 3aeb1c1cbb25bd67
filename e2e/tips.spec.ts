import { expect, type Page } from '@playwright/test';
import Database from 'better-sqlite3';
import type { Session } from '../src/contract/accounts';
import { TIP_LIMITS, tipsMessages } from '../src/contract/tips-texts';
import { adminSession, grantFunds } from './admin-helpers';
import { serverBalance, test } from './helpers';
import { balanceChip, befriend, hub, openTab, rainLine, shown, wager } from './social-helpers';

/**
 * Makes the players' accounts two days old, in the run's database (the server's own SQLite file):
 * tips and rain need an account at least 24 hours old, and a test's players are made a moment ago.
 */
function ageAccounts(...players: Session[]) {
  const file = process.env.E2E_DB_FILE;
  if (!file) throw new Error('E2E_DB_FILE is not set (playwright.config.ts sets it)');
  const db = new Database(file);
  try {
    db.pragma('busy_timeout = 5000');
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000).toISOString();
    const age = db.prepare('update users set created_at = ? where id = ?');
    for (const player of players) age.run(twoDaysAgo, player._id);
  } finally {
    db.close();
  }
}

test('a friend tips another and both see it; a rain lands in chat', async ({ newPlayer, request }) => {
  const alice = await newPlayer('/');
  const bob = await newPlayer('/');
  const [a, b] = [alice.session, bob.session];
  // Alice may send: an account two days old that has staked 1,000 FF. Bob has bet today (a rain's need).
  ageAccounts(a, b);
  await grantFunds(request, await adminSession(request), a._id, 20_000);
  await wager(request, a, 500, 1_000);
  await wager(request, b, 1, 1);
  await befriend(request, a, b);
  await alice.page.reload();
  await bob.page.reload();

  // Alice tips Bob from her friend list: the dialog explains the limits and shows a refusal in words.
  await openTab(alice.page, 'Friends');
  const bobRow = hub(alice.page).getByTestId('friend').filter({ hasText: b.username });
  await bobRow.getByRole('button', { name: `Tip ${b.username}` }).click();
  const dialog = alice.page.getByRole('dialog', { name: `Tip ${b.username}` });
  await expect(dialog.getByTestId('tip-rules')).toContainText('Tips go to friends only.');
  const amount = dialog.getByRole('spinbutton', { name: 'Amount (FF)' });
  await amount.fill(String(TIP_LIMITS.dailyLimit + 1));
  await dialog.getByRole('button', { name: 'Send tip' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(tipsMessages.dailyLimit(TIP_LIMITS.dailyLimit));

  const aliceBefore = await serverBalance(request, a);
  const bobBefore = await serverBalance(request, b);
  await amount.fill('250');
  await dialog.getByRole('button', { name: 'Send tip' }).click();
  await expect(dialog.getByRole('status')).toHaveText(`You tipped ${b.username} 250 FF.`);
  await expect(balanceChip(alice.page)).toContainText(shown(aliceBefore - 250));
  await alice.page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(hub(alice.page)).toBeVisible();

  // Bob is told at once and his balance follows.
  await expect(
    bob.page.getByTestId('notification-toast').filter({ hasText: `${a.username} tipped you 250 FF.` }),
  ).toBeVisible();
  await expect(balanceChip(bob.page)).toContainText(shown(bobBefore + 250));

  // Both see it among their transactions.
  await bob.page.goto('/profile');
  await expect(bob.page.getByText(`Tip from ${a.username}`)).toBeVisible();
  await alice.page.goto('/profile');
  await expect(alice.page.getByText(`Tip to ${b.username}`)).toBeVisible();

  // Bob's public page offers Alice, his friend, a tip too.
  await alice.page.goto(`/players/${b._id}`);
  await expect(alice.page.getByTestId('public-username')).toHaveText(b.username);
  await alice.page
    .getByRole('main')
    .getByRole('button', { name: `Tip ${b.username}` })
    .click();
  await expect(alice.page.getByRole('dialog', { name: `Tip ${b.username}` })).toBeVisible();
  await alice.page.keyboard.press('Escape');

  // Bob chats; Alice makes it rain: one line in chat says who got what.
  await openTab(bob.page, 'Chat');
  const hello = `hello from bob ${Date.now()}`;
  await hub(bob.page).getByRole('textbox', { name: 'Message' }).fill(hello);
  await hub(bob.page).getByRole('button', { name: 'Send' }).click();
  await expect(hub(bob.page).getByTestId('chat-message').filter({ hasText: hello })).toBeVisible();

  await openTab(alice.page, 'Chat');
  const bobBeforeRain = await serverBalance(request, b);
  await hub(alice.page).getByRole('button', { name: 'Make it rain on chat' }).click();
  const rain = alice.page.getByRole('dialog', { name: 'Make it rain' });
  await expect(rain.getByRole('spinbutton', { name: 'Amount (FF)' })).toHaveValue('1000');
  await rain.getByRole('button', { name: 'Make it rain' }).click();
  await expect(rain.getByRole('status')).toContainText(/You rained 1,000 FF on \d+ players?\./);
  await expect(rain.getByTestId('rain-recipients')).toContainText(b.username);
  await rain.getByRole('button', { name: 'Close' }).first().click();

  const line = (page: Page) => rainLine(page, a.username);
  await expect(line(alice.page)).toContainText(b.username);
  await expect(line(bob.page)).toContainText(b.username);
  const caught = (await serverBalance(request, b)) - bobBeforeRain;
  expect(caught).toBeGreaterThan(0);
  await expect(line(bob.page)).toContainText(`${b.username} ${shown(caught)}`);
  await expect(balanceChip(bob.page)).toContainText(shown(bobBeforeRain + caught));
});
