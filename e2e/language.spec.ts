import { expect, test } from '@playwright/test';
import type { PublicUser } from '../src/contract/accounts';
import { adminSession, grantFunds } from './admin-helpers';
import { registerViaApi, signIn, uniqueUser, wearItem } from './helpers';

// Issue 39: the language picker. A guest switches to German and the shell's texts follow at once; a
// reload keeps the choice (local storage). A signed-in player's choice is kept in their profile, so a
// fresh browser (no local storage) shows their language after signing in.

test.describe('language picker', () => {
  test('a guest switches to German, the texts change, and a reload keeps it', async ({ page }) => {
    await page.goto('/');
    const picker = page.getByTestId('language-picker');
    await expect(picker).toHaveValue('en');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    // Each language by its own name.
    await expect(picker.locator('option')).toHaveText([
      'English',
      'Español',
      'Português (Brasil)',
      'Deutsch',
    ]);

    await picker.selectOption('de');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('navigation', { name: 'Hauptmenü' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Bestenliste' }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Anmelden' }).first()).toBeVisible();

    await page.reload();
    await expect(page.getByTestId('language-picker')).toHaveValue('de');
    await expect(page.getByRole('navigation', { name: 'Hauptmenü' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');

    // The keyboard reaches it and changes it.
    await page.getByTestId('language-picker').focus();
    await page.getByTestId('language-picker').selectOption('es');
    await expect(page.getByRole('navigation', { name: 'Principal' })).toBeVisible();
  });

  test("a player's choice is kept in their profile, across a fresh browser", async ({
    page,
    browser,
    baseURL,
  }) => {
    // Two browsers and a registration: more than the default minute on a loaded machine.
    test.setTimeout(150_000);
    const user = uniqueUser();
    // A guest who chose Portuguese registers: the choice goes to the new profile.
    await page.goto('/');
    await page.getByTestId('language-picker').selectOption('pt-BR');
    await page.goto('/register');
    await page.getByLabel('Nome de usuário').fill(user.username);
    await page.getByLabel('E-mail').fill(user.email);
    await page.getByLabel('Senha', { exact: true }).fill(user.password);
    await page.getByLabel('Confirmar senha').fill(user.password);
    await page.getByRole('button', { name: 'Cadastrar' }).click();
    await expect(page).toHaveURL('/');
    /** The language the player's profile holds now. */
    const savedLocale = async () => {
      const stored = await page.evaluate(() => window.localStorage.getItem('userInfo'));
      const token = stored ? (JSON.parse(stored) as { token: string }).token : '';
      const answer = await page.request.get('/api/users/me', {
        headers: { Authorization: `Bearer ${token}` },
      });
      return ((await answer.json()) as PublicUser).locale;
    };
    await expect.poll(savedLocale).toBe('pt-BR');

    // Then they pick German, which the profile keeps (saved before the other browser signs in).
    await page.getByTestId('language-picker').selectOption('de');
    await expect(page.getByRole('navigation', { name: 'Hauptmenü' })).toBeVisible();
    await expect.poll(savedLocale).toBe('de');

    // A fresh browser (English by its own settings) signs in and gets German.
    // A new context does not take the config's `use`: it gets the base URL and desktop size here.
    const fresh = await browser.newContext({
      baseURL,
      locale: 'en-US',
      viewport: { width: 1440, height: 900 },
    });
    const other = await fresh.newPage();
    await other.goto('/login');
    await expect(other.getByTestId('language-picker')).toHaveValue('en');
    await other.getByLabel('Email').fill(user.email);
    await other.getByLabel('Password', { exact: true }).fill(user.password);
    await other.getByRole('button', { name: 'Login' }).click();
    await expect(other.getByTestId('language-picker')).toHaveValue('de');
    await expect(other.getByRole('navigation', { name: 'Hauptmenü' })).toBeVisible();
    await other.reload();
    await expect(other.getByTestId('language-picker')).toHaveValue('de');
    await fresh.close();
  });
});

// What the server writes (notifications, shop items, ledger rows) is English; the web writes its own words
// from their kind, slug and data in the player's language.
test.describe("the server's texts in the player's language", () => {
  test('a German player gets an admin grant as a German toast and inbox item, and sees the shop and ledger in German', async ({
    page,
    request,
  }) => {
    const { session } = await registerViaApi(request);
    await signIn(page, session, '/', { 'ff:locale': JSON.stringify('de') });
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByTestId('notification-toasts')).toHaveAttribute('data-live', 'true');

    const admin = await adminSession(request);
    await grantFunds(request, admin, session._id, 1234);
    const toast = page.getByTestId('notification-toast');
    await expect(toast).toContainText('Fun Funds gutgeschrieben');
    // The amount as German writes it; the admin's reason as the admin wrote it.
    await expect(toast).toContainText('Ein Admin hat dir 1.234 FF gutgeschrieben: e2e setup');

    const bar = page.getByRole('banner').filter({ has: page.getByTestId('page-title') });
    const bell = bar.getByTestId('notification-bell');
    await expect(bell).toHaveAccessibleName('Benachrichtigungen (1 ungelesen)');
    await bell.click();
    const item = bar.getByTestId('inbox-panel').getByTestId('inbox-item');
    await expect(item).toHaveCount(1);
    await expect(item).toContainText('Fun Funds gutgeschrieben');
    await expect(item).toContainText('Ein Admin hat dir 1.234 FF gutgeschrieben: e2e setup');
    await page.keyboard.press('Escape');

    // The shop's items by their slugs.
    await page.goto('/shop');
    const clover = page.locator('[data-testid="shop-item"][data-slug="avatar-lucky-clover"]');
    await expect(clover.getByRole('heading')).toHaveText('Glücksklee');
    await expect(clover).toContainText('Ein vierblättriges Kleeblatt für alle, die an ihr Glück glauben.');
    const captain = page.locator('[data-testid="shop-item"][data-slug="avatar-pirate-captain"]');
    await expect(captain.getByRole('heading')).toHaveText('Piratenkapitän');
    await expect(captain).toContainText('Piratenschatz');

    // A badge bought and worn: named by its slug beside the player's name, and its purchase in the ledger.
    await wearItem(request, session, 'badge-hot-streak', 'badge');

    // The ledger: the welcome bonus and the grant, read back from the server's English.
    await page.goto('/profile');
    await expect(page.getByText('Willkommensbonus')).toBeVisible();
    await expect(page.getByText(`Von ${admin.username} gutgeschrieben: e2e setup`)).toBeVisible();
    await expect(page.getByText('Glückssträhne gekauft')).toBeVisible();
    const badge = page.locator('[data-badge="badge-hot-streak"]').first();
    await expect(badge).toHaveAttribute('aria-label', 'Abzeichen Glückssträhne');
    await expect(badge).toHaveAttribute('title', 'Glückssträhne');
  });
});
