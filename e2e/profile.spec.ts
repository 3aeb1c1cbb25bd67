import { expect, test } from '@playwright/test';
import { registerViaApi, signIn, uniqueUser } from './helpers';

test.describe('profile', () => {
  test('shows the player and updates the username through the API', async ({ page, request }) => {
    const { user, session } = await registerViaApi(request);
    await signIn(page, session, '/profile');

    await expect(page.getByTestId('profile-username')).toHaveText(user.username);
    await expect(page.getByRole('main').getByText(user.email).first()).toBeVisible();
    await expect(page.getByTestId('profile-created')).not.toHaveText('N/A');
    await expect(page.getByRole('main').getByText('Welcome bonus')).toBeVisible();

    const renamed = uniqueUser().username;
    const form = page.getByRole('form', { name: 'Update Profile' });
    await form.getByLabel('Username').fill(renamed);
    await form.getByRole('button', { name: 'Update Profile' }).click();
    await expect(form.getByRole('status')).toHaveText('Profile updated successfully');
    await expect(page.getByTestId('sidebar').getByText(renamed, { exact: true })).toBeVisible();
    const stored = await page.evaluate(() => JSON.parse(window.localStorage.getItem('userInfo') ?? 'null'));
    expect(stored.username).toBe(renamed);
  });

  test('change password validates and shows the server message', async ({ page, request }) => {
    const { session } = await registerViaApi(request);
    await signIn(page, session, '/profile');
    const form = page.getByRole('form', { name: 'Change Password' });

    await form.getByRole('button', { name: 'Change Password' }).click();
    await expect(form.getByRole('alert')).toHaveText('Please fill in all fields');

    await form.getByLabel('Current Password').fill('wrong-password');
    await form.getByRole('textbox', { name: 'New Password', exact: true }).fill('newsecret1');
    await form.getByLabel('Confirm New Password').fill('newsecret2');
    await form.getByRole('button', { name: 'Change Password' }).click();
    await expect(form.getByRole('alert')).toHaveText('Passwords do not match');

    await form.getByLabel('Confirm New Password').fill('newsecret1');
    await form.getByRole('button', { name: 'Change Password' }).click();
    await expect(form.getByRole('alert')).toHaveText('Current password is incorrect');
    await expect(page).toHaveURL('/profile');
  });

  test('Collection and Shop tabs', async ({ page, request }) => {
    const { session } = await registerViaApi(request);
    await signIn(page, session, '/profile');

    const tabs = page.getByRole('tablist', { name: 'Profile sections' });
    await expect(tabs.getByRole('tab')).toHaveText(['Profile', 'Collection', 'Shop']);
    await tabs.getByRole('tab', { name: 'Profile' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(tabs.getByRole('tab', { name: 'Collection' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText("You don't have any items yet")).toBeVisible();
    await expect(page.getByRole('tabpanel').getByRole('link', { name: 'Visit the Shop' })).toHaveAttribute(
      'href',
      '/shop',
    );

    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('heading', { name: 'Coming Soon!' })).toBeVisible();
    await expect(page.getByRole('row', { name: /Legendary/ })).toContainText('50,000 - 250,000 FF');
  });
});
