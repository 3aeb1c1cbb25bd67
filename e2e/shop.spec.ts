import { expect, type Page, test } from '@playwright/test';
import {
  bearer,
  catalogueItem,
  registerViaApi,
  richPlayer,
  signedInPlayer,
  signIn,
  wearItem,
} from './helpers';

const card = (page: Page, slug: string) =>
  page.getByRole('region', { name: /\(\d+\)$/ }).locator(`[data-testid="shop-item"][data-slug="${slug}"]`);

test.describe('item shop', () => {
  test('buy an avatar, see the balance fall, find it in the collection, equip it and wear it', async ({
    page,
    request,
  }) => {
    await signedInPlayer(page, request, '/shop', { rich: true });

    await expect(page.getByRole('heading', { name: 'Item Shop', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Featured Items' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Rarity Guide' })).toBeVisible();
    for (const title of ['Avatars', 'Borders', 'Name Colors', 'Backgrounds', 'Badges', 'Special Items']) {
      await expect(page.getByRole('heading', { name: new RegExp(`^${title} \\(\\d+\\)$`) })).toBeVisible();
    }
    await expect(page.getByTestId('shop-balance')).toHaveText('1,000 FF');

    const clover = card(page, 'avatar-lucky-clover');
    await expect(clover).toContainText('Lucky Clover');
    await expect(clover).toContainText('Common');
    await expect(clover).toContainText('150 FF');
    // A purchase is confirmed first; Cancel buys nothing.
    await clover.getByRole('button', { name: /Purchase/ }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm purchase' });
    await expect(confirm).toContainText('Buy Lucky Clover for 150 FF? Your balance will be 850 FF.');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByTestId('shop-balance')).toHaveText('1,000 FF');
    await clover.getByRole('button', { name: /Purchase/ }).click();
    await confirm.getByRole('button', { name: 'Buy for 150 FF' }).click();

    await expect(page.getByTestId('shop-status').getByRole('status')).toHaveText(
      'Purchase successful! Lucky Clover is now in your collection.',
    );
    // The result shows on the item itself too, with a way to put it on.
    await expect(clover.getByTestId('shop-item-notice')).toContainText(
      'Lucky Clover is now in your collection.',
    );
    await expect(clover.getByRole('button', { name: 'Equip Lucky Clover' })).toBeVisible();
    await expect(page.getByTestId('shop-balance')).toHaveText('850 FF');
    await expect(page.getByTestId('sidebar').getByTestId('balance')).toContainText('850 FF');
    await expect(clover.getByRole('button', { name: /Owned/ })).toBeDisabled();

    // The sidebar shows the plain avatar until the item is equipped.
    const sidebarUser = page.getByTestId('sidebar-user');
    await expect(sidebarUser.locator('[data-avatar]')).toHaveCount(0);

    await page.goto('/profile?tab=collection');
    await expect(page.getByRole('tab', { name: 'Collection' })).toHaveAttribute('aria-selected', 'true');
    const owned = page.locator('[data-testid="collection-item"][data-slug="avatar-lucky-clover"]');
    await expect(owned).toContainText('Lucky Clover');
    await expect(owned).toContainText('40%');
    await expect(page.getByTestId('slot-avatar')).toContainText('Nothing equipped');

    await owned.getByRole('button', { name: 'Equip Lucky Clover' }).click();
    await expect(owned).toHaveAttribute('data-equipped', 'true');
    await expect(page.getByTestId('slot-avatar')).toContainText('Lucky Clover');
    await expect(sidebarUser.locator('[data-avatar="avatar-lucky-clover"]')).toBeVisible();

    // Stored on the server: a fresh page load still wears it.
    await page.reload();
    await expect(
      page.getByTestId('sidebar-user').locator('[data-avatar="avatar-lucky-clover"]'),
    ).toBeVisible();

    await page.getByRole('button', { name: 'Unequip Lucky Clover' }).first().click();
    await expect(page.getByTestId('slot-avatar')).toContainText('Nothing equipped');
    await expect(page.getByTestId('sidebar-user').locator('[data-avatar]')).toHaveCount(0);
  });

  test('Equip on the bought item puts it on at once', async ({ page, request }) => {
    await signedInPlayer(page, request, '/shop', { rich: true });
    const clover = card(page, 'avatar-lucky-clover');
    await clover.getByRole('button', { name: /Purchase/ }).click();
    await page
      .getByRole('dialog', { name: 'Confirm purchase' })
      .getByRole('button', { name: /^Buy for/ })
      .click();
    await clover.getByRole('button', { name: 'Equip Lucky Clover' }).click();
    await expect(clover.getByTestId('shop-item-notice')).toContainText('Lucky Clover equipped.');
    await expect(clover.getByRole('button', { name: 'Lucky Clover is equipped' })).toBeDisabled();
    await expect(
      page.getByTestId('sidebar-user').locator('[data-avatar="avatar-lucky-clover"]'),
    ).toBeVisible();
  });

  test('a failed first load of what the player wears is tried again', async ({ page, request }) => {
    const { session } = await richPlayer(request);
    await wearItem(request, session, 'avatar-lucky-clover', 'avatar');

    // The shell reads what the player wears as others see it (with a worn achievement badge).
    let calls = 0;
    await page.route(`**/api/users/${session._id}/achievements`, async (route) => {
      calls += 1;
      if (calls === 1) await route.fulfill({ status: 503, json: { message: 'Service unavailable' } });
      else await route.continue();
    });
    await signIn(page, session, '/');
    const sidebarUser = page.getByTestId('sidebar-user');
    await expect(sidebarUser).toBeVisible();
    await expect(sidebarUser.locator('[data-avatar="avatar-lucky-clover"]')).toBeVisible();
    expect(calls).toBeGreaterThanOrEqual(2);
  });

  test('Not Enough Funds, and the server refusing a purchase the page thought affordable', async ({
    page,
    request,
  }) => {
    const { session } = await signedInPlayer(page, request, '/shop', { rich: true });

    await expect(page.getByTestId('shop-balance')).toHaveText('1,000 FF');
    const gold = card(page, 'border-treasure-gold');
    await expect(gold).toContainText('6,000 FF');
    await expect(gold.getByRole('button', { name: /Not Enough Funds/ })).toBeDisabled();
    const ring = card(page, 'border-silver-ring');
    const buy = ring.getByRole('button', { name: /Purchase/ });
    await expect(buy).toBeEnabled();

    // Spend the funds elsewhere: the page still shows 1,000 FF, the server knows better.
    const streak = await catalogueItem(request, 'badge-hot-streak');
    expect((await request.post(`/api/shop/purchase/${streak._id}`, { headers: bearer(session) })).ok()).toBe(
      true,
    );
    await buy.click();
    await page
      .getByRole('dialog', { name: 'Confirm purchase' })
      .getByRole('button', { name: /^Buy for/ })
      .click();
    await expect(page.getByTestId('shop-status').getByRole('alert')).toHaveText(
      "You don't have enough Fun Funds for this purchase",
    );
    await expect(ring.getByTestId('shop-item-notice')).toHaveText(
      "You don't have enough Fun Funds for this purchase",
    );
    // The page then learns the real balance, and the ring is out of reach.
    await expect(page.getByTestId('shop-balance')).toHaveText('50 FF');
    await expect(ring.getByRole('button', { name: /Not Enough Funds/ })).toBeDisabled();
  });

  test('shows the sample items, not purchasable, when the list cannot load', async ({ page, request }) => {
    const { session } = await registerViaApi(request);
    await page.route('**/api/shop/items', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Down"}' }),
    );
    await signIn(page, session, '/shop');

    await expect(page.getByTestId('shop-fallback')).toContainText(
      'These are sample items and cannot be purchased right now.',
    );
    const cards = page.getByRole('region', { name: /\(\d+\)$/ }).getByTestId('shop-item');
    await expect(cards).toHaveCount(6);
    const prices = await cards.locator('text=/FF$/').allTextContents();
    expect(prices.map((text) => Number(text.replace(/[^0-9]/g, ''))).sort((a, b) => a - b)).toEqual([
      1500, 3000, 5000, 7500, 25000, 100000,
    ]);
    for (const button of await cards.getByRole('button').all()) {
      await expect(button).toBeDisabled();
      await expect(button).toHaveText('Unavailable');
    }
    await expect(page.getByRole('main').getByRole('button', { name: /^Purchase/ })).toHaveCount(0);
  });
});
