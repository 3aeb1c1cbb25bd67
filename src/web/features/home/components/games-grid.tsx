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
import { HomeSection } from './home-section';

interface GameCard {
  title: string;
  to: string;
  badge: { text: string; tone: BadgeTone };
  description: string;
  icon: ComponentType<{ size?: number; className?: string }>;
  art: string;
}

const GAMES: GameCard[] = [
  {
    title: 'Dice',
    to: '/games/dice',
    badge: { text: 'Popular', tone: 'gold' },
    description: 'Call over, under or exact on a six-sided die. Bolder calls pay bigger.',
    icon: DiceIcon,
    art: 'from-royal-600/70 via-night-700 to-night-800',
  },
  {
    title: 'Slots',
    to: '/games/slots',
    badge: { text: 'Fun', tone: 'royal' },
    description: 'Pirate Treasures: five reels, nine paylines and a captain worth 1000x.',
    icon: SlotsIcon,
    art: 'from-gold-600/60 via-night-700 to-night-800',
  },
  {
    title: 'Mines',
    to: '/games/mines',
    badge: { text: 'New', tone: 'win' },
    description: 'Uncover safe tiles on a 5x5 grid and cash out before you hit a mine.',
    icon: MinesIcon,
    art: 'from-win-600/60 via-night-700 to-night-800',
  },
  {
    title: 'Limbo',
    to: '/games/limbo',
    badge: { text: 'New', tone: 'win' },
    description: 'Name a multiplier from 1.01x to 1,000,000x and see if the result climbs past it.',
    icon: LimboIcon,
    art: 'from-sky-600/60 via-night-700 to-night-800',
  },
  {
    title: 'Plinko',
    to: '/games/plinko',
    badge: { text: 'New', tone: 'win' },
    description: 'Drop a ball through 8 to 16 rows of pegs and pick your risk. The edges pay the most.',
    icon: PlinkoIcon,
    art: 'from-loss-600/50 via-night-700 to-night-800',
  },
  {
    title: 'Crash',
    to: '/games/crash',
    badge: { text: 'Live', tone: 'loss' },
    description: 'One round for everyone online. Cash out before the rising multiplier crashes.',
    icon: CrashIcon,
    art: 'from-gold-600/50 via-night-700 to-night-800',
  },
];

/** The featured games, each with its way in. */
export function GamesGrid({ signedIn }: { signedIn: boolean }) {
  return (
    <HomeSection
      id="games-title"
      eyebrow="Games"
      title="Pick your game"
      description="Every game uses Fun Funds, our play-money currency. Win big, lose nothing real."
    >
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {GAMES.map(({ icon: Icon, ...game }) => (
          <li key={game.title}>
            <Card as="article" interactive className="flex h-full flex-col overflow-hidden">
              <div className={cx('relative grid h-40 place-items-center bg-linear-to-br', game.art)}>
                <div
                  aria-hidden="true"
                  className="absolute inset-0 bg-[radial-gradient(circle_at_50%_120%,rgb(255_255_255/0.12),transparent_60%)]"
                />
                <span className="grid size-20 place-items-center rounded-3xl border border-white/15 bg-night-950/40 text-gold-300 shadow-lift backdrop-blur">
                  <Icon size={44} />
                </span>
                <Badge tone={game.badge.tone} className="absolute top-4 right-4">
                  {game.badge.text}
                </Badge>
              </div>
              <div className="flex flex-1 flex-col p-6">
                <h3 className="font-bold font-display text-ink text-xl">{game.title}</h3>
                <p className="mt-2 flex-1 text-ink-muted text-sm">{game.description}</p>
                <ButtonLink
                  to={signedIn ? game.to : '/login'}
                  variant={signedIn ? 'primary' : 'outline'}
                  fullWidth
                  className="mt-6"
                  icon={signedIn ? undefined : <LockIcon size={16} />}
                  aria-label={signedIn ? `Play Now: ${game.title}` : `Login to Play: ${game.title}`}
                >
                  {signedIn ? 'Play Now' : 'Login to Play'}
                </ButtonLink>
              </div>
            </Card>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
