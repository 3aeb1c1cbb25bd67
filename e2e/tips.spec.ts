import { type APIRequestContext, expect, type Page } from '@playwright/test';
import Database from 'better-sqlite3';
import type { Session } from '../src/contract/accounts';
import type { FriendRequests } from '../src/contract/social';
import { TIP_LIMITS, tipsMessages } from '../src/contract/tips-texts';
import { adminSession, grantFunds } from './admin-helpers';
import { bearer, serverBalance, test } from './helpers';

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

/** Limbo bets of `stake` FF at 1.01× until `total` FF are staked. */
async function wager(request: APIRequestContext, session: Session, stake: number, total: number) {
  for (let staked = 0; staked < total; staked += stake) {
    const placed = await request.post('/api/games/limbo', {
      data: { betAmount: stake, target: 1.01 },
      headers: bearer(session),
    });
    expect(placed.ok(), await placed.text()).toBe(true);
  }
}

/** `from` asks `to` to be friends and `to` accepts, through the API. */
async function befriend(request: APIRequestContext, from: Session, to: Session) {
  const asked = await request.post('/api/social/friend-request', {
    headers: bearer(from),
    data: { username: to.username },
  });
  expect(asked.status()).toBe(201);
  const received = await request.get('/api/social/friend-requests', { headers: bearer(to) });
  const { friendRequests } = (await received.json()) as FriendRequests;
  const request_ = friendRequests.find((one) => one.sender.id === from._id);
  const accepted = await request.post(`/api/social/friend-requests/${request_?.id}/accept`, {
    headers: bearer(to),
  });
  expect(accepted.ok()).toBe(true);
}

const hub = (page: Page) => page.getByRole('complementary', { name: 'Social Hub' });
const balanceChip = (page: Page) =>
  page
    .getByRole('banner')
    .filter({ has: page.getByTestId('page-title') })
    .getByTestId('balance');
const shown = (amount: number) => `${amount.toLocaleString('en-US')} FF`;

async function openTab(page: Page, tab: 'Chat' | 'Friends') {
  const openButton = page.getByRole('button', { name: 'Open Social Hub' });
  await expect(hub(page).or(openButton).first()).toBeVisible();
  if (!(await hub(page).isVisible())) await openButton.click();
  await hub(page)
    .getByRole('tab', { name: new RegExp(`^${tab}`) })
    .click();
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

  const line = (page: Page) =>
    hub(page)
      .locator('[data-kind="share"]')
      .filter({ hasText: `${a.username} made it rain 1,000 FF on chat:` });
  await expect(line(alice.page)).toContainText(b.username);
  await expect(line(bob.page)).toContainText(b.username);
  const caught = (await serverBalance(request, b)) - bobBeforeRain;
  expect(caught).toBeGreaterThan(0);
  await expect(line(bob.page)).toContainText(`${b.username} ${shown(caught)}`);
  await expect(balanceChip(bob.page)).toContainText(shown(bobBeforeRain + caught));
});
