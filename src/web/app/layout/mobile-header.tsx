import { lazy, type ReactNode, Suspense, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { BrandChip } from '../../components/brand-chip';
import { CloseIcon, MenuIcon } from '../../components/icons';
import { cx } from '../../lib/cx';
import { useT } from '../../lib/i18n';
import { usePopover } from '../../lib/use-popover';
import type texts from '../../locales/en/common.json';
import { useAuth } from '../auth/auth-context';
import { BalanceChip } from './balance-chip';
import { LanguagePicker } from './language-picker';
import { LogoutButton, MenuLinks } from './menu-links';
import { ADMIN, MOBILE_GUEST_ITEMS, MOBILE_MEMBER_ITEMS } from './nav-items';
import { SoundControl } from './sound-control';

const MobileUserCard = lazy(async () => ({ default: (await import('./member-cards')).MobileUserCard }));

const itemClass = (active: boolean) =>
  cx(
    'flex w-full items-center gap-3 rounded-control px-4 py-3 font-medium text-base transition',
    active ? 'bg-gold-400/15 text-gold-200' : 'text-ink-soft hover:bg-white/5 hover:text-ink',
  );

/** The header of small screens, with the menu SPEC.md lists for mobile. */
export function MobileHeader({
  socialToggle,
  playerTools,
}: {
  socialToggle: ReactNode;
  playerTools: ReactNode;
}) {
  const { user, logout } = useAuth();
  const t = useT<typeof texts>('common');
  const { open, close, containerRef, panelId, toggleProps } = usePopover('mobile-menu');
  const { pathname } = useLocation();

  // Moving to another page closes the menu.
  const [menuPath, setMenuPath] = useState(pathname);
  if (menuPath !== pathname) {
    setMenuPath(pathname);
    close();
  }

  const items = user ? [...MOBILE_MEMBER_ITEMS, ...(user.isAdmin ? [ADMIN] : [])] : MOBILE_GUEST_ITEMS;

  return (
    <div ref={containerRef} className="sticky top-0 z-40 lg:hidden">
      <header className="flex h-16 items-center gap-1.5 border-line border-b bg-night-950/85 px-3 backdrop-blur-xl sm:gap-2 sm:px-4">
        <Link
          to="/"
          className="flex min-w-0 flex-1 items-center gap-2 rounded-control"
          aria-label={t('brand.homeLink')}
        >
          <BrandChip size={32} />
          <span className="truncate font-black font-display text-gold-gradient text-lg tracking-tight max-[420px]:sr-only">
            Fun Funds
          </span>
        </Link>
        {user && <BalanceChip amount={user.funFunds} className="whitespace-nowrap px-2.5 py-1 text-xs" />}
        {playerTools}
        <SoundControl />
        {socialToggle}
        <button
          {...toggleProps}
          aria-label={open ? t('menu.close') : t('menu.open')}
          className="grid size-10 place-items-center rounded-control border border-line bg-night-800/60 text-ink transition hover:border-gold-400/50"
        >
          {open ? <CloseIcon /> : <MenuIcon />}
        </button>
      </header>
      {open && (
        <nav
          id={panelId}
          aria-label={t('menu.mobile')}
          className="absolute inset-x-0 top-16 max-h-[calc(100dvh-4rem)] animate-fade-in overflow-y-auto border-line border-b bg-night-900/98 px-4 pt-3 pb-5 shadow-lift backdrop-blur-xl"
        >
          {user && (
            <Suspense fallback={<div className="mb-3 h-17" />}>
              <MobileUserCard user={user} />
            </Suspense>
          )}
          <MenuLinks items={items} iconSize={20} itemClass={itemClass} className="space-y-1">
            {user && (
              <li>
                <LogoutButton
                  className={itemClass(false)}
                  iconSize={20}
                  closeMenu={close}
                  onLogout={() => void logout()}
                />
              </li>
            )}
          </MenuLinks>
          <div className="mt-4 border-line border-t pt-4">
            <LanguagePicker className="[&>select]:w-full" />
          </div>
        </nav>
      )}
    </div>
  );
}
