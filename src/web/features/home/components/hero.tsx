import { CoinsIcon, DiceIcon, SlotsIcon, SparklesIcon } from '../../../components/icons';
import { Badge } from '../../../components/ui/badge';
import { Container } from '../../../components/ui/container';
import { highlighted, useHomeT } from '../home-texts';
import { type CtaLink, CtaLinks } from './cta-links';

const PLAYER_LINKS: CtaLink[] = [
  { to: '/games/dice', label: 'cta.playDice', icon: <DiceIcon /> },
  { to: '/games/slots', label: 'cta.playSlots', variant: 'secondary', icon: <SlotsIcon /> },
];
const GUEST_LINKS: CtaLink[] = [
  { to: '/register', label: 'cta.getStarted', icon: <SparklesIcon /> },
  { to: '/login', label: 'cta.login', variant: 'outline' },
];

interface HeroProps {
  username: string | null;
}

// The playing card's corner and the chip's letters: symbols, the same in every language.
const CARD_RANK = 'A';
const CHIP_MARK = 'FF';

function HeroArt() {
  return (
    <div
      aria-hidden="true"
      className="relative mx-auto aspect-square w-full max-w-sm select-none lg:max-w-md"
    >
      <div className="absolute inset-6 rounded-full bg-royal-600/30 blur-3xl" />
      <div className="absolute inset-16 rounded-full bg-gold-500/20 blur-2xl" />
      <div className="absolute top-[8%] left-[12%] w-[46%] rotate-[-10deg] animate-float rounded-[1.6rem] border border-white/15 bg-linear-to-br from-night-600 to-night-800 p-5 shadow-lift [--float-rotate:-10deg]">
        <div className="grid aspect-square grid-cols-3 grid-rows-3 gap-2 rounded-2xl bg-linear-to-br from-white to-ink-soft p-4 shadow-[inset_0_-6px_12px_rgb(0_0_0/0.25)]">
          {[0, 2, 4, 6, 8].map((cell) => (
            <span
              key={cell}
              className="size-full rounded-full bg-night-900 shadow-[inset_0_2px_3px_rgb(0_0_0/0.6)]"
              style={{ gridColumn: (cell % 3) + 1, gridRow: Math.floor(cell / 3) + 1 }}
            />
          ))}
        </div>
      </div>
      <div className="absolute top-[20%] right-[8%] flex aspect-[5/7] w-[38%] rotate-[12deg] animate-float flex-col justify-between rounded-2xl border border-white/40 bg-linear-to-br from-white to-ink-soft p-3 text-loss-600 shadow-lift [--float-rotate:12deg] [animation-delay:-2s]">
        <span className="font-black font-display text-2xl leading-none">{CARD_RANK}</span>
        <span className="self-center text-6xl leading-none">♥</span>
        <span className="rotate-180 font-black font-display text-2xl leading-none">{CARD_RANK}</span>
      </div>
      <div className="absolute bottom-[10%] left-[30%] grid aspect-square w-[34%] animate-float place-items-center rounded-full bg-gold shadow-glow-gold [animation-delay:-4s]">
        <div className="grid size-[78%] place-items-center rounded-full border-4 border-gold-900/40 border-dashed">
          <span className="font-black font-display text-3xl text-gold-900">{CHIP_MARK}</span>
        </div>
      </div>
    </div>
  );
}

/** The landing hero: what this is, that it is free play money, and the first buttons. */
export function Hero({ username }: HeroProps) {
  const t = useHomeT();
  const gold = (text: string) => <span className="text-gold-gradient animate-shimmer">{text}</span>;
  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden">
      <Container className="grid items-center gap-10 py-6 lg:grid-cols-[1.15fr_1fr] lg:py-12">
        <div className="animate-rise-in">
          <Badge tone="gold" className="px-3 py-1">
            <SparklesIcon size={14} /> {t('hero.badge')}
          </Badge>
          <h1
            id="hero-title"
            className="mt-5 font-black font-display text-4xl text-ink tracking-tight sm:text-5xl"
          >
            {username
              ? highlighted(t, 'hero.welcome', 'name', username, gold)
              : highlighted(t, 'hero.guestTitle', 'highlight', t('hero.guestHighlight'), gold)}
          </h1>
          <p className="mt-5 max-w-xl text-ink-soft text-lg">
            {username ? t('hero.playerIntro') : t('hero.guestIntro')}
          </p>
          <CtaLinks links={username ? PLAYER_LINKS : GUEST_LINKS} className="mt-8 flex flex-wrap gap-3" />
          <ul className="mt-8 flex flex-wrap gap-x-6 gap-y-2 text-ink-muted text-sm">
            <li className="flex items-center gap-2">
              <CoinsIcon size={16} className="text-gold-400" /> {t('hero.pointFree')}
            </li>
            <li className="flex items-center gap-2">
              <span aria-hidden="true" className="size-1.5 rounded-full bg-win-400" />{' '}
              {t('hero.pointNoMoney')}
            </li>
            <li className="flex items-center gap-2">
              <span aria-hidden="true" className="size-1.5 rounded-full bg-royal-400" /> {t('hero.pointFair')}
            </li>
          </ul>
        </div>
        <HeroArt />
      </Container>
    </section>
  );
}
