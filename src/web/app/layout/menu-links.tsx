import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { LogoutIcon } from '../../components/icons';
import { cx } from '../../lib/cx';
import { useT } from '../../lib/i18n';
import type texts from '../../locales/en/common.json';
import type { NavItem } from './nav-items';

interface MenuLinksProps {
  items: NavItem[];
  iconSize: number;
  /** One class for every row, or a function of whether the row's page is on screen (then marked as current). */
  itemClass: string | ((active: boolean) => string);
  onNavigate?: () => void;
  className: string;
  /** Rows after the links, such as Logout. */
  children?: ReactNode;
}

/** A menu's page links, each with its icon. */
export function MenuLinks({ items, iconSize, itemClass, onNavigate, className, children }: MenuLinksProps) {
  const t = useT<typeof texts>('common');
  return (
    <ul className={className}>
      {items.map(({ to, label, icon: Icon }) => {
        const content = (
          <>
            <Icon size={iconSize} className="text-ink-muted" />
            {t(label)}
          </>
        );
        return (
          <li key={to}>
            {typeof itemClass === 'string' ? (
              <Link to={to} onClick={onNavigate} className={itemClass}>
                {content}
              </Link>
            ) : (
              <NavLink
                to={to}
                end={to === '/'}
                onClick={onNavigate}
                className={({ isActive }) => itemClass(isActive)}
              >
                {content}
              </NavLink>
            )}
          </li>
        );
      })}
      {children}
    </ul>
  );
}

interface LogoutButtonProps {
  className: string;
  iconSize: number;
  closeMenu: () => void;
  onLogout: () => void;
}

/** A menu's Logout row: it closes the menu, then logs out. */
export function LogoutButton({ className, iconSize, closeMenu, onLogout }: LogoutButtonProps) {
  const t = useT<typeof texts>('common');
  return (
    <button
      type="button"
      onClick={() => {
        closeMenu();
        onLogout();
      }}
      className={cx(className, 'hover:text-loss-300')}
    >
      <LogoutIcon size={iconSize} className="text-ink-muted" />
      {t('nav.logout')}
    </button>
  );
}
