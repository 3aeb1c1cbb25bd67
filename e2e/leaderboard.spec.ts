import { expect, type Locator, type Page, test } from '@playwright/test';
import { adminSession, grantFunds } from './admin-helpers';
import { registerViaApi, signIn } from './helpers';

/** The row of `username` in the list of the open tab. */
const rowOf = (page: Page, username: string) =>
  page.getByRole('tabpanel').getByRole('row').filter({ hasText: username });

/** Fills in the dialog's Value and submits it with `button`. */
async function submitValue(dialog: Locator, value: string, button: string) {
  await dialog.getByLabel('Value').fill(value);
  await dialog.getByRole('button', { name: button }).click();
}

test.describe('leaderboards', () => {
  test('guests can read both lists', async ({ page, request }) => {
    const admin = await adminSession(request);
    const { user, session } = await registerViaApi(request);
    await grantFunds(request, admin, session._id, 900_000);
    const win = await request.post('/api/leaderboard', {
      headers: { authorization: `Bearer ${admin.token}` },
      data: { userId: session._id, category: 'largest_win', value: 7_000_000, gameType: 'slots' },
    });
    expect(win.status()).toBe(201);

    await page.goto('/leaderboard');
    await expect(page.getByRole('heading', { name: 'Leaderboards', level: 1 })).toBeVisible();
    const panel = page.getByRole('tabpanel');
    await expect(panel.getByRole('columnheader', { name: 'Balance' })).toBeVisible();
    const row = rowOf(page, user.username);
    await expect(row).toContainText('900,100 FF');
    await expect(page.getByRole('button', { name: 'Add New Entry' })).toHaveCount(0);
    await expect(row.getByRole('button', { name: /Edit/ })).toHaveCount(0);

    await page.getByRole('tab', { name: 'Largest Win' }).click();
    await expect(panel.getByRole('columnheader', { name: 'Win Amount' })).toBeVisible();
    await expect(panel.getByRole('columnheader', { name: 'Game' })).toBeVisible();
    const winRow = rowOf(page, user.username);
    await expect(winRow).toContainText('7,000,000 FF');
    await expect(winRow).toContainText('Slots');
  });

  test('an admin edits an entry, with the form validated', async ({ page, request }) => {
    const admin = await adminSession(request);
    const { user, session } = await registerViaApi(request);
    await grantFunds(request, admin, session._id, 800_000);

    await signIn(page, admin, '/leaderboard');
    await expect(page.getByRole('heading', { name: 'Admin Controls' })).toBeVisible();
    for (const name of ['Add New Entry', 'Refresh Data', 'Update from Transactions']) {
      await expect(page.getByRole('button', { name })).toBeVisible();
    }
    await expect(page.getByRole('button', { name: 'Clear Biggest Win Leaderboard' })).toHaveCount(0);

    await page.getByRole('button', { name: `Edit ${user.username}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Leaderboard Entry' });
    await submitValue(dialog, '-1', 'Save Changes');
    await expect(dialog.getByText('Value must be at least 0')).toBeVisible();
    await submitValue(dialog, '12.345', 'Save Changes');
    await expect(dialog.getByText('Value must be a multiple of 0.01')).toBeVisible();
    await submitValue(dialog, '987654.32', 'Save Changes');
    await expect(dialog).toBeHidden();

    const row = rowOf(page, user.username);
    await expect(row).toContainText('987,654.32 FF');
    await expect(row).toContainText('Edited');
    // It is stored: a fresh load shows it too.
    await page.reload();
    await expect(rowOf(page, user.username)).toContainText('987,654.32 FF');
  });

  test('an admin adds a Largest Win entry and deletes it after confirming', async ({ page, request }) => {
    const admin = await adminSession(request);
    const { user } = await registerViaApi(request);
    await signIn(page, admin, '/leaderboard');
    await page.getByRole('tab', { name: 'Largest Win' }).click();
    await expect(page.getByRole('button', { name: 'Clear Biggest Win Leaderboard' })).toBeVisible();

    await page.getByRole('button', { name: 'Add New Entry' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Entry' });
    await dialog.getByRole('button', { name: 'Add Entry' }).click();
    await expect(dialog.getByText('User is required')).toBeVisible();
    await expect(dialog.getByText('Value is required')).toBeVisible();
    await dialog.getByLabel('Find a player').fill(user.username);
    const userSelect = dialog.getByLabel('User');
    await expect(userSelect.getByRole('option', { name: new RegExp(user.username) })).toBeAttached();
    await userSelect.selectOption({ label: `${user.username} (${user.email})` });
    await expect(dialog.getByLabel('Category')).toHaveValue('largest_win');
    await dialog.getByLabel('Game Type').selectOption('mines');
    await submitValue(dialog, '5000000', 'Add Entry');
    await expect(dialog).toBeHidden();

    const row = rowOf(page, user.username);
    await expect(row).toContainText('5,000,000 FF');
    await expect(row).toContainText('Mines');

    await row.getByRole('button', { name: `Delete ${user.username}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Entry' });
    await expect(confirm).toContainText('Are you sure you want to delete this leaderboard entry?');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(row).toBeVisible();

    await row.getByRole('button', { name: `Delete ${user.username}` }).click();
    await page.getByRole('dialog', { name: 'Delete Entry' }).getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('status')).toHaveText('Leaderboard entry deleted');
    await expect(row).toHaveCount(0);
  });
});
