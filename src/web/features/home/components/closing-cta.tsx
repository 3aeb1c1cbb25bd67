import { CoinIcon, SparklesIcon } from '../../../components/icons';
import { Container } from '../../../components/ui/container';
import { useHomeT } from '../home-texts';
import { type CtaLink, CtaLinks } from './cta-links';

const PLAYER_LINKS: CtaLink[] = [{ to: '/games/coinflip', label: 'cta.tryCoinflip', icon: <CoinIcon /> }];
const GUEST_LINKS: CtaLink[] = [
  { to: '/register', label: 'cta.joinNow', icon: <SparklesIcon /> },
  { to: '/register', label: 'cta.createAccount', variant: 'outline' },
];

/** The last call to action: join for guests, coinflip for players. */
export function ClosingCta({ signedIn }: { signedIn: boolean }) {
  const t = useHomeT();
  return (
    <section aria-labelledby="closing-title" className="pt-10 pb-4">
      <Container size="lg">
        <div className="relative overflow-hidden rounded-card border border-gold-400/30 bg-linear-to-br from-night-700 via-night-800 to-night-900 px-6 py-12 text-center shadow-lift sm:px-12">
          <div
            aria-hidden="true"
            className="absolute inset-x-0 -top-24 mx-auto h-48 w-3/4 rounded-full bg-gold-500/20 blur-3xl"
          />
          <h2 id="closing-title" className="relative font-black font-display text-3xl text-ink sm:text-4xl">
            {signedIn ? t('closing.playerTitle') : t('closing.guestTitle')}
          </h2>
          <p className="relative mx-auto mt-3 max-w-xl text-ink-soft">
            {signedIn ? t('closing.playerText') : t('closing.guestText')}
          </p>
          <CtaLinks
            links={signedIn ? PLAYER_LINKS : GUEST_LINKS}
            className="relative mt-8 flex flex-wrap justify-center gap-3"
          />
        </div>
      </Container>
    </section>
  );
}
