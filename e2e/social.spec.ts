import { expect } from '@playwright/test';
import type { DiceResult } from '../src/contract/dice';
import { socialMessages } from '../src/contract/social';
import { bearer, type PlayerWindow, signedInPlayer, test } from './helpers';
import { hub, openTab } from './social-helpers';

async function openPlayer(newPlayer: (path: string) => Promise<PlayerWindow>) {
  const player = await newPlayer('/');
  await expect(player.page.getByRole('button', { name: 'Open Social Hub' })).toBeVisible();
  return player;
}

test('two players become friends, see each other online and chat live', async ({ newPlayer }) => {
  const alice = await openPlayer(newPlayer);
  const bob = await openPlayer(newPlayer);

  // Alice asks Bob through the modal: sending, then success, then the modal closes by itself.
  await openTab(alice.page, 'Friends');
  await hub(alice.page).getByRole('button', { name: 'Add Friend' }).click();
  const dialog = alice.page.getByRole('dialog', { name: 'Add Friend' });
  await expect(dialog.getByRole('button', { name: 'Send Request' })).toBeDisabled();
  await dialog.getByLabel('Username').fill('   ');
  await expect(dialog.getByRole('button', { name: 'Send Request' })).toBeDisabled();
  await dialog.getByLabel('Username').fill('no_such_player_x');
  await dialog.getByRole('button', { name: 'Send Request' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('User not found');
  await dialog.getByLabel('Username').fill(bob.user.username);
  await dialog.getByRole('button', { name: 'Send Request' }).click();
  await expect(dialog.getByText('Friend request sent')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(hub(alice.page).getByTestId('sent-request')).toHaveText(
    new RegExp(`^${bob.user.username}Waiting for an answer`),
  );

  // Bob's toggle shows the request count at once, and he accepts.
  await expect(
    bob.page.getByRole('button', { name: 'Open Social Hub' }).getByTestId('request-count'),
  ).toHaveText(/^1/);
  await openTab(bob.page, 'Friends');
  const pending = hub(bob.page).getByTestId('friend-request').filter({ hasText: alice.user.username });
  await pending.getByRole('button', { name: `Accept ${alice.user.username}` }).click();
  await expect(hub(bob.page).getByTestId('friend-request')).toHaveCount(0);

  const bobInAlicesList = hub(alice.page).getByTestId('friend').filter({ hasText: bob.user.username });
  await expect(hub(alice.page).getByTestId('sent-request')).toHaveCount(0);
  await expect(bobInAlicesList.getByTestId('friend-status')).toHaveText('Online');
  await expect(
    bobInAlicesList.getByRole('button', { name: `Challenge ${bob.user.username} to coinflip` }),
  ).toBeVisible();
  const aliceInBobsList = hub(bob.page).getByTestId('friend').filter({ hasText: alice.user.username });
  await expect(aliceInBobsList.getByTestId('friend-status')).toHaveText('Online');

  // Bob turns on Do not disturb; Alice sees it.
  await hub(bob.page).getByRole('switch').click();
  await expect(bobInAlicesList.getByTestId('friend-status')).toHaveText('Do not disturb');
  await hub(bob.page).getByRole('switch').click();
  await expect(bobInAlicesList.getByTestId('friend-status')).toHaveText('Online');

  // They chat live.
  await openTab(alice.page, 'Chat');
  await openTab(bob.page, 'Chat');
  const hello = `hello bob ${Date.now()}`;
  await hub(alice.page).getByRole('textbox', { name: 'Message' }).fill(hello);
  await hub(alice.page).getByRole('button', { name: 'Send' }).click();
  await expect(hub(alice.page).getByRole('textbox', { name: 'Message' })).toHaveValue('');
  await expect(hub(bob.page).getByTestId('chat-message').filter({ hasText: hello })).toBeVisible();
  const reply = `hi alice ${Date.now()}`;
  await hub(bob.page).getByRole('textbox', { name: 'Message' }).press('End');
  await hub(bob.page).getByRole('textbox', { name: 'Message' }).fill(reply);
  await hub(bob.page).getByRole('textbox', { name: 'Message' }).press('Enter');
  const replyOnAlice = hub(alice.page).getByTestId('chat-message').filter({ hasText: reply });
  await expect(replyOnAlice).toBeVisible();
  await expect(replyOnAlice).toContainText(bob.user.username);
  await expect(hub(alice.page).getByTestId('chat-message').filter({ hasText: hello })).not.toHaveAttribute(
    'data-pending',
    'true',
  );

  // Bob leaves: Alice sees him go offline.
  await bob.context.close();
  await openTab(alice.page, 'Friends');
  await expect(bobInAlicesList.getByTestId('friend-status')).toHaveText('Last seen just now');
});

test("a sent request can be withdrawn, and leaves the other player's list", async ({
  newPlayer,
  request,
}) => {
  const alice = await openPlayer(newPlayer);
  const bob = await openPlayer(newPlayer);
  await openTab(bob.page, 'Friends');
  const sent = await request.post('/api/social/friend-request', {
    data: { username: bob.user.username },
    headers: bearer(alice.session),
  });
  expect(sent.status()).toBe(201);
  await expect(hub(bob.page).getByTestId('friend-request')).toHaveCount(1);

  await openTab(alice.page, 'Friends');
  const mine = hub(alice.page).getByTestId('sent-request');
  await expect(hub(alice.page).getByRole('heading', { name: 'Sent Requests (1)' })).toBeVisible();
  await mine.getByRole('button', { name: `Withdraw request to ${bob.user.username}` }).click();
  await expect(mine).toHaveCount(0);
  await expect(hub(bob.page).getByTestId('friend-request')).toHaveCount(0);
  await expect(
    bob.page.getByRole('button', { name: 'Open Social Hub' }).getByTestId('request-count'),
  ).toHaveCount(0);
});

test('the panel keeps its open state and tab across a reload', async ({ page, request }) => {
  await signedInPlayer(page, request);
  await expect(hub(page)).toBeHidden();
  await page.getByRole('button', { name: 'Open Social Hub' }).click();
  await expect(hub(page)).toBeVisible();
  await expect(hub(page).getByRole('tab', { name: 'Chat' })).toHaveAttribute('aria-selected', 'true');
  await hub(page)
    .getByRole('tab', { name: /^Friends/ })
    .click();
  await page.reload();
  await expect(hub(page)).toBeVisible();
  await expect(hub(page).getByRole('tab', { name: /^Friends/ })).toHaveAttribute('aria-selected', 'true');
  await expect(hub(page).getByRole('button', { name: 'Add Friend' })).toBeVisible();

  await hub(page).getByRole('button', { name: 'Close Social Hub' }).click();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Open Social Hub' })).toBeVisible();
  await expect(hub(page)).toBeHidden();
});

test('the panel opens and closes from the keyboard, and focus follows it', async ({ page, request }) => {
  await signedInPlayer(page, request);
  const toggle = page.getByRole('button', { name: 'Open Social Hub' });
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(hub(page)).toBeVisible();
  // While the panel is open its own close button stands in for the toggle.
  await expect(toggle).toBeHidden();
  await expect(hub(page).getByRole('button', { name: 'Close Social Hub' })).toBeFocused();

  await hub(page).getByRole('textbox', { name: 'Message' }).focus();
  await page.keyboard.press('Escape');
  await expect(hub(page)).toBeHidden();
  await expect(toggle).toBeFocused();
});

test('blank messages cannot be sent and typed HTML shows as text', async ({ page, request }) => {
  await signedInPlayer(page, request);
  await openTab(page, 'Chat');
  const input = hub(page).getByRole('textbox', { name: 'Message' });
  const send = hub(page).getByRole('button', { name: 'Send' });
  await expect(send).toBeDisabled();
  await input.fill('    ');
  await expect(send).toBeDisabled();
  await input.press('Enter');
  await expect(input).toHaveValue('    ');

  let dialogs = 0;
  page.on('dialog', (dialog) => {
    dialogs += 1;
    void dialog.dismiss();
  });
  const html = `<img src=x onerror="window.__pwned=1"> <b>bold?</b> ${Date.now()}`;
  await input.fill(html);
  await send.click();
  const line = hub(page).getByTestId('chat-message').filter({ hasText: html });
  await expect(line).toBeVisible();
  await expect(line).not.toHaveAttribute('data-pending', 'true');
  await expect(line.locator('img, b')).toHaveCount(0);
  await page.reload();
  await openTab(page, 'Chat');
  await expect(hub(page).getByTestId('chat-message').filter({ hasText: html })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  expect(dialogs).toBe(0);
});

test('a message the server refuses is withdrawn, with the reason shown and the text given back', async ({
  page,
  request,
}) => {
  const { session } = await signedInPlayer(page, request);
  await openTab(page, 'Chat');
  // A message sent a moment ago puts the player inside the chat cooldown (5 s in these tests).
  const first = await request.post('/api/social/chat', {
    headers: bearer(session),
    data: { text: `first ${Date.now()}` },
  });
  expect(first.status()).toBe(201);

  const input = hub(page).getByRole('textbox', { name: 'Message' });
  const text = `too soon ${Date.now()}`;
  await input.fill(text);
  await input.press('Enter');
  await expect(hub(page).getByRole('alert')).toHaveText(socialMessages.chatTooFast);
  await expect(input).toHaveValue(text);
  await expect(hub(page).getByTestId('chat-message').filter({ hasText: text })).toHaveCount(0);
  // Typing again clears the notice.
  await input.press('End');
  await input.press('!');
  await expect(hub(page).getByRole('alert')).toBeHidden();
});

test('a notable dice win is shared to chat as a system line', async ({ page, request }) => {
  test.setTimeout(90_000);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const { user } = await signedInPlayer(page, request, '/games/dice');
  // Exact 6 pays 6x: a notable win, one roll in six. 1 FF a roll leaves room for 100 rolls.
  await page.getByLabel('Bet Amount').fill('1');
  await page.getByRole('radio', { name: 'Exact' }).check({ force: true });
  await page.getByRole('radio', { name: '6' }).check({ force: true });
  const share = page.getByRole('button', { name: 'Share', exact: true });
  let win: DiceResult | null = null;
  for (let roll = 0; roll < 80 && !win; roll += 1) {
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/games/dice'));
    await page.getByRole('button', { name: 'Roll Dice' }).click();
    const result = (await (await answer).json()) as DiceResult;
    await expect(page.getByRole('button', { name: 'Roll Dice' })).toBeEnabled();
    if (result.won) win = result;
    else await expect(share).toBeHidden();
  }
  expect(win, 'no six in 80 rolls').not.toBeNull();

  await share.click();
  await expect(page.getByRole('button', { name: 'Shared to chat' })).toBeDisabled();
  await openTab(page, 'Chat');
  const line = hub(page).locator('[data-kind="share"]').filter({ hasText: user.username });
  await expect(line).toHaveCount(1);
  await expect(line).toContainText('won 6 FF');
});
