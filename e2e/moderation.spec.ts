import { expect, type Page } from '@playwright/test';
import { moderationMessages } from '../src/contract/moderation-texts';
import { adminSession } from './admin-helpers';
import { type PlayerWindow, signIn, test } from './helpers';
import { hub, openTab } from './social-helpers';

// One journey: a player reports a message and mutes its author; an admin opens the queue and mutes the
// author from chat for 1 h; the author's next post is refused, saying until when.

async function openChat(newPlayer: (path: string) => Promise<PlayerWindow>) {
  const player = await newPlayer('/');
  await openTab(player.page, 'Chat');
  return player;
}

async function say(page: Page, text: string) {
  const box = hub(page).getByRole('textbox', { name: 'Message' });
  await box.fill(text);
  await box.press('Enter');
}

test('a report and a mute reach the admin, whose chat mute refuses the author', async ({
  newPlayer,
  page,
  request,
}) => {
  const author = await openChat(newPlayer);
  const reporter = await openChat(newPlayer);
  const line = `buy cheap chips from me ${Date.now()}`;
  await say(author.page, line);
  const seen = hub(reporter.page).getByTestId('chat-message').filter({ hasText: line });
  await expect(seen).toBeVisible();

  // The reporter reports it through the message's menu, with a reason, from the keyboard.
  const menuButton = seen.getByRole('button', {
    name: `Actions for the message from ${author.user.username}`,
  });
  await menuButton.focus();
  await menuButton.press('Enter');
  await expect(reporter.page.getByRole('menuitem', { name: 'Report…' })).toBeFocused();
  await reporter.page.keyboard.press('Enter');
  const dialog = reporter.page.getByRole('dialog', { name: 'Report message' });
  await expect(dialog).toContainText('They will not know who reported it.');
  await dialog.getByRole('radio', { name: 'Spam or flooding' }).check();
  await dialog.getByLabel('Details (optional)').fill('selling chips in chat');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByRole('status')).toHaveText(moderationMessages.reported);
  await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect(dialog).toBeHidden();

  // Then mutes the author: the line leaves their chat, and stays gone after a reload.
  await menuButton.click();
  await reporter.page.getByRole('menuitem', { name: 'Mute player' }).click();
  await expect(seen).toHaveCount(0);
  await reporter.page.reload();
  await hub(reporter.page).getByRole('tab', { name: /^Chat/ }).click();
  await expect(hub(reporter.page).getByRole('textbox', { name: 'Message' })).toBeVisible();
  await expect(hub(reporter.page).getByTestId('chat-message').filter({ hasText: line })).toHaveCount(0);

  // The admin finds the report in the queue, with its context, and mutes the author for 1 h.
  const admin = await adminSession(request);
  await signIn(page, admin, '/admin');
  await page.getByRole('tab', { name: 'Chat Moderation' }).click();
  // Found by its reported line: the line also shows as context in the reports on lines said near it.
  const entry = page
    .getByTestId('report-entry')
    .filter({ has: page.locator('[data-reported]').filter({ hasText: line }) });
  await expect(entry).toContainText('Spam or flooding');
  await expect(entry).toContainText('selling chips in chat');
  await expect(entry).toContainText(`by ${reporter.user.username}`);
  await entry.getByRole('button', { name: `Mute ${author.user.username} from chat for 1 h` }).click();
  await expect(page.getByRole('status').filter({ hasText: moderationMessages.resolved.mute })).toBeVisible();
  await expect(entry).toHaveCount(0);

  // The author's next post is refused, saying until when.
  await say(author.page, 'can I still talk?');
  await expect(hub(author.page).getByRole('alert')).toContainText('You are muted from chat until');

  // The audit log has the mute.
  await page.getByRole('tab', { name: 'Audit Log' }).click();
  await expect(page.getByRole('row').filter({ hasText: author.user.username }).first()).toContainText(
    'Muted from chat',
  );
});
