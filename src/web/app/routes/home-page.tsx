import { lazy, Suspense } from 'react';
import { ClosingCta } from '../../features/home/components/closing-cta';
import { CoinflipPromo } from '../../features/home/components/coinflip-promo';
import { GamesGrid } from '../../features/home/components/games-grid';
import { Hero } from '../../features/home/components/hero';
import { HowItWorks } from '../../features/home/components/how-it-works';
import { SocialFeatures } from '../../features/home/components/social-features';
import { useAuth } from '../auth/auth-context';

// Everyone's bets as they land, in its own chunk (the home page's scripts stay small).
const LiveBetsPanel = lazy(async () => ({
  default: (await import('../../features/live-bets/components/live-bets-panel')).LiveBetsPanel,
}));

export function HomePage() {
  const { user } = useAuth();
  const signedIn = user !== null;
  return (
    <>
      <Hero username={user?.username ?? null} />
      <GamesGrid signedIn={signedIn} />
      <Suspense fallback={null}>
        <LiveBetsPanel token={user?.token ?? null} />
      </Suspense>
      {signedIn && <CoinflipPromo />}
      <HowItWorks />
      <SocialFeatures />
      <ClosingCta signedIn={signedIn} />
    </>
  );
}
