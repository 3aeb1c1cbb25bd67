import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  test as base,
  expect,
  type Locator,
  type Page,
} from '@playwright/test';
import type { Session } from '../src/contract/accounts';
import type { EquipBody, ShopItem } from '../src/contract/shop';

export interface TestUser {
  username: string;
  email: string;
  password: string;
}

/** A fresh player for each test: usernames are 3-20 letters, digits or _. */
export function uniqueUser(): TestUser {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return { username: `p_${id}`, email: `${id}@e2e.test`, password: 'secret123' };
}

/** Registers through the API (fast) for tests that only need someone signed in. */
export async function registerViaApi(request: APIRequestContext, user: TestUser = uniqueUser()) {
  const response = await request.post('/api/auth/register', { data: user });
  expect(response.status()).toBe(201);
  const session = (await response.json()) as Session;
  return { user, session };
}

/**
 * Signs the page in by storing the session where the app keeps it, with any other `storage` entries
 * (e.g. instantPlay), then loading `path`.
 */
export async function signIn(page: Page, session: Session, path = '/', storage: Record<string, string> = {}) {
  // A same-origin page without the app, so a running app cannot write its own session back.
  await page.goto('/api/health');
  await page.evaluate(
    (entries) => {
      for (const [key, value] of entries) window.localStorage.setItem(key, value);
    },
    Object.entries({ ...storage, userInfo: JSON.stringify(session) }),
  );
  await page.goto(path);
}

/** The header that makes an API call as the session's player. */
export const bearer = (session: { token: string }) => ({ Authorization: `Bearer ${session.token}` });

/**
 * A new player registered through the API (with 1000 FF when `rich`), the page signed in at `path`
 * with any other `storage` entries.
 */
export async function signedInPlayer(
  page: Page,
  request: APIRequestContext,
  path = '/',
  { rich = false, storage = {} }: { rich?: boolean; storage?: Record<string, string> } = {},
) {
  const player = rich ? await richPlayer(request) : await registerViaApi(request);
  await signIn(page, player.session, path, storage);
  return player;
}

/** Sets the player's balance to 1000 FF through the real reset-funds call. */
export async function resetFunds(request: APIRequestContext, session: Session) {
  const response = await request.post('/api/users/resetFunds', { headers: bearer(session) });
  expect(response.ok()).toBe(true);
}

/** What a test with more than one player passes on from its own fixtures. */
interface PlayerFixtures {
  browser: Browser;
  request: APIRequestContext;
  baseURL: string | undefined;
}

/** The shop catalogue's item `slug`, as the API lists it. */
export async function catalogueItem(request: APIRequestContext, slug: string): Promise<ShopItem> {
  const items = (await (await request.get('/api/shop/items')).json()) as ShopItem[];
  const item = items.find((candidate) => candidate.slug === slug);
  if (!item) throw new Error(`the catalogue has no item ${slug}`);
  return item;
}

/** Buys the catalogue's item `slug` for the player and equips it in `slot`, through the real API. */
export async function wearItem(
  request: APIRequestContext,
  session: Session,
  slug: string,
  slot: EquipBody['slot'],
): Promise<ShopItem> {
  const item = await catalogueItem(request, slug);
  const bought = await request.post(`/api/shop/purchase/${item._id}`, { headers: bearer(session) });
  expect(bought.ok()).toBe(true);
  const equipped = await request.put('/api/shop/equipped', {
    headers: bearer(session),
    data: { slot, itemId: item._id },
  });
  expect(equipped.ok()).toBe(true);
  return item;
}

/** The player's balance as the server holds it. */
export async function serverBalance(request: APIRequestContext, session: Session): Promise<number> {
  const response = await request.get('/api/users/me', { headers: bearer(session) });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { funFunds: number }).funFunds;
}

/** A new player whose balance the real reset-funds call has set to 1000 FF. */
export async function richPlayer(request: APIRequestContext) {
  const { user, session } = await registerViaApi(request);
  await resetFunds(request, session);
  return { user, session: { ...session, funFunds: 1000 } };
}

/** A new player in a browser window of their own, signed in at `path`, for the tests of two players. */
async function playerWindow(
  { browser, request, baseURL }: PlayerFixtures,
  path: string,
  options: BrowserContextOptions = {},
) {
  const { user, session } = await registerViaApi(request);
  // A new context does not take the config's `use`: it gets the base URL and desktop size here.
  const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 }, ...options });
  const page = await context.newPage();
  await signIn(page, session, path);
  return { user, session, page, context };
}

/** The ledger reads the page makes from now on: Recent Games must come from the bets, not the ledger. */
function watchLedgerReads(page: Page): string[] {
  const reads: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes('/api/funds/transactions')) reads.push(sent.url());
  });
  return reads;
}

/** A call of a game's API as the player; the server must take it (200). */
type PostBet = (url: string, data: object) => Promise<unknown>;

/**
 * Six bets of a new player through the API (`bet` makes one with `post`), then the page signed in at
 * `path` with its ledger reads watched, for the tests of Recent Games.
 */
export async function sixBetsThenSignIn<Bet>(
  { page, request }: { page: Page; request: APIRequestContext },
  path: string,
  bet: (post: PostBet) => Promise<Bet>,
) {
  const { session } = await registerViaApi(request);
  const post: PostBet = async (url, data) => {
    const response = await request.post(url, { headers: bearer(session), data });
    expect(response.status()).toBe(200);
    return response.json();
  };
  const bets: Bet[] = [];
  for (let made = 0; made < 6; made += 1) bets.push(await bet(post));
  const ledgerReads = watchLedgerReads(page);
  await signIn(page, session, path);
  // Recent Games lists five: all but the first bet, newest first.
  return { shown: bets.slice(1).reverse(), ledgerReads };
}

/** A Recent Games row links to the Fairness page of its own bet. */
export async function expectVerifyLink(row: Locator, betId: number | null) {
  await expect(row.getByRole('link', { name: /Verify/ })).toHaveAttribute('href', `/fairness?bet=${betId}`);
}

/** Fills the registration form (blank fields are left untouched) and submits it. */
export async function submitRegisterForm(
  page: Page,
  fields: Partial<TestUser> & { confirmPassword?: string },
) {
  if (fields.username !== undefined) await page.getByLabel('Username').fill(fields.username);
  if (fields.email !== undefined) await page.getByLabel('Email').fill(fields.email);
  if (fields.password !== undefined)
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(fields.password);
  if (fields.confirmPassword !== undefined)
    await page.getByLabel('Confirm Password').fill(fields.confirmPassword);
  await page.getByRole('main').getByRole('button', { name: 'Register' }).click();
}

export type PlayerWindow = Awaited<ReturnType<typeof playerWindow>>;

/**
 * Playwright's test with `newPlayer(path, options)`: a new player in a window of their own, signed in at
 * `path`, for the tests of two players. Windows still open when the test ends are closed.
 */
export const test = base.extend<{
  newPlayer: (path: string, options?: BrowserContextOptions) => Promise<PlayerWindow>;
}>({
  newPlayer: async ({ browser, request, baseURL }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async (path, options) => {
      const player = await playerWindow({ browser, request, baseURL }, path, options);
      contexts.push(player.context);
      return player;
    });
    for (const context of contexts) await context.close();
  },
});

/**
 * The coinflip page's socket is connected: its badge says Live. Waiting for 'Connecting to server...'
 * to be hidden is not enough, as it is also hidden before the panel first renders.
 */
export async function expectCoinflipLive(page: Page) {
  await expect(page.getByRole('main').getByText('Live', { exact: true })).toBeVisible();
}

/** Types a stake, presses the game's bet button and expects the form to refuse it in words. */
export async function expectBetRefused(
  page: Page,
  button: string,
  stake: string,
  message: string,
  scope: Page | Locator = page,
) {
  await page.getByLabel('Bet Amount').fill(stake);
  await page.getByRole('button', { name: button }).click();
  await expect(scope.getByText(message)).toBeVisible();
}

/**
 * Records what the page's live region says from now on: a message stays there only until the next
 * one, sometimes too briefly to be polled for.
 */
export async function recordAnnouncements(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const region = document.querySelector('[data-testid="live-announcer"]');
    if (!region) throw new Error('the page has no live region');
    const told: string[] = [];
    new MutationObserver(() => told.push(region.textContent ?? '')).observe(region, {
      childList: true,
      characterData: true,
      subtree: true,
    });
    (window as unknown as { told: string[] }).told = told;
  });
  return () => page.evaluate(() => (window as unknown as { told: string[] }).told);
}

/** How many of the recorded announcements include `message`. */
export async function timesTold(told: () => Promise<string[]>, message: string): Promise<number> {
  return (await told()).filter((text) => text.includes(message)).length;
}

/** A promise the test settles by hand (`open`): what a held request or step waits for. */
export function gate(): { opened: Promise<void>; open(): void } {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

/** Takes the focus off whatever control has it, at once (a click waits for the page to be still). */
export async function blurFocus(page: Page): Promise<void> {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

/**
 * Presses `key` and tells whether the page took it (prevented its default: a scroll, for Space), read
 * once every listener of the press has run.
 */
export async function pressTaken(page: Page, key: string): Promise<boolean> {
  // Wrapped, so that the handle is the promise's holder and not awaited here.
  const nextPress = await page.evaluateHandle(() => ({
    taken: new Promise<boolean>((resolve) =>
      window.addEventListener('keydown', (event) => setTimeout(() => resolve(event.defaultPrevented)), {
        once: true,
      }),
    ),
  }));
  await page.keyboard.press(key);
  return nextPress.evaluate(({ taken }) => taken);
}

/** Records the sounds the page plays from now on, as their paths (`/sounds/cashout.mp3`). */
export async function recordSounds(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const played: string[] = [];
    const play = HTMLMediaElement.prototype.play;
    HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
      played.push(new URL(this.src).pathname);
      return play.call(this);
    };
    (window as unknown as { played: string[] }).played = played;
  });
  return () => page.evaluate(() => (window as unknown as { played: string[] }).played);
}
