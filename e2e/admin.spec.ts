import { expect, type Page, test } from '@playwright/test';
import type { ChatMessage } from '../src/contract/social';
import { adminSession } from './admin-helpers';
import { registerViaApi, signedInPlayer, signIn } from './helpers';

/** Waits for the user list's answer whose query matches `wanted` (e.g. after=…), while `act` runs. */
async function usersAnswer(
  page: Page,
  wanted: (query: URLSearchParams) => boolean,
  act: () => Promise<void>,
) {
  const answered = page.waitForResponse(
    (response) => response.url().includes('/api/users?') && wanted(new URL(response.url()).searchParams),
  );
  await act();
  await answered;
}

async function findUserRow(page: Page, username: string) {
  // The search runs on the server a moment after typing; until its answer lands the unfiltered rows
  // are still shown, and they move when it does, so a click before then can miss its button.
  const searched = page.waitForResponse(
    (response) =>
      response.url().includes('/api/users?') &&
      new URL(response.url()).searchParams.get('search') === username,
  );
  await page.getByLabel('Search users').fill(username);
  await searched;
  await expect(page.locator('tr[data-user]')).toHaveCount(1);
  const row = page.locator(`tr[data-user="${username}"]`);
  await expect(row).toBeVisible();
  return row;
}

test.describe('admin panel', () => {
  test('an admin bans a player, who is signed out on their next call', async ({ page, browser, request }) => {
    const admin = await adminSession(request);
    const { user: victim, session: victimSession } = await registerViaApi(request);

    const victimContext = await browser.newContext();
    const victimPage = await victimContext.newPage();
    await signIn(victimPage, victimSession, '/games/dice');
    await expect(victimPage.getByRole('button', { name: 'Roll Dice' })).toBeVisible();

    await signIn(page, admin, '/admin');
    await expect(page.getByRole('heading', { name: 'Admin Panel', level: 1 })).toBeVisible();
    const row = await findUserRow(page, victim.username);
    await expect(row.getByText('User', { exact: true })).toBeVisible();
    await row.getByRole('button', { name: `Ban: ${victim.username}` }).click();
    await expect(page.getByRole('status')).toContainText(`${victim.username} is banned`);
    await expect(row.getByText('Banned')).toBeVisible();
    await expect(row.getByRole('button', { name: `Unban: ${victim.username}` })).toBeVisible();

    // The ban closes the victim's socket; the page asks who it is, learns the session is over and
    // signs out without waiting for the player's next move.
    await expect(victimPage).toHaveURL('/login');
    await expect(victimPage.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    expect(await victimPage.evaluate(() => window.localStorage.getItem('userInfo'))).toBeNull();
    await victimContext.close();

    // The admin cannot ban themselves: their own Ban button is disabled.
    const own = await findUserRow(page, admin.username);
    await expect(own.getByRole('button', { name: `Ban: ${admin.username}` })).toBeDisabled();
  });

  test('adds funds with the prompt defaulting to 100, and the audit log shows each action', async ({
    page,
    request,
  }) => {
    const admin = await adminSession(request);
    const { user } = await registerViaApi(request);
    await signIn(page, admin, '/admin');

    const row = await findUserRow(page, user.username);
    await expect(row.getByText('100 FF')).toBeVisible();
    await row.getByRole('button', { name: `Add funds: ${user.username}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Funds' });
    await expect(dialog.getByLabel('Amount')).toHaveValue('100');
    await dialog.getByLabel('Amount').fill('lots');
    await dialog.getByRole('button', { name: 'Add Funds' }).click();
    await expect(dialog.getByText('Please enter a number')).toBeVisible();
    await dialog.getByLabel('Amount').fill('0');
    await dialog.getByRole('button', { name: 'Add Funds' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(
      'Failed to update user funds: Amount must be greater than 0',
    );
    await dialog.getByLabel('Amount').fill('100');
    await dialog.getByLabel('Reason').fill('Weekly tournament');
    await dialog.getByRole('button', { name: 'Add Funds' }).click();
    await expect(dialog).toBeHidden();
    await expect(row.getByText('200 FF')).toBeVisible();

    await row.getByRole('button', { name: `Make admin: ${user.username}` }).click();
    await expect(row.getByText('Admin', { exact: true })).toBeVisible();

    await page.getByRole('tab', { name: 'Audit Log' }).click();
    const log = page.getByRole('tabpanel');
    const promoted = log
      .getByRole('row')
      .filter({ hasText: user.username })
      .filter({ hasText: 'Made admin' });
    await expect(promoted).toContainText(admin.username);
    const funded = log.getByRole('row').filter({ hasText: user.username }).filter({ hasText: 'Added funds' });
    await expect(funded).toContainText('Added 100 FF: Weekly tournament');
  });

  test('pages through a search and the whole list by key', async ({ page, request }) => {
    const admin = await adminSession(request);
    const prefix = `pg${Math.random().toString(36).slice(2, 7)}_`;
    const names = Array.from({ length: 25 }, (_, i) => `${prefix}${String(i).padStart(2, '0')}`);
    // One after another, so that ids follow the names.
    for (const username of names) {
      await registerViaApi(request, {
        username,
        email: `${username}@paging.e2e.test`,
        password: 'secret123',
      });
    }
    await signIn(page, admin, '/admin');
    const rows = page.locator('tr[data-user]');
    const pager = page.getByRole('navigation', { name: 'User pages' });
    const shownNames = () => rows.evaluateAll((list) => list.map((row) => row.getAttribute('data-user')));
    const pageButton = (name: string) => pager.getByRole('button', { name });
    /** Clicks the pager's `name` button and waits for the list call it makes. */
    const turn = (name: string, wanted: (query: URLSearchParams) => boolean) =>
      usersAnswer(page, wanted, () => pageButton(name).click());
    /** The list shows exactly these players, in this order. */
    const expectShown = async (expected: string[]) => {
      await expect(rows).toHaveCount(expected.length);
      await expect.poll(shownNames).toEqual(expected);
    };

    await usersAnswer(
      page,
      (query) => query.get('search') === prefix,
      () => page.getByLabel('Search users').fill(prefix),
    );
    await expectShown(names.slice(0, 20));
    await expect(pager).toContainText('20 shown of 25 users');
    await expect(pageButton('Previous')).toBeDisabled();

    await turn('Next', (query) => query.has('after'));
    await expectShown(names.slice(20));
    await expect(pageButton('Next')).toBeDisabled();

    await turn('Previous', (query) => query.has('before'));
    await expectShown(names.slice(0, 20));

    // The last page is full: the last twenty matches.
    await turn('Last', (query) => query.get('last') === 'true');
    await expectShown(names.slice(5));
    await expect(pageButton('Next')).toBeDisabled();
    await turn('First', (query) => !query.has('after') && !query.has('before') && !query.has('last'));
    await expectShown(names.slice(0, 20));

    // Without a search: every player by id, more than one page of them.
    await usersAnswer(
      page,
      (query) => !query.has('search'),
      () => page.getByLabel('Search users').fill(''),
    );
    await expect(rows).toHaveCount(20);
    await expect(pageButton('Previous')).toBeDisabled();
    await turn('Next', (query) => query.has('after') && !query.has('search'));
    await expect(pageButton('Previous')).toBeEnabled();
  });

  test('a non-admin is sent away from /admin', async ({ page, request }) => {
    await signedInPlayer(page, request, '/admin');
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('link', { name: 'Admin Panel' })).toHaveCount(0);
  });

  test('chat moderation lists messages and deletes one', async ({ page, request }) => {
    const admin = await adminSession(request);
    const cosmetics = { avatar: null, border: null, background: null, badge: null, nameColor: null };
    let messages: ChatMessage[] = [
      {
        id: 12,
        sender: { id: 5, username: 'loud_larry', profilePicture: null, cosmetics },
        text: '<b>buy cheap FF here</b>',
        kind: 'text',
        timestamp: new Date().toISOString(),
      },
      {
        id: 11,
        sender: { id: 6, username: 'kind_kim', profilePicture: null, cosmetics },
        text: 'gg everyone',
        kind: 'text',
        timestamp: new Date().toISOString(),
      },
    ];
    const deleted: number[] = [];
    // The chat server is built on another branch: only its two admin calls are stubbed here.
    await page.route('**/api/social/chat/all*', (route) => route.fulfill({ json: { messages } }));
    await page.route('**/api/social/chat/*', async (route) => {
      if (route.request().method() !== 'DELETE') return route.fallback();
      const id = Number(new URL(route.request().url()).pathname.split('/').pop());
      expect(route.request().headers().authorization).toBe(`Bearer ${admin.token}`);
      deleted.push(id);
      messages = messages.filter((message) => message.id !== id);
      return route.fulfill({ json: { message: 'Message deleted' } });
    });

    await signIn(page, admin, '/admin');
    await page.getByRole('tab', { name: 'Chat Moderation' }).click();
    const panel = page.getByRole('tabpanel');
    // Text is shown as text, never as markup.
    await expect(panel.getByText('<b>buy cheap FF here</b>')).toBeVisible();
    await expect(panel.getByText('kind_kim')).toBeVisible();

    await panel.getByRole('button', { name: 'Delete message from loud_larry' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Message' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(panel.getByText('<b>buy cheap FF here</b>')).toBeHidden();
    await expect(panel.getByText('gg everyone')).toBeVisible();
    expect(deleted).toEqual([12]);
  });

  test('chat moderation shows the failure text when a delete fails', async ({ page, request }) => {
    const admin = await adminSession(request);
    const cosmetics = { avatar: null, border: null, background: null, badge: null, nameColor: null };
    const message: ChatMessage = {
      id: 3,
      sender: { id: 5, username: 'someone', profilePicture: null, cosmetics },
      text: 'hello',
      kind: 'text',
      timestamp: new Date().toISOString(),
    };
    // Stubs of the chat branch's two admin calls, as above.
    await page.route('**/api/social/chat/all*', (route) => route.fulfill({ json: { messages: [message] } }));
    await page.route('**/api/social/chat/*', (route) =>
      route.request().method() === 'DELETE'
        ? route.fulfill({ status: 404, json: { message: 'Message not found' } })
        : route.fallback(),
    );
    await signIn(page, admin, '/admin');
    await page.getByRole('tab', { name: 'Chat Moderation' }).click();
    await page.getByRole('button', { name: 'Delete message from someone' }).click();
    await page
      .getByRole('dialog', { name: 'Delete Message' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(page.getByRole('alert')).toHaveText('Failed to delete message: Message not found');
  });
});
