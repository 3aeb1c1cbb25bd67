import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { preloadNamespaces } from '../lib/i18n';
import { GuestOnly, RequireAdmin, RequireAuth } from './guards';
import { AppShell } from './layout/app-shell';
import { Root } from './root';
import { RouteError } from './routes/route-error';
import type { RouteHandle } from './use-page-title';

type PageLoader = () => Promise<ComponentType>;

/** A page's title by its key in the common catalogue's `pageTitle.*` texts. */
const title = (key: string): RouteHandle => ({ title: key });

// Each page is its own chunk, fetched when the player first goes there with its texts in the player's
// language (its catalogue namespaces, fetched side by side with the code): the first load carries only
// the shell and the page it opens on.
const lazyPage = (load: PageLoader, namespaces: readonly string[]): RouteObject['lazy'] => {
  return async () => {
    const [Component] = await Promise.all([load(), preloadNamespaces(namespaces)]);
    return { Component };
  };
};

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

/** A route to a lazily loaded page, with the title the top bar and the tab show and its texts. */
const page = (path: string, titleKey: string, load: PageLoader): RouteObject => ({
  path,
  lazy: lazyPage(load, pageNamespaces[titleKey] ?? []),
  handle: title(titleKey),
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
export const router = createBrowserRouter([
  {
    element: <Root />,
    errorElement: <RouteError />,
    // Shown for the moment the first page's chunk takes to arrive.
    hydrateFallbackElement: <div className="min-h-dvh" aria-busy="true" />,
    children: [
      {
        element: <AppShell />,
        children: [
          {
            index: true,
            lazy: lazyPage(
              async () => (await import('./routes/home-page')).HomePage,
              pageNamespaces.home ?? [],
            ),
            handle: title('home'),
          },
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
          {
            path: '*',
            lazy: lazyPage(async () => (await import('./routes/not-found-page')).NotFoundPage, []),
            handle: title('notFound'),
          },
        ],
      },
    ],
  },
]);
