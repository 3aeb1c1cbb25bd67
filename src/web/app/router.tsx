import { BrowserRouter, matchRoutes, type RouteObject, useLocation, useRoutes } from 'react-router';
import { GuestOnly, RequireAdmin, RequireAuth } from './guards';
import { AppShell } from './layout/app-shell';
import { lazyPage, type PageLoader } from './lazy-page';
import { Root } from './root';
import { RouteErrorBoundary } from './routes/route-error';
import { isRouteHandle, PageTitleKey, type RouteHandle } from './use-page-title';

// React Router in its declarative mode (BrowserRouter and a route table), not its data router: the app
// has no loaders or actions, and the data router is about 16 KB gzip more of the first load (the home
// page's scripts, e2e/compression.spec.ts). What the app took from it is here: pages fetched lazily with
// their texts (lazy-page.tsx), the page title from each route's `handle`, and one error screen.

/** The catalogue namespaces (src/web/locales/<locale>/<namespace>.json) each page shows, by title key. */
const pageNamespaces: Record<string, readonly string[]> = {
  home: ['home', 'live-bets'],
  login: ['auth'],
  register: ['auth'],
  profile: ['profile', 'achievements', 'live-bets', 'shop', 'rewards'],
  dice: ['dice', 'games', 'live-bets'],
  slots: ['slots', 'games', 'live-bets'],
  mines: ['mines', 'games', 'live-bets'],
  coinflip: ['coinflip', 'games'],
  blackjack: ['blackjack', 'games', 'live-bets'],
  limbo: ['limbo', 'games', 'live-bets'],
  plinko: ['plinko', 'games', 'live-bets'],
  crash: ['crash', 'games'],
  shop: ['shop'],
  admin: ['admin'],
  leaderboard: ['leaderboard', 'shop', 'achievements'],
  fairness: ['fairness'],
  races: ['races', 'shop', 'achievements'],
  player: ['profile', 'achievements', 'tips', 'shop'],
  bet: ['live-bets', 'fairness'],
};

/** A lazily loaded page's element, with the title the top bar and the tab show and its texts. */
function pageRoute(titleKey: string, load: PageLoader): Pick<RouteObject, 'element' | 'handle'> {
  const { Page, preload } = lazyPage(load, pageNamespaces[titleKey] ?? []);
  const handle: RouteHandle = { title: titleKey, preload };
  return { element: <Page />, handle };
}

/** A route to a lazily loaded page. */
const page = (path: string, titleKey: string, load: PageLoader): RouteObject => ({
  path,
  ...pageRoute(titleKey, load),
});

const guestPages = [
  page('login', 'login', async () => (await import('./routes/login-page')).LoginPage),
  page('register', 'register', async () => (await import('./routes/register-page')).RegisterPage),
];

const playerPages = [
  page('profile', 'profile', async () => (await import('./routes/profile-page')).ProfilePage),
  page('games/dice', 'dice', async () => (await import('../features/dice/dice-page')).DicePage),
  page('games/slots', 'slots', async () => (await import('../features/slots/slots-page')).SlotsPage),
  page('games/mines', 'mines', async () => (await import('../features/mines/mines-page')).MinesPage),
  page(
    'games/coinflip',
    'coinflip',
    async () => (await import('../features/coinflip/coinflip-page')).CoinflipPage,
  ),
  page(
    'games/blackjack',
    'blackjack',
    async () => (await import('../features/blackjack/blackjack-page')).BlackjackPage,
  ),
  page('games/limbo', 'limbo', async () => (await import('../features/limbo/limbo-page')).LimboPage),
  page('games/plinko', 'plinko', async () => (await import('../features/plinko/plinko-page')).PlinkoPage),
  page('shop', 'shop', async () => (await import('./routes/shop-page')).ShopPage),
];

const adminPages = [page('admin', 'admin', async () => (await import('./routes/admin-page')).AdminPage)];

/** SPEC.md section 2, route table: every route with its guard. */
const routes: RouteObject[] = [
  {
    element: <Root />,
    children: [
      {
        element: <AppShell />,
        children: [
          { index: true, ...pageRoute('home', async () => (await import('./routes/home-page')).HomePage) },
          { element: <GuestOnly />, children: guestPages },
          page(
            'leaderboard',
            'leaderboard',
            async () => (await import('./routes/leaderboard-page')).LeaderboardPage,
          ),
          // Open to guests: the live RTP of every game; a player's own seeds and bets once signed in.
          page('fairness', 'fairness', async () => (await import('./routes/fairness-page')).FairnessPage),
          // Open to guests: the weekly race's standings and past winners; a player's own place once signed in.
          page('races', 'races', async () => (await import('../features/races/races-page')).RacesPage),
          // Open to guests: anyone may watch the live round; betting asks them to sign in.
          page('games/crash', 'crash', async () => (await import('../features/crash/crash-page')).CrashPage),
          // Open to guests: a player's public profile with the achievements they earned (a friend may tip).
          page('players/:id', 'player', async () => (await import('./routes/player-page')).PlayerPage),
          // Open to guests: every bet's public page (the live table's rows and shared wins link here).
          page('bets/:id', 'bet', async () => (await import('./routes/bet-page')).BetPage),
          { element: <RequireAuth />, children: playerPages },
          { element: <RequireAdmin />, children: adminPages },
          page('*', 'notFound', async () => (await import('./routes/not-found-page')).NotFoundPage),
        ],
      },
    ],
  },
];

/** The deepest matched route's handle. */
function handleOf(pathname: string): RouteHandle | undefined {
  return matchRoutes(routes, pathname)
    ?.map((match) => match.route.handle)
    .filter(isRouteHandle)
    .at(-1);
}

function AppRoutes() {
  const { pathname } = useLocation();
  const element = useRoutes(routes);
  return <PageTitleKey value={handleOf(pathname)?.title}>{element}</PageTitleKey>;
}

/** The app's pages by address; a page that throws while rendering shows the error screen instead. */
export function AppRouter() {
  return (
    <BrowserRouter>
      <RouteErrorBoundary>
        <AppRoutes />
      </RouteErrorBoundary>
    </BrowserRouter>
  );
}

/** The first page's code and texts, fetched before the first paint so that it shows whole at once. */
export function preloadFirstPage(): Promise<unknown> {
  return handleOf(window.location.pathname)?.preload?.() ?? Promise.resolve();
}
