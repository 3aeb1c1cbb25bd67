import type { PublicUser } from '../../../../contract/accounts';
import type { EquippedItems } from '../../../../contract/shop';
import { CoinsIcon } from '../../../components/icons';
import { BackgroundArt } from '../../../components/player/background-art';
import { PlayerAvatar } from '../../../components/player/player-avatar';
import { PlayerName } from '../../../components/player/player-name';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { Funds } from '../../../components/ui/funds';
import { formatDate } from '../../../lib/format';
import { useT } from '../../../lib/i18n';
import type texts from '../../../locales/en/profile.json';

type OverviewUser = Pick<PublicUser, 'username' | 'email' | 'funFunds' | 'isAdmin'> & {
  createdAt?: string | null;
};

/** Who the player is: avatar, name, e-mail, balance and since when. */
export function ProfileOverview({
  user,
  cosmetics,
}: {
  user: OverviewUser;
  cosmetics?: EquippedItems | null;
}) {
  const t = useT<typeof texts>('profile');
  return (
    <Card className="overflow-hidden">
      {cosmetics?.background ? (
        <BackgroundArt background={cosmetics.background} className="h-24" />
      ) : (
        <div
          aria-hidden="true"
          className="h-24 bg-linear-to-r from-royal-700/60 via-night-700 to-gold-600/40"
        />
      )}
      <div className="flex flex-col items-center gap-4 px-6 pb-6 sm:flex-row sm:items-start sm:gap-5">
        <PlayerAvatar username={user.username} cosmetics={cosmetics} size="xl" className="-mt-12" />
        <div className="min-w-0 flex-1 text-center sm:pt-4 sm:text-left">
          <div className="flex flex-wrap items-center justify-center gap-2 sm:justify-start">
            <p
              className="flex min-w-0 font-black font-display text-2xl text-ink"
              data-testid="profile-username"
            >
              <PlayerName username={user.username} cosmetics={cosmetics} />
            </p>
            {user.isAdmin && <Badge tone="royal">{t('admin')}</Badge>}
          </div>
          <p className="truncate text-ink-muted">{user.email}</p>
        </div>
        <div className="rounded-card border border-gold-400/30 bg-night-950/60 px-5 py-3 text-center shadow-glow-gold sm:mt-4">
          <p className="flex items-center justify-center gap-1.5 text-2xs text-ink-muted uppercase tracking-widest">
            <CoinsIcon size={14} className="text-gold-400" /> {t('funFunds')}
          </p>
          <Funds as="p" amount={user.funFunds} className="font-black text-2xl text-gold-300" />
        </div>
      </div>
      <dl className="grid border-line border-t sm:grid-cols-3">
        <div className="px-6 py-4">
          <dt className="text-ink-faint text-xs uppercase tracking-wider">{t('username')}</dt>
          <dd className="mt-1 truncate text-ink">{user.username}</dd>
        </div>
        <div className="border-line px-6 py-4 max-sm:border-t sm:border-l">
          <dt className="text-ink-faint text-xs uppercase tracking-wider">{t('email')}</dt>
          <dd className="mt-1 truncate text-ink">{user.email}</dd>
        </div>
        <div className="border-line px-6 py-4 max-sm:border-t sm:border-l">
          <dt className="text-ink-faint text-xs uppercase tracking-wider">{t('accountCreated')}</dt>
          <dd className="mt-1 text-ink" data-testid="profile-created">
            {formatDate(user.createdAt)}
          </dd>
        </div>
      </dl>
    </Card>
  );
}
