import { GamepadIcon, ShopIcon, UserPlusIcon } from '../../../components/icons';
import { HomeSection } from './home-section';

const STEPS = [
  {
    title: 'Create an account',
    text: 'Sign up for free and get 100 Fun Funds to start playing right away.',
    icon: UserPlusIcon,
  },
  {
    title: 'Play games',
    text: 'Try dice, slots, mines, coinflip, blackjack, limbo and plinko with your Fun Funds.',
    icon: GamepadIcon,
  },
  {
    title: 'Win and shop',
    text: 'Grow your balance and spend your Fun Funds in the shop on virtual items.',
    icon: ShopIcon,
  },
];

export function HowItWorks() {
  return (
    <HomeSection id="how-title" eyebrow="Three steps" title="How It Works">
      <ol className="grid gap-6 md:grid-cols-3">
        {STEPS.map(({ icon: Icon, ...step }, index) => (
          <li
            key={step.title}
            className="relative rounded-card border border-line bg-surface p-6 shadow-card transition duration-300 hover:border-gold-400/30"
          >
            <span
              aria-hidden="true"
              className="absolute top-5 right-6 font-black font-display text-5xl text-white/5"
            >
              {index + 1}
            </span>
            <span className="grid size-12 place-items-center rounded-control bg-gold-400/10 text-gold-300 ring-1 ring-gold-400/25">
              <Icon size={24} />
            </span>
            <h3 className="mt-5 font-bold font-display text-ink text-lg">
              <span className="sr-only">Step {index + 1}: </span>
              {step.title}
            </h3>
            <p className="mt-2 text-ink-muted text-sm">{step.text}</p>
          </li>
        ))}
      </ol>
    </HomeSection>
  );
}
