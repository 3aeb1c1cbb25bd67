import { expect, test } from '@playwright/test';
import type { Session } from '../src/contract/accounts';
import { bearer, registerViaApi, submitRegisterForm, type TestUser, uniqueUser } from './helpers';

test.describe('register', () => {
  test('validates in SPEC order, then signs the new player in with 100 FF', async ({ page }) => {
    const user = uniqueUser();
    await page.goto('/register');
    const alert = page.getByRole('main').getByRole('alert');

    await submitRegisterForm(page, {});
    await expect(alert).toHaveText('Please fill in all fields');

    await submitRegisterForm(page, { ...user, confirmPassword: '' });
    await expect(alert).toHaveText('Please fill in all fields');

    // A short password that also mismatches: the mismatch is reported first.
    await submitRegisterForm(page, { password: 'abc', confirmPassword: 'abd' });
    await expect(alert).toHaveText('Passwords do not match');

    await submitRegisterForm(page, { password: 'abc', confirmPassword: 'abc' });
    await expect(alert).toHaveText('Password must be at least 6 characters');

    await submitRegisterForm(page, { password: user.password, confirmPassword: user.password });
    await expect(page).toHaveURL('/');

    const sidebar = page.getByTestId('sidebar');
    await expect(sidebar.getByText(user.username, { exact: true })).toBeVisible();
    await expect(sidebar.getByText(user.email, { exact: true })).toBeVisible();
    await expect(sidebar.getByTestId('balance')).toHaveText('Balance: 100 FF');
    const stored = await page.evaluate(() => JSON.parse(window.localStorage.getItem('userInfo') ?? 'null'));
    expect(stored).toMatchObject({ username: user.username, funFunds: 100 });
    expect(typeof stored.token).toBe('string');
  });

  test('shows the server message when the username is taken', async ({ page, request }) => {
    const { user } = await registerViaApi(request);
    await page.goto('/register');
    await submitRegisterForm(page, {
      username: user.username,
      email: `other.${user.email}`,
      password: user.password,
      confirmPassword: user.password,
    });
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('Username is already taken');
    await expect(page).toHaveURL('/register');
  });

  test('the page lists the sign-up benefits and links to login', async ({ page }) => {
    await page.goto('/register');
    const main = page.getByRole('main');
    await expect(main.getByText('100 Fun Funds to start playing')).toBeVisible();
    await expect(main.getByText('Access to all games')).toBeVisible();
    await expect(main.getByText('Ability to buy virtual items')).toBeVisible();
    await expect(main.getByText(/No real money is involved/)).toBeVisible();
    await main.getByRole('link', { name: 'Login' }).click();
    await expect(page).toHaveURL('/login');
  });
});

test.describe('login and logout', () => {
  // Each test starts on the login page with a player of its own, registered through the API.
  let user: TestUser;
  let session: Session;
  test.beforeEach(async ({ page, request }) => {
    ({ user, session } = await registerViaApi(request));
    await page.goto('/login');
  });

  test('a wrong password shows the server message and empty fields the client one', async ({ page }) => {
    const main = page.getByRole('main');

    await main.getByRole('button', { name: 'Login' }).click();
    await expect(main.getByRole('alert')).toHaveText('Please fill in all fields');

    await main.getByLabel('Email').fill(user.email);
    await main.getByLabel('Password').fill('not-the-password');
    await main.getByRole('button', { name: 'Login' }).click();
    await expect(main.getByRole('alert')).toHaveText('Invalid email or password');
    await expect(page).toHaveURL('/login');
    await expect(main.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
  });

  test('logging in goes home; logging out returns to /login and the guards apply again', async ({ page }) => {
    const main = page.getByRole('main');
    await main.getByLabel('Email').fill(user.email);
    await main.getByLabel('Password').fill(user.password);
    await main.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByTestId('sidebar').getByText(user.username, { exact: true })).toBeVisible();

    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();

    await page.getByTestId('sidebar').getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL('/login');
    await expect(page.getByTestId('sidebar').getByText(user.username)).toHaveCount(0);
    expect(await page.evaluate(() => window.localStorage.getItem('userInfo'))).toBeNull();

    await page.goto('/profile');
    await expect(page).toHaveURL('/login');
  });

  test('a stored session whose token was revoked is cleared silently on load', async ({ page, request }) => {
    const logout = await request.post('/api/auth/logout', { headers: bearer(session) });
    expect(logout.ok()).toBe(true);

    await page.evaluate((value) => window.localStorage.setItem('userInfo', JSON.stringify(value)), session);
    await page.goto('/profile');
    await expect(page).toHaveURL('/login');
    expect(await page.evaluate(() => window.localStorage.getItem('userInfo'))).toBeNull();
  });

  test('a start-up check that gets no answer keeps the stored session', async ({ page }) => {
    // The check cut short, as when the player leaves the page while it is under way, or the network
    // fails: only the server's word that the session is over signs out.
    await page.evaluate((value) => window.localStorage.setItem('userInfo', JSON.stringify(value)), session);
    await page.route('**/api/auth/profile', (route) => route.abort('failed'), { times: 1 });
    await page.goto('/profile');
    await expect(page).toHaveURL('/profile');
    await expect(page.getByTestId('balance').first()).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('userInfo'))).not.toBeNull();

    // The next load checks it again, and it holds.
    await page.reload();
    await expect(page).toHaveURL('/profile');
    await expect(page.getByTestId('balance').first()).toBeVisible();
  });
});
