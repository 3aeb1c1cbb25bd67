import { ShareIcon, UserPlusIcon, UsersIcon } from '../../../components/icons';
import { HomeSection } from './home-section';

const FEATURES = [
  {
    title: 'Add Friends',
    text: 'Find players by username, send friend requests and see who is online.',
    icon: UserPlusIcon,
    tone: 'text-win-300 bg-win-500/10 ring-win-400/25',
  },
  {
    title: 'Share Wins',
    text: 'Tell the chat about your biggest wins and climb the leaderboards.',
    icon: ShareIcon,
    tone: 'text-gold-300 bg-gold-400/10 ring-gold-400/25',
  },
  {
    title: 'Play Together',
    text: 'Challenge friends to live coinflip games and chat while you play.',
    icon: UsersIcon,
    tone: 'text-royal-300 bg-royal-500/10 ring-royal-400/25',
  },
];

export function SocialFeatures() {
  return (
    <HomeSection
      id="social-title"
      eyebrow="Community"
      title="Social Features"
      description="A casino is more fun with friends. The Social Hub keeps chat and friends one click away."
    >
      <ul className="grid gap-6 md:grid-cols-3">
        {FEATURES.map(({ icon: Icon, ...feature }) => (
          <li key={feature.title} className="rounded-card border border-line bg-night-900/60 p-6 text-center">
            <span className={`mx-auto grid size-14 place-items-center rounded-full ring-1 ${feature.tone}`}>
              <Icon size={26} />
            </span>
            <h3 className="mt-4 font-bold font-display text-ink text-lg">{feature.title}</h3>
            <p className="mt-2 text-ink-muted text-sm">{feature.text}</p>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
