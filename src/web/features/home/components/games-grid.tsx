import type { ComponentType } from 'react';
import {
  CrashIcon,
  DiceIcon,
  LimboIcon,
  LockIcon,
  MinesIcon,
  PlinkoIcon,
  SlotsIcon,
} from '../../../components/icons';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { cx } from '../../../lib/cx';
import { useHomeT } from '../home-texts';
import { HomeSection } from './home-section';

interface GameCard {
  /** The game's texts in the home catalogue: games.<id>.title, .badge and .text. */
  id: 'dice' | 'slots' | 'mines' | 'limbo' | 'plinko' | 'crash';
  to: string;
  badge: BadgeTone;
  icon: ComponentType<{ size?: number; className?: string }>;
  art: string;
}

const GAMES: GameCard[] = [
  {
    id: 'dice',
    to: '/games/dice',
    badge: 'gold',
    icon: DiceIcon,
    art: 'from-royal-600/70 via-night-700 to-night-800',
  },
  {
    id: 'slots',
    to: '/games/slots',
    badge: 'royal',
    icon: SlotsIcon,
    art: 'from-gold-600/60 via-night-700 to-night-800',
  },
  {
    id: 'mines',
    to: '/games/mines',
    badge: 'win',
    icon: MinesIcon,
    art: 'from-win-600/60 via-night-700 to-night-800',
  },
  {
    id: 'limbo',
    to: '/games/limbo',
    badge: 'win',
    icon: LimboIcon,
    art: 'from-sky-600/60 via-night-700 to-night-800',
  },
  {
    id: 'plinko',
    to: '/games/plinko',
    badge: 'win',
    icon: PlinkoIcon,
    art: 'from-loss-600/50 via-night-700 to-night-800',
  },
  {
    id: 'crash',
    to: '/games/crash',
    badge: 'loss',
    icon: CrashIcon,
    art: 'from-gold-600/50 via-night-700 to-night-800',
  },
];

/** The featured games, each with its way in. */
export function GamesGrid({ signedIn }: { signedIn: boolean }) {
  const t = useHomeT();
  return (
    <HomeSection
      id="games-title"
      eyebrow={t('games.eyebrow')}
      title={t('games.title')}
      description={t('games.description')}
    >
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {GAMES.map(({ icon: Icon, ...game }) => {
          const title = t(`games.${game.id}.title`);
          return (
            <li key={game.id}>
              <Card as="article" interactive className="flex h-full flex-col overflow-hidden">
                <div className={cx('relative grid h-40 place-items-center bg-linear-to-br', game.art)}>
                  <div
                    aria-hidden="true"
                    className="absolute inset-0 bg-[radial-gradient(circle_at_50%_120%,rgb(255_255_255/0.12),transparent_60%)]"
                  />
                  <span className="grid size-20 place-items-center rounded-3xl border border-white/15 bg-night-950/40 text-gold-300 shadow-lift backdrop-blur">
                    <Icon size={44} />
                  </span>
                  <Badge tone={game.badge} className="absolute top-4 right-4">
                    {t(`games.${game.id}.badge`)}
                  </Badge>
                </div>
                <div className="flex flex-1 flex-col p-6">
                  <h3 className="font-bold font-display text-ink text-xl">{title}</h3>
                  <p className="mt-2 flex-1 text-ink-muted text-sm">{t(`games.${game.id}.text`)}</p>
                  <ButtonLink
                    to={signedIn ? game.to : '/login'}
                    variant={signedIn ? 'primary' : 'outline'}
                    fullWidth
                    className="mt-6"
                    icon={signedIn ? undefined : <LockIcon size={16} />}
                    aria-label={
                      signedIn
                        ? t('games.playLabel', { game: title })
                        : t('games.loginLabel', { game: title })
                    }
                  >
                    {signedIn ? t('games.play') : t('games.login')}
                  </ButtonLink>
                </div>
              </Card>
            </li>
          );
        })}
      </ul>
    </HomeSection>
  );
}
