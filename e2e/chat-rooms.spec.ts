import { expect, type Page } from '@playwright/test';
import { bearer, registerViaApi, test } from './helpers';
import { hub, openTab } from './social-helpers';

// Issue 39: chat rooms per language. Chat is not translated; a player picks the room of the language
// they want to chat in, each live. Two players: one moves to Deutsch and writes; the other, in English,
// does not see it, moves to Deutsch and sees it (history and live), and a reload keeps the room.

const roomPicker = (page: Page) => hub(page).getByRole('combobox', { name: 'Room' });
const line = (page: Page, text: string) => hub(page).getByTestId('chat-message').filter({ hasText: text });
const openChat = (page: Page) => openTab(page, 'Chat');

/** Picks a room by its name, as a player does, and waits for that room's history to arrive. */
async function chooseRoom(page: Page, name: string, room: string) {
  const history = page.waitForResponse(
    (answer) => answer.url().includes(`/api/social/chat?room=${encodeURIComponent(room)}`) && answer.ok(),
  );
  await roomPicker(page).selectOption({ label: name });
  await history;
  await expect(roomPicker(page)).toHaveValue(room);
}

test('a player chats in the Deutsch room; another sees it only once there, live and after a reload', async ({
  newPlayer,
  request,
}) => {
  const anna = await newPlayer('/');
  const ben = await newPlayer('/');
  await openChat(anna.page);
  await openChat(ben.page);

  // Both start in the room of their interface language (English), each room named in its own language.
  for (const page of [anna.page, ben.page]) await expect(roomPicker(page)).toHaveValue('en');
  await expect(roomPicker(anna.page).getByRole('option')).toHaveText([
    'English',
    'Español',
    'Português',
    'Deutsch',
  ]);

  // Anna moves to Deutsch (by keyboard: the picker is a native select) and writes there.
  await roomPicker(anna.page).focus();
  await chooseRoom(anna.page, 'Deutsch', 'de');
  const hallo = `Hallo zusammen ${Date.now()}`;
  await hub(anna.page).getByRole('textbox', { name: 'Message' }).fill(hallo);
  await hub(anna.page).getByRole('button', { name: 'Send' }).click();
  // The server's copy has replaced the pending line: it has been sent to the Deutsch room.
  await expect(line(anna.page, hallo)).not.toHaveAttribute('data-pending', 'true');

  // A later English line reaches Ben, who is in English; Anna's German line did not come before it.
  const carol = await registerViaApi(request);
  const later = `english only ${Date.now()}`;
  const posted = await request.post('/api/social/chat', {
    headers: bearer(carol.session),
    data: { text: later, room: 'en' },
  });
  expect(posted.status()).toBe(201);
  await expect(line(ben.page, later)).toBeVisible();
  await expect(line(ben.page, hallo)).toHaveCount(0);
  // ... and the English line is not in Anna's Deutsch room.
  await expect(line(anna.page, later)).toHaveCount(0);

  // Ben moves to Deutsch: Anna's line is in its history.
  await chooseRoom(ben.page, 'Deutsch', 'de');
  await expect(line(ben.page, hallo)).toBeVisible();
  await expect(line(ben.page, later)).toHaveCount(0);

  // A new line in Deutsch reaches both live.
  const dave = await registerViaApi(request);
  const live = `Servus ${Date.now()}`;
  const again = await request.post('/api/social/chat', {
    headers: bearer(dave.session),
    data: { text: live, room: 'de' },
  });
  expect(again.status()).toBe(201);
  await expect(line(ben.page, live)).toBeVisible();
  await expect(line(anna.page, live)).toBeVisible();

  // The choice survives a reload: Ben comes back to Deutsch and its history.
  await ben.page.reload();
  await openChat(ben.page);
  await expect(roomPicker(ben.page)).toHaveValue('de');
  await expect(line(ben.page, hallo)).toBeVisible();
  await expect(line(ben.page, live)).toBeVisible();
  await expect(line(ben.page, later)).toHaveCount(0);
});
