import { createBrowserRouter, type RouteObject } from 'react-router';
import { GuestOnly, RequireAdmin, RequireAuth } from './guards';
import { AppShell } from './layout/app-shell';
import { Root } from './root';
import { NotFoundPage } from './routes/not-found-page';
import { RouteError } from './routes/route-error';
import type { RouteHandle } from './use-page-title';

const title = (text: string): RouteHandle => ({ title: text });

// Each page is its own chunk, fetched when the player first goes there: the first load carries only
// the shell and the page it opens on.
const page = (load: () => Promise<RouteObject['Component']>): RouteObject['lazy'] => {
  return async () => ({ Component: await load() });
};

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
            lazy: page(async () => (await import('./routes/home-page')).HomePage),
            handle: title('Home'),
          },
          {
            element: <GuestOnly />,
            children: [
              {
                path: 'login',
                lazy: page(async () => (await import('./routes/login-page')).LoginPage),
                handle: title('Login'),
              },
              {
                path: 'register',
                lazy: page(async () => (await import('./routes/register-page')).RegisterPage),
                handle: title('Register'),
              },
            ],
          },
          {
            path: 'leaderboard',
            lazy: page(async () => (await import('./routes/leaderboard-page')).LeaderboardPage),
            handle: title('Leaderboards'),
          },
          {
            element: <RequireAuth />,
            children: [
              {
                path: 'profile',
                lazy: page(async () => (await import('./routes/profile-page')).ProfilePage),
                handle: title('Profile'),
              },
              {
                path: 'fairness',
                lazy: page(async () => (await import('./routes/fairness-page')).FairnessPage),
                handle: title('Fairness'),
              },
              {
                path: 'games/dice',
                lazy: page(async () => (await import('../features/dice/dice-page')).DicePage),
                handle: title('Dice'),
              },
              {
                path: 'games/slots',
                lazy: page(async () => (await import('../features/slots/slots-page')).SlotsPage),
                handle: title('Slots'),
              },
              {
                path: 'games/mines',
                lazy: page(async () => (await import('../features/mines/mines-page')).MinesPage),
                handle: title('Mines'),
              },
              {
                path: 'games/coinflip',
                lazy: page(async () => (await import('../features/coinflip/coinflip-page')).CoinflipPage),
                handle: title('Coinflip'),
              },
              {
                path: 'games/blackjack',
                lazy: page(async () => (await import('../features/blackjack/blackjack-page')).BlackjackPage),
                handle: title('Blackjack'),
              },
              {
                path: 'shop',
                lazy: page(async () => (await import('./routes/shop-page')).ShopPage),
                handle: title('Item Shop'),
              },
            ],
          },
          {
            element: <RequireAdmin />,
            children: [
              {
                path: 'admin',
                lazy: page(async () => (await import('./routes/admin-page')).AdminPage),
                handle: title('Admin Panel'),
              },
            ],
          },
          { path: '*', element: <NotFoundPage />, handle: title('Page Not Found') },
        ],
      },
    ],
  },
]);
