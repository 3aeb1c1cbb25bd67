import { GamepadIcon, ShopIcon, UserPlusIcon } from '../../../components/icons';
import { useHomeT } from '../home-texts';
import { HomeSection } from './home-section';

const STEPS = [
  {
    id: 'account',
    icon: UserPlusIcon,
  },
  {
    id: 'play',
    icon: GamepadIcon,
  },
  {
    id: 'shop',
    icon: ShopIcon,
  },
] as const;

export function HowItWorks() {
  const t = useHomeT();
  return (
    <HomeSection id="how-title" eyebrow={t('how.eyebrow')} title={t('how.title')}>
      <ol className="grid gap-6 md:grid-cols-3">
        {STEPS.map(({ icon: Icon, id }, index) => (
          <li
            key={id}
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
              <span className="sr-only">{t('how.step', { step: index + 1 })} </span>
              {t(`how.${id}.title`)}
            </h3>
            <p className="mt-2 text-ink-muted text-sm">{t(`how.${id}.text`)}</p>
          </li>
        ))}
      </ol>
    </HomeSection>
  );
}
