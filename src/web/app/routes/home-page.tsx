import { ClosingCta } from '../../features/home/components/closing-cta';
import { CoinflipPromo } from '../../features/home/components/coinflip-promo';
import { GamesGrid } from '../../features/home/components/games-grid';
import { Hero } from '../../features/home/components/hero';
import { HowItWorks } from '../../features/home/components/how-it-works';
import { SocialFeatures } from '../../features/home/components/social-features';
import { LiveBetsWhenVisible } from '../../features/live-bets/components/live-bets-when-visible';
import { useAuth } from '../auth/auth-context';

export function HomePage() {
  const { user } = useAuth();
  const signedIn = user !== null;
  return (
    <>
      <Hero username={user?.username ?? null} />
      <GamesGrid signedIn={signedIn} />
      {signedIn && <CoinflipPromo />}
      <HowItWorks />
      <SocialFeatures />
      {/* Everyone's bets as they land: loaded as it nears the screen (the first load stays small). */}
      <LiveBetsWhenVisible token={user?.token ?? null} />
      <ClosingCta signedIn={signedIn} />
    </>
  );
}
