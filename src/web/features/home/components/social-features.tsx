import { ShareIcon, UserPlusIcon, UsersIcon } from '../../../components/icons';
import { useHomeT } from '../home-texts';
import { HomeSection } from './home-section';

const FEATURES = [
  {
    id: 'friends',
    icon: UserPlusIcon,
    tone: 'text-win-300 bg-win-500/10 ring-win-400/25',
  },
  {
    id: 'share',
    icon: ShareIcon,
    tone: 'text-gold-300 bg-gold-400/10 ring-gold-400/25',
  },
  {
    id: 'together',
    icon: UsersIcon,
    tone: 'text-royal-300 bg-royal-500/10 ring-royal-400/25',
  },
] as const;

export function SocialFeatures() {
  const t = useHomeT();
  return (
    <HomeSection
      id="social-title"
      eyebrow={t('social.eyebrow')}
      title={t('social.title')}
      description={t('social.description')}
    >
      <ul className="grid gap-6 md:grid-cols-3">
        {FEATURES.map(({ icon: Icon, id, tone }) => (
          <li key={id} className="rounded-card border border-line bg-night-900/60 p-6 text-center">
            <span className={`mx-auto grid size-14 place-items-center rounded-full ring-1 ${tone}`}>
              <Icon size={26} />
            </span>
            <h3 className="mt-4 font-bold font-display text-ink text-lg">{t(`social.${id}.title`)}</h3>
            <p className="mt-2 text-ink-muted text-sm">{t(`social.${id}.text`)}</p>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
