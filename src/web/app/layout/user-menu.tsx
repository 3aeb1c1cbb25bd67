import { ChevronDownIcon } from '../../components/icons';
import { PlayerAvatar } from '../../components/player/player-avatar';
import { PlayerName } from '../../components/player/player-name';
import { Popover } from '../../components/ui/popover';
import { cx } from '../../lib/cx';
import { formatFunds } from '../../lib/format';
import { useT } from '../../lib/i18n';
import type texts from '../../locales/en/common.json';
import type { User } from '../auth/auth-context';
import { useMyCosmetics } from '../my-cosmetics';
import { LogoutButton, MenuLinks } from './menu-links';
import { ADMIN, LEADERBOARD, type NavItem, PROFILE, SHOP } from './nav-items';

interface UserMenuProps {
  user: User;
  onLogout: () => void;
}

/** The top bar's account menu; it closes on an outside click, on Escape and after a choice. */
export function UserMenu({ user, onLogout }: UserMenuProps) {
  const cosmetics = useMyCosmetics();

  const t = useT<typeof texts>('common');
  const items: NavItem[] = user.isAdmin ? [PROFILE, SHOP, LEADERBOARD, ADMIN] : [PROFILE, SHOP, LEADERBOARD];
  const itemClass =
    'flex w-full items-center gap-3 rounded-control px-3 py-2 text-left text-ink-soft text-sm transition hover:bg-white/5 hover:text-ink';

  return (
    <Popover
      label={t('userMenu.label', { username: user.username })}
      toggleClassName={(open) =>
        cx(
          'flex items-center gap-2.5 rounded-pill border border-line bg-night-800/60 py-1 pr-3 pl-1 transition hover:border-gold-400/50',
          open && 'border-gold-400/50',
        )
      }
      toggle={(open) => (
        <>
          <PlayerAvatar username={user.username} cosmetics={cosmetics} size="sm" />
          <span className="flex max-w-36 font-semibold text-ink text-sm">
            <PlayerName username={user.username} cosmetics={cosmetics} />
          </span>
          <ChevronDownIcon size={16} className={cx('text-ink-muted transition', open && 'rotate-180')} />
        </>
      )}
      panelClassName="top-13 right-0 z-50 w-64 p-2"
      panelTestId="user-menu"
    >
      {(close) => (
        <>
          <div className="border-line border-b px-3 pt-2 pb-3">
            <p className="flex font-semibold text-ink">
              <PlayerName username={user.username} cosmetics={cosmetics} />
            </p>
            <p className="truncate text-ink-muted text-xs">{user.email}</p>
            <p className="mt-2 font-bold font-display text-gold-300 text-sm">{formatFunds(user.funFunds)}</p>
          </div>
          <MenuLinks items={items} iconSize={18} itemClass={itemClass} onNavigate={close} className="py-1" />
          <div className="border-line border-t pt-1">
            <LogoutButton className={itemClass} iconSize={18} closeMenu={close} onLogout={onLogout} />
          </div>
        </>
      )}
    </Popover>
  );
}
