import { createBrowserRouter } from 'react-router';
import { ShopIcon, TrophyIcon } from '../components/icons';
import { GuestOnly, RequireAdmin, RequireAuth } from './guards';
import { AppShell } from './layout/app-shell';
import { Root } from './root';
import { AdminPage } from './routes/admin-page';
import { BlackjackPage } from './routes/blackjack-page';
import { CoinflipPage } from './routes/coinflip-page';
import { DicePage } from './routes/dice-page';
import { FairnessPage } from './routes/fairness-page';
import { HomePage } from './routes/home-page';
import { LoginPage } from './routes/login-page';
import { MinesPage } from './routes/mines-page';
import { NotFoundPage } from './routes/not-found-page';
import { PlaceholderPage } from './routes/placeholder-page';
import { ProfilePage } from './routes/profile-page';
import { RegisterPage } from './routes/register-page';
import { RouteError } from './routes/route-error';
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
          {
            path: 'leaderboard',
            handle: title('Leaderboards'),
            element: (
              <PlaceholderPage
                title="Leaderboards"
                tagline="The richest players and the biggest wins."
                icon={TrophyIcon}
                highlights={[
                  'Most FF',
                  'Largest Win',
                  'Top three in gold, silver and bronze',
                  'Open to everyone',
                ]}
              />
            ),
          },
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
              {
                path: 'shop',
                handle: title('Item Shop'),
                element: (
                  <PlaceholderPage
                    title="Item Shop"
                    tagline="Avatars, borders, name colours and more for your Fun Funds."
                    icon={ShopIcon}
                    highlights={[
                      'Featured Items',
                      'Rarity Guide',
                      'Six rarities from common to unique',
                      'Drawn in CSS',
                    ]}
                  />
                ),
              },
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
