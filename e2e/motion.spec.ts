import { expect, type Locator, type Page, test } from '@playwright/test';
import { richPlayer, signedInPlayer, signIn, wearItem } from './helpers';

// Nothing on a page a player only looks at moves without end: an endless pulse on the balance chip,
// the home page's floating cards, the Live dot and the shop's cosmetics each kept a whole core of a
// machine without a GPU busy for as long as their page was open. What is in play (a spinner, reels
// spinning, a coin in the air) may move for as long as it lasts.

/** The page's running animations that never end, or end later than `limitMs` from now. */
function lastingAnimations(page: Page, limitMs: number) {
  return page.evaluate(
    (limit) =>
      document
        .getAnimations()
        .filter((animation) => animation.playState === 'running')
        .map((animation) => {
          const timing = animation.effect?.getComputedTiming();
          const left = Number(timing?.endTime ?? Number.POSITIVE_INFINITY) - Number(timing?.localTime ?? 0);
          return { name: (animation as CSSAnimation).animationName ?? 'script', left };
        })
        .filter(({ left }) => left > limit)
        .map(
          ({ name, left }) =>
            `${name} (${Number.isFinite(left) ? `${Math.round(left)} ms left` : 'endless'})`,
        ),
    limitMs,
  );
}

/** How many animations in `element` and below repeat without end. */
function endlessAnimations(element: Locator) {
  return element.evaluate(
    (root) =>
      root
        .getAnimations({ subtree: true })
        .filter((animation) => animation.effect?.getComputedTiming().iterations === Number.POSITIVE_INFINITY)
        .length,
  );
}

test.describe('motion', () => {
  test('no page moves without end while the player only looks', async ({ page, request }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    expect(await lastingAnimations(page, 20_000), 'the home page for guests').toEqual([]);

    await signedInPlayer(page, request, '/');
    for (const path of [
      '/',
      '/games/dice',
      '/games/slots',
      '/games/mines',
      '/games/coinflip',
      '/games/blackjack',
      '/shop',
      '/leaderboard',
      '/profile',
      '/fairness',
    ]) {
      await page.goto(path);
      await expect(page).toHaveURL(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      if (path === '/games/coinflip')
        await expect(page.locator('#main').getByText('Live', { exact: true })).toBeVisible();
      // Once it has loaded (a spinner may turn until then). 20 s: the cosmetics' longest, three 6 s
      // turns of a colour cycle.
      await expect.poll(() => lastingAnimations(page, 20_000), { message: path }).toEqual([]);
    }
  });

  test('the balance chip pulses when the balance changes, then holds still', async ({ page, request }) => {
    await signedInPlayer(page, request, '/games/dice');
    const chip = page.getByTestId('balance').first();
    await expect(chip).toHaveText('Balance: 100 FF');
    const chipAnimations = () => chip.evaluate((element) => element.getAnimations().length);
    const pulse = () =>
      chip.evaluate((element) => {
        const style = getComputedStyle(element);
        return `${style.animationName} x ${style.animationIterationCount}`;
      });
    expect(await pulse()).toBe('none x 1');
    expect(await chipAnimations()).toBe(0);

    await page.getByRole('button', { name: 'Roll Dice' }).click();
    await expect(chip).not.toHaveText('Balance: 100 FF', { timeout: 15_000 });
    // Two pulses of 1.6 s, which end on their own.
    expect(await pulse()).toBe('glow-pulse x 2');
    await expect.poll(chipAnimations).toBe(0);
  });

  test("a shop item's animation plays again while its card is pointed at", async ({ page, request }) => {
    await signedInPlayer(page, request, '/shop');
    const cards = page.getByTestId('shop-item');
    await expect(cards.first()).toBeVisible();
    // The first card whose art has an animation.
    const index = await cards.evaluateAll((elements) =>
      elements.findIndex((element) => element.getAnimations({ subtree: true }).length > 0),
    );
    expect(index, 'a shop item with an animated effect').toBeGreaterThanOrEqual(0);
    const card = cards.nth(index);
    const endless = () => endlessAnimations(card);
    expect(await endless()).toBe(0);
    await card.hover();
    await expect.poll(endless).toBeGreaterThan(0);
    await page.mouse.move(0, 0);
    await expect.poll(endless).toBe(0);
  });

  test('an equipped cosmetic plays again wherever it is shown, while it is pointed at', async ({
    page,
    request,
  }) => {
    const { session } = await richPlayer(request);
    await wearItem(request, session, 'avatar-golden-chip', 'avatar');
    await signIn(page, session, '/profile');
    // The profile's own large avatar, away from the shop: the face and what holds it.
    const avatar = page.locator('[data-avatar="avatar-golden-chip"]').last().locator('..');
    await expect(avatar).toBeVisible();
    const endless = () => endlessAnimations(avatar);
    await page.mouse.move(0, 0);
    expect(await endless()).toBe(0);
    // The profile may still shift as its stats arrive, moving the avatar from under a pointer that
    // was put on it: point again until it is under the pointer (CSS :hover starts the effects).
    await expect(async () => {
      await avatar.hover();
      expect(await endless()).toBeGreaterThan(0);
    }).toPass({ timeout: 15_000 });
    await page.mouse.move(0, 0);
    await expect.poll(endless).toBe(0);
  });
});
