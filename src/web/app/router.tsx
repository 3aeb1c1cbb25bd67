import { createBrowserRouter } from 'react-router';
import { GuestOnly, RequireAdmin, RequireAuth } from './guards';
import { AppShell } from './layout/app-shell';
import { Root } from './root';
import { AdminPage } from './routes/admin-page';
import { BlackjackPage } from './routes/blackjack-page';
import { CoinflipPage } from './routes/coinflip-page';
import { DicePage } from './routes/dice-page';
import { FairnessPage } from './routes/fairness-page';
import { HomePage } from './routes/home-page';
import { LeaderboardPage } from './routes/leaderboard-page';
import { LoginPage } from './routes/login-page';
import { MinesPage } from './routes/mines-page';
import { NotFoundPage } from './routes/not-found-page';
import { ProfilePage } from './routes/profile-page';
import { RegisterPage } from './routes/register-page';
import { RouteError } from './routes/route-error';
import { ShopPage } from './routes/shop-page';
import { SlotsPage } from './routes/slots-page';
import type { RouteHandle } from './use-page-title';

const title = (text: string): RouteHandle => ({ title: text });

/** SPEC.md section 2, route table: every route with its guard. */
export const router = createBrowserRouter([
  {
    element: <Root />,
    errorElement: <RouteError />,
    children: [
      {
        element: <AppShell />,
        children: [
          { index: true, element: <HomePage />, handle: title('Home') },
          {
            element: <GuestOnly />,
            children: [
              { path: 'login', element: <LoginPage />, handle: title('Login') },
              { path: 'register', element: <RegisterPage />, handle: title('Register') },
            ],
          },
          { path: 'leaderboard', element: <LeaderboardPage />, handle: title('Leaderboards') },
          {
            element: <RequireAuth />,
            children: [
              { path: 'profile', element: <ProfilePage />, handle: title('Profile') },
              { path: 'fairness', element: <FairnessPage />, handle: title('Fairness') },
              {
                path: 'games/dice',
                handle: title('Dice'),
                element: <DicePage />,
              },
              {
                path: 'games/slots',
                handle: title('Slots'),
                element: <SlotsPage />,
              },
              {
                path: 'games/mines',
                handle: title('Mines'),
                element: <MinesPage />,
              },
              {
                path: 'games/coinflip',
                handle: title('Coinflip'),
                element: <CoinflipPage />,
              },
              {
                path: 'games/blackjack',
                handle: title('Blackjack'),
                element: <BlackjackPage />,
              },
              { path: 'shop', element: <ShopPage />, handle: title('Item Shop') },
            ],
          },
          {
            element: <RequireAdmin />,
            children: [{ path: 'admin', element: <AdminPage />, handle: title('Admin Panel') }],
          },
          { path: '*', element: <NotFoundPage />, handle: title('Page Not Found') },
        ],
      },
    ],
  },
]);
