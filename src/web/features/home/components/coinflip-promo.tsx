import { CoinIcon, UsersIcon } from '../../../components/icons';
import { Badge } from '../../../components/ui/badge';
import { ButtonLink } from '../../../components/ui/button';
import { Container } from '../../../components/ui/container';
import { useHomeT } from '../home-texts';

/** Signed-in players only: the live two-player game. */
export function CoinflipPromo() {
  const t = useHomeT();
  return (
    <section aria-labelledby="coinflip-title" className="py-6">
      <Container>
        <div className="relative overflow-hidden rounded-card border border-royal-400/30 bg-linear-to-br from-royal-700/50 via-night-800 to-night-850 p-8 shadow-lift sm:p-10">
          <div
            aria-hidden="true"
            className="absolute -top-20 -right-16 size-72 rounded-full bg-royal-500/25 blur-3xl"
          />
          <div
            aria-hidden="true"
            className="absolute -bottom-24 left-1/3 size-64 rounded-full bg-gold-500/10 blur-3xl"
          />
          <div className="relative flex flex-col items-start gap-8 md:flex-row md:items-center">
            <div
              aria-hidden="true"
              className="grid size-28 shrink-0 animate-float place-items-center rounded-full bg-gold shadow-glow-gold"
            >
              <CoinIcon size={60} className="text-gold-900" />
            </div>
            <div className="flex-1">
              <Badge tone="royal">
                <UsersIcon size={12} /> {t('coinflip.badge')}
              </Badge>
              <h2 id="coinflip-title" className="mt-3 font-black font-display text-3xl text-ink">
                {t('coinflip.title')}
              </h2>
              <p className="mt-2 max-w-2xl text-ink-soft">{t('coinflip.text')}</p>
            </div>
            <ButtonLink to="/games/coinflip" variant="secondary" size="lg">
              {t('coinflip.play')}
            </ButtonLink>
          </div>
        </div>
      </Container>
    </section>
  );
}
