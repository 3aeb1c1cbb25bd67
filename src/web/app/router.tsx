import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { GuestOnly, RequireAdmin, RequireAuth } from './guards';
import { AppShell } from './layout/app-shell';
import { Root } from './root';
import { NotFoundPage } from './routes/not-found-page';
import { RouteError } from './routes/route-error';
import type { RouteHandle } from './use-page-title';

type PageLoader = () => Promise<ComponentType>;

const title = (text: string): RouteHandle => ({ title: text });

// Each page is its own chunk, fetched when the player first goes there: the first load carries only
// the shell and the page it opens on.
const lazyPage = (load: PageLoader): RouteObject['lazy'] => {
  return async () => ({ Component: await load() });
};

/** A route to a lazily loaded page, with the title the top bar and the tab show. */
const page = (path: string, pageTitle: string, load: PageLoader): RouteObject => ({
  path,
  lazy: lazyPage(load),
  handle: title(pageTitle),
});

const guestPages = [
  page('login', 'Login', async () => (await import('./routes/login-page')).LoginPage),
  page('register', 'Register', async () => (await import('./routes/register-page')).RegisterPage),
];

const playerPages = [
  page('profile', 'Profile', async () => (await import('./routes/profile-page')).ProfilePage),
  page('games/dice', 'Dice', async () => (await import('../features/dice/dice-page')).DicePage),
  page('games/slots', 'Slots', async () => (await import('../features/slots/slots-page')).SlotsPage),
  page('games/mines', 'Mines', async () => (await import('../features/mines/mines-page')).MinesPage),
  page(
    'games/coinflip',
    'Coinflip',
    async () => (await import('../features/coinflip/coinflip-page')).CoinflipPage,
  ),
  page(
    'games/blackjack',
    'Blackjack',
    async () => (await import('../features/blackjack/blackjack-page')).BlackjackPage,
  ),
  page('games/limbo', 'Limbo', async () => (await import('../features/limbo/limbo-page')).LimboPage),
  page('games/plinko', 'Plinko', async () => (await import('../features/plinko/plinko-page')).PlinkoPage),
  page('shop', 'Item Shop', async () => (await import('./routes/shop-page')).ShopPage),
];

const adminPages = [
  page('admin', 'Admin Panel', async () => (await import('./routes/admin-page')).AdminPage),
];

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
            lazy: lazyPage(async () => (await import('./routes/home-page')).HomePage),
            handle: title('Home'),
          },
          { element: <GuestOnly />, children: guestPages },
          page(
            'leaderboard',
            'Leaderboards',
            async () => (await import('./routes/leaderboard-page')).LeaderboardPage,
          ),
          // Open to guests: the live RTP of every game; a player's own seeds and bets once signed in.
          page('fairness', 'Fairness', async () => (await import('./routes/fairness-page')).FairnessPage),
          // Open to guests: the weekly race's standings and past winners; a player's own place once signed in.
          page('races', 'Weekly Race', async () => (await import('../features/races/races-page')).RacesPage),
          // Open to guests: anyone may watch the live round; betting asks them to sign in.
          page('games/crash', 'Crash', async () => (await import('../features/crash/crash-page')).CrashPage),
          // Open to guests: a player's public profile with the achievements they earned (a friend may tip).
          page('players/:id', 'Player', async () => (await import('./routes/player-page')).PlayerPage),
          // Open to guests: every bet's public page (the live table's rows and shared wins link here).
          page('bets/:id', 'Bet', async () => (await import('./routes/bet-page')).BetPage),
          { element: <RequireAuth />, children: playerPages },
          { element: <RequireAdmin />, children: adminPages },
          { path: '*', element: <NotFoundPage />, handle: title('Page Not Found') },
        ],
      },
    ],
  },
]);
