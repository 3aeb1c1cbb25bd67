import { Link } from 'react-router';
import type { EquippedItems } from '../../../contract/shop';
import { BackgroundArt } from '../../components/player/background-art';
import { PlayerAvatar } from '../../components/player/player-avatar';
import { PlayerName } from '../../components/player/player-name';
import { cx } from '../../lib/cx';
import { formatFunds } from '../../lib/format';
import { useT } from '../../lib/i18n';
import type texts from '../../locales/en/common.json';
import type { User } from '../auth/auth-context';
import { useMyCosmetics } from '../my-cosmetics';
import { BalanceChip } from './balance-chip';

// The player's card in the sidebar and in the phone menu, with what they wear. Loaded only once
// someone is signed in, so that a guest's first load does not carry it.

function NameAndEmail({
  user,
  cosmetics,
  className,
}: {
  user: User;
  cosmetics: EquippedItems | null;
  className?: string;
}) {
  return (
    <div className={cx('min-w-0', className)}>
      <p className="flex min-w-0 font-semibold text-ink">
        <PlayerName username={user.username} cosmetics={cosmetics} />
      </p>
      <p className="truncate text-ink-muted text-xs">{user.email}</p>
    </div>
  );
}

export function SidebarUserCard({ user, collapsed }: { user: User; collapsed: boolean }) {
  const cosmetics = useMyCosmetics();
  const t = useT<typeof texts>('common');
  return (
    <div className={cx('shrink-0 border-line border-b', collapsed ? 'flex justify-center py-4' : 'p-4')}>
      {collapsed ? (
        <Link
          to="/profile"
          title={t('memberCards.title', { username: user.username, funds: formatFunds(user.funFunds) })}
          className="rounded-full"
        >
          <PlayerAvatar username={user.username} cosmetics={cosmetics} size="sm" />
          <span className="sr-only">{t('memberCards.profileOf', { username: user.username })}</span>
        </Link>
      ) : (
        <BackgroundArt
          background={cosmetics?.background}
          className="rounded-card border border-line bg-night-800/60 p-3"
        >
          <div data-testid="sidebar-user">
            <div className="flex items-center gap-3">
              <PlayerAvatar username={user.username} cosmetics={cosmetics} />
              <NameAndEmail user={user} cosmetics={cosmetics} />
            </div>
            <BalanceChip amount={user.funFunds} className="mt-3 w-full justify-center" />
          </div>
        </BackgroundArt>
      )}
    </div>
  );
}

export function MobileUserCard({ user }: { user: User }) {
  const cosmetics = useMyCosmetics();
  return (
    <div className="mb-3 flex items-center gap-3 rounded-card border border-line bg-night-800/60 p-3">
      <PlayerAvatar username={user.username} cosmetics={cosmetics} />
      <NameAndEmail user={user} cosmetics={cosmetics} className="flex-1" />
      <span className="font-bold font-display text-gold-300 text-sm">{formatFunds(user.funFunds)}</span>
    </div>
  );
}
