import { expect, test } from '@playwright/test';
import type { Session } from '../src/contract/accounts';
import { bearer, registerViaApi, signedInPlayer, signIn, uniqueUser } from './helpers';

test.describe('profile', () => {
  test('shows the player and updates the username through the API', async ({ page, request }) => {
    const { user } = await signedInPlayer(page, request, '/profile');

    await expect(page.getByTestId('profile-username')).toHaveText(user.username);
    await expect(page.getByRole('main').getByText(user.email).first()).toBeVisible();
    await expect(page.getByTestId('profile-created')).not.toHaveText('N/A');
    await expect(page.getByRole('main').getByText('Welcome bonus')).toBeVisible();

    const renamed = uniqueUser().username;
    const form = page.getByRole('form', { name: 'Update Profile' });
    await form.getByLabel('Username').fill(renamed);
    await form.getByRole('button', { name: 'Update Profile' }).click();
    await expect(form.getByRole('alert')).toHaveText(
      'Current password is required to change your username or email',
    );
    await form.getByLabel('Current Password').fill(user.password);
    await form.getByRole('button', { name: 'Update Profile' }).click();
    await expect(form.getByRole('status')).toHaveText('Profile updated successfully');
    // Asked for with a change only: once saved, the field goes.
    await expect(form.getByLabel('Current Password')).toHaveCount(0);
    await expect(page.getByTestId('sidebar').getByText(renamed, { exact: true })).toBeVisible();
    const stored = await page.evaluate(() => JSON.parse(window.localStorage.getItem('userInfo') ?? 'null'));
    expect(stored.username).toBe(renamed);
  });

  test('change password validates and shows the server message', async ({ page, request }) => {
    await signedInPlayer(page, request, '/profile');
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
    await signedInPlayer(page, request, '/profile');

    const tabs = page.getByRole('tablist', { name: 'Profile sections' });
    await expect(tabs.getByRole('tab')).toHaveText(['Profile', 'Collection', 'Shop', 'Achievements']);
    await tabs.getByRole('tab', { name: 'Profile' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(tabs.getByRole('tab', { name: 'Collection' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText("You don't have any items yet")).toBeVisible();
    await expect(page.getByRole('tabpanel').getByRole('link', { name: 'Visit the Shop' })).toHaveAttribute(
      'href',
      '/shop',
    );

    await expect(page).toHaveURL('/profile?tab=collection');

    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('heading', { name: 'Coming Soon!' })).toBeVisible();
    await expect(page).toHaveURL('/profile?tab=shop');
    await expect(page.getByRole('row', { name: /Legendary/ })).toContainText('50,000 - 250,000 FF');
  });

  test('changes the password, signs the other devices out, and logs in with the new one', async ({
    page,
    browser,
    request,
  }) => {
    const { user, session } = await registerViaApi(request);
    // Another device signed in before the change, with the app open.
    const elsewhere = await request.post('/api/auth/login', {
      data: { email: user.email, password: user.password },
    });
    const otherSession = (await elsewhere.json()) as Session;
    const otherToken = otherSession.token;
    const otherDevice = await browser.newContext();
    const otherPage = await otherDevice.newPage();
    // The friends list polls every 5 s, and a poll would end the stale session too: keep it out, so
    // that what signs this device out is the closed socket.
    await otherPage.route('**/api/social/friend*', (route) => route.abort());
    await signIn(otherPage, otherSession, '/games/dice');
    await expect(otherPage.getByTestId('sidebar').getByText(user.username, { exact: true })).toBeVisible();
    await signIn(page, session, '/profile');

    const form = page.getByRole('form', { name: 'Change Password' });
    await form.getByLabel('Current Password').fill(user.password);
    await form.getByRole('textbox', { name: 'New Password', exact: true }).fill('brand-new-pw');
    await form.getByLabel('Confirm New Password').fill('brand-new-pw');
    await form.getByRole('button', { name: 'Change Password' }).click();
    await expect(form.getByRole('status')).toHaveText('Password changed successfully');

    // The other device is signed out at once (its socket is closed), without a move of its own;
    // this page stays signed in.
    await expect(otherPage).toHaveURL('/login');
    expect(await otherPage.evaluate(() => window.localStorage.getItem('userInfo'))).toBeNull();
    await otherDevice.close();
    await page.reload();
    await expect(page.getByTestId('profile-username')).toHaveText(user.username);
    const stale = await request.get('/api/users/me', { headers: { Authorization: `Bearer ${otherToken}` } });
    expect(stale.status()).toBe(401);

    await page.getByTestId('sidebar').getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL('/login');
    const main = page.getByRole('main');
    await main.getByLabel('Email').fill(user.email);
    await main.getByLabel('Password').fill(user.password);
    await main.getByRole('button', { name: 'Login' }).click();
    await expect(main.getByRole('alert')).toHaveText('Invalid email or password');

    await main.getByLabel('Password').fill('brand-new-pw');
    await main.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByTestId('sidebar').getByText(user.username, { exact: true })).toBeVisible();
  });

  test('Update Profile shows clear errors', async ({ page, request }) => {
    const { user: other } = await registerViaApi(request);
    const { user, session } = await signedInPlayer(page, request, '/profile');
    const form = page.getByRole('form', { name: 'Update Profile' });
    const submit = form.getByRole('button', { name: 'Update Profile' });
    /** Fills one field, submits, and expects the form's refusal. */
    const refusedWith = async (label: string, value: string, message: string) => {
      await form.getByLabel(label).fill(value);
      await submit.click();
      await expect(form.getByRole('alert')).toHaveText(message);
    };

    await submit.click();
    await expect(form.getByRole('alert')).toHaveText('Nothing to update');

    await refusedWith('Username', '', 'Please fill in all fields');

    await refusedWith(
      'Username',
      other.username.toUpperCase(),
      'Current password is required to change your username or email',
    );
    await refusedWith('Current Password', 'wrong-password', 'Current password is incorrect');
    await refusedWith('Current Password', user.password, 'Username is already taken');

    await refusedWith(
      'Username',
      'no spaces allowed',
      'Username must be 3-20 characters: letters, digits and _ only',
    );

    await form.getByLabel('Username').fill(session.username);
    await refusedWith('Email', 'not-an-email', 'Please enter a valid email address');

    await refusedWith('Email', other.email, 'Email is already registered');

    // playwright.config.ts lists this address in ADMIN_EMAILS: no profile change takes it.
    await refusedWith('Email', 'admin@e2e.test', 'This email address is reserved');
    await expect(page.getByTestId('profile-username')).toHaveText(session.username);
  });

  test("Gaming Stats come from the player's own games", async ({ page, request }) => {
    const { session } = await signedInPlayer(page, request, '/profile');
    await expect(page.getByTestId('stat-games-played')).toHaveText('0');
    await expect(page.getByTestId('stat-favorite-game')).toHaveText('None yet');

    const bet = await request.post('/api/games/dice', {
      headers: bearer(session),
      data: { betAmount: 10, prediction: 'over', targetNumber: 3 },
    });
    expect(bet.ok()).toBe(true);
    const result = (await bet.json()) as { won: boolean; winAmount: number };

    await page.reload();
    await expect(page.getByTestId('stat-games-played')).toHaveText('1');
    await expect(page.getByTestId('stat-win-rate')).toHaveText(result.won ? '100%' : '0%');
    await expect(page.getByTestId('stat-favorite-game')).toHaveText('Dice');
    await expect(page.getByTestId('stat-total-winnings')).toHaveText(
      `${result.won ? result.winAmount - 10 : 0} FF`,
    );
  });
});
