import { expect, type Page, test } from '@playwright/test';
import { bearer, recordAnnouncements, registerViaApi, signIn } from './helpers';
import { type Played, play } from './locale-player';
import { englishLeftovers, LOCALES, type Locale, readCatalogues, readPage } from './locale-reading';

// Issue 39: a player who switches language gets every page in it. In every language, a signed-in
// player (made an admin, so that the admin pages are walked too) moves through every page of the app,
// its tabs and the top bar's panels, meets a form's refusal, a bet's result with its announcement and a
// live toast:
// - nothing runs off the side of the page, and no button or tab cuts its text (German and Portuguese
//   texts run longer than English): the game pages and the home page at a phone's and a laptop's size,
//   the others at a laptop's;
// - no English is left: no catalogue text of two words or more whose translation differs (its ICU
//   arguments taken out) is in the page's visible text, its title or the labels it gives controls.

const PHONE = { width: 390, height: 844 } as const;
const LAPTOP = { width: 1280, height: 720 } as const;
const GAME_PAGES = [
  '/games/dice',
  '/games/slots',
  '/games/mines',
  '/games/coinflip',
  '/games/blackjack',
  '/games/limbo',
  '/games/plinko',
  '/games/crash',
] as const;

// ---------------------------------------------------------------------------------------------------
// The English a page must not show in another language, from the catalogues.

/**
 * Waits until the page is drawn in its language: a new title (when it moved), the language set, no
 * button or panel still loading, a heading or control in the main part, and `ready` (data that arrives
 * after the page is drawn). Polled in the page, so that it goes on as soon as the page is there.
 */
async function settled(page: Page, locale: Locale, where: string, ready?: string, titleBefore?: string) {
  await page
    .waitForFunction(
      ([lang, waitFor, before]) => {
        const shown = (selector: string) =>
          [...document.querySelectorAll(selector)].some((element) => element.checkVisibility());
        return (
          (before === undefined || document.title !== before) &&
          document.documentElement.lang === lang &&
          !document.querySelector('main [aria-busy="true"]') &&
          // A panel's loading state (components/ui/spinner.tsx LoadingState) has gone.
          !shown('[role="status"]:has(> .animate-spin-slow)') &&
          shown('main :is(h1, h2, button, a)') &&
          (waitFor === undefined || shown(waitFor))
        );
      },
      [locale, ready, titleBefore] as const,
      { polling: 50, timeout: 15_000 },
    )
    .catch(() => {
      throw new Error(`${where}: the page was not drawn (title, language, loading, ${ready ?? 'content'})`);
    });
}

/**
 * Moves to `path` in the app, as a player does, rather than loading it again: the same pages at a
 * third of the cost. Each page has its own title, so a new title says the new page is drawn.
 */
async function moveTo(page: Page, path: string): Promise<string | undefined> {
  const before = await page.title();
  const moved = await page.evaluate((to) => {
    if (window.location.pathname === to) return false;
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
    return true;
  }, path);
  return moved ? before : undefined;
}

// ---------------------------------------------------------------------------------------------------
// The walk.

/** A catalogue text of the walk's language (plain `{name}` arguments filled in), to find a control by. */
type TextOf = (namespace: string, key: string, values?: Record<string, string>) => string;

interface View {
  name: string;
  open: (page: Page, text: TextOf) => Promise<void>;
  /** What must be there before the view is read (the dialog, the refusal, the data it loads). */
  ready?: string;
  close?: (page: Page) => Promise<void>;
}

interface Stop {
  path: string;
  /** What must be on the page before it is read (data that arrives after the page is drawn). */
  ready?: string;
  /** Each further view of the page (a tab, a dialog, a form's refusal), opened in turn and read. */
  views?: View[];
}

const tab = (id: string): View => ({
  name: id,
  open: async (page) => {
    await page.locator(`#${id}`).click();
    await expect(page.locator(`#${id}`)).toHaveAttribute('aria-selected', 'true');
  },
});

/** Presses Escape until what `selector` finds is gone (a dialog over a panel takes two). */
const escapeFrom = (selector: string) => async (page: Page) => {
  await expect(async () => {
    await page.keyboard.press('Escape');
    await expect(page.locator(selector).filter({ visible: true })).toHaveCount(0, { timeout: 1_000 });
  }).toPass();
};
const DIALOG = ':is(dialog[open], [role="dialog"])';
const closeDialog = escapeFrom(DIALOG);

/** A dialog opened by the button named by the catalogue's `namespace`/`key`. */
const dialog = (name: string, namespace: string, key: string, values?: Record<string, string>): View => ({
  name,
  open: (page, text) =>
    page
      .getByRole('button', { name: text(namespace, key, values), exact: true })
      .first()
      .click(),
  ready: DIALOG,
  close: closeDialog,
});

/** The dice page's bet form: a refused stake, then a bet with its result. */
const diceForm = (page: Page) => page.locator('form:has(#dice-bet-amount)');
const DICE_VIEWS: View[] = [
  {
    name: 'a refused stake',
    open: async (page) => {
      await page.locator('#dice-bet-amount').fill('0');
      await diceForm(page).locator('button[type="submit"]').click();
    },
    // The field's own message, or the form's alert.
    ready: ':is(#dice-bet-amount-error, main [role="alert"])',
  },
  {
    name: 'a bet',
    open: async (page) => {
      await page.locator('#dice-bet-amount').fill('5');
      await diceForm(page).locator('button[type="submit"]').click();
    },
    ready: '[data-testid="dice-outcome"]',
  },
  dialog('autobet', 'games', 'autoBet.button'),
];

function stops({ friend, betId, reported }: Played): Stop[] {
  return [
    { path: '/shop', ready: '[data-testid="shop-item"]' },
    {
      path: '/profile',
      // The ledger's rows: a bet's row links to the bet.
      ready: 'main a[href^="/bets/"]',
      views: [tab('profile-tab-collection'), tab('profile-tab-shop'), tab('profile-tab-achievements')],
    },
    {
      path: '/leaderboard',
      views: [tab('leaderboard-tab-largest_win'), dialog('new entry', 'common', 'leaderboardPage.addEntry')],
    },
    { path: '/races', ready: '[data-testid="race-standings"]' },
    { path: '/fairness', ready: '[data-testid="current-nonce"]' },
    { path: `/bets/${betId}` },
    {
      path: `/players/${friend._id}`,
      ready: '[data-testid="public-username"]',
      views: [dialog('tip', 'tips', 'tipName', { name: friend.username })],
    },
    {
      path: '/admin',
      views: [
        { ...tab('admin-tab-chat'), ready: `[data-testid="report-entry"][data-message="${reported}"]` },
        tab('admin-tab-audit'),
      ],
    },
    { path: '/no-such-page' },
  ];
}

/** The panels of the top bar, opened on the page the walk ends on. */
const panels = ({ player }: Played): View[] => [
  {
    name: 'the daily reward',
    open: (page) => page.getByRole('banner').getByTestId('daily-chest').click(),
    ready: '[data-testid="daily-panel"] [data-testid="mission"]',
    close: async (page) => {
      await page.keyboard.press('Escape');
      await expect(page.getByTestId('daily-panel')).toHaveCount(0);
    },
  },
  {
    name: 'the notifications',
    open: (page) => page.getByRole('banner').getByTestId('notification-bell').click(),
    ready: '[data-testid="inbox-panel"] [data-testid="inbox-item"]',
    close: async (page) => {
      await page.keyboard.press('Escape');
      await expect(page.getByTestId('inbox-panel')).toHaveCount(0);
    },
  },
  {
    name: 'the Social Hub',
    open: async (page) => {
      await page.locator('header:visible [data-social-toggle]').click();
      await tab('social-tab-friends').open(page, () => '');
    },
    // The request the toast told of, beside the friend.
    ready: '#social-hub [data-testid="friend-request"]',
    close: escapeFrom('#social-hub'),
  },
  {
    name: "the Social Hub's Add Friend",
    open: async (page, text) => {
      await page.locator('header:visible [data-social-toggle]').click();
      await page
        .locator('#social-hub')
        .getByRole('button', { name: text('social', 'addFriend') })
        .click();
    },
    ready: DIALOG,
    close: escapeFrom('#social-hub'),
  },
  {
    name: 'the account menu',
    open: (page, text) =>
      page
        .getByRole('button', { name: text('common', 'userMenu.label', { username: player.username }) })
        .click(),
    ready: '[data-testid="user-menu"]',
    close: escapeFrom('[data-testid="user-menu"]'),
  },
];

// Each language's walk has its own player and takes a minute or more: side by side on the run's workers,
// not one after the other on one (the suite's files run whole on a worker otherwise).
test.describe.configure({ mode: 'parallel' });

for (const locale of LOCALES) {
  test(`every page holds its layout and speaks only ${locale}`, async ({ page, request }) => {
    test.slow();
    const leftovers = locale === 'en' ? [] : englishLeftovers(locale);
    const catalogues = readCatalogues(locale);
    const textOf: TextOf = (namespace, key, values = {}) =>
      Object.entries(values).reduce(
        (text, [name, value]) => text.replace(`{${name}}`, value),
        catalogues.get(namespace)?.[key] ?? key,
      );
    const leaks = new Set<string>();
    let size = `${PHONE.width}x${PHONE.height}`;

    /** Reads the page as it is now: its layout, and any English left in it. */
    const read = async (name: string, ready?: string, titleBefore?: string) => {
      const where = `${name} at ${size} in ${locale}`;
      await settled(page, locale, where, ready, titleBefore);
      const reading = await page.evaluate(readPage);
      expect(reading.page.scrollWidth, `${where}: the page scrolls sideways`).toBeLessThanOrEqual(
        reading.page.clientWidth,
      );
      expect(reading.cut, `${where}: controls cut their text`).toEqual([]);
      for (const { text, pattern } of leftovers) {
        if (pattern.test(reading.text)) leaks.add(`${name}: "${text}"`);
      }
    };
    const visit = async (stop: Stop) => {
      await read(stop.path, stop.ready, await moveTo(page, stop.path));
      for (const view of stop.views ?? []) {
        await view.open(page, textOf);
        await read(`${stop.path} (${view.name})`, view.ready);
        await view.close?.(page);
      }
    };

    // As a guest first, at a phone's size: the sign-in pages and the register form's refusal.
    await page.setViewportSize(PHONE);
    await page.goto('/api/health');
    await page.evaluate((chosen) => window.localStorage.setItem('ff:locale', chosen), JSON.stringify(locale));
    await page.goto('/register');
    await visit({
      path: '/register',
      views: [
        {
          name: 'a refusal',
          open: (page) => page.locator('main form button[type="submit"]').click(),
          ready: 'main [role="alert"]',
        },
      ],
    });
    await visit({ path: '/login' });

    const played = await play(request, locale);
    await signIn(page, played.player, '/', { 'ff:locale': JSON.stringify(locale) });
    for (const viewport of [PHONE, LAPTOP]) {
      await page.setViewportSize(viewport);
      size = `${viewport.width}x${viewport.height}`;
      for (const path of ['/', ...GAME_PAGES]) await visit({ path });
    }

    // At a laptop's size: the game pages' dialogs and forms, every other page, the panels and a toast.
    const told = await recordAnnouncements(page);
    await visit({ path: '/games/dice', views: DICE_VIEWS });
    await visit({
      path: '/games/slots',
      views: [
        {
          name: 'paytable',
          open: (page, text) => page.getByRole('button', { name: text('slots', 'howToWin') }).click(),
          ready: ':is(dialog[open], [role="dialog"])',
          close: closeDialog,
        },
      ],
    });
    for (const stop of stops(played)) await visit(stop);
    // A friend request arrives while the page is open: its toast.
    await expect(page.getByTestId('notification-toasts')).toHaveAttribute('data-live', 'true');
    const { session: asker } = await registerViaApi(request);
    const asked = await request.post('/api/social/friend-request', {
      headers: bearer(asker),
      data: { username: played.player.username },
    });
    expect(asked.ok()).toBe(true);
    await read('a toast', '[data-testid="notification-toast"]');
    for (const panel of panels(played)) {
      await panel.open(page, textOf);
      await read(panel.name, panel.ready);
      await panel.close?.(page);
    }
    // What the dice bet announced.
    for (const announcement of await told()) {
      for (const { text, pattern } of leftovers) {
        if (pattern.test(announcement)) leaks.add(`an announcement: "${text}" in "${announcement}"`);
      }
    }

    expect([...leaks], `English left in ${locale}`).toEqual([]);
  });
}
