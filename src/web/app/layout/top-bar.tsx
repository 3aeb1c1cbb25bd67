import { lazy, type ReactNode, Suspense } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { useT } from '../../lib/i18n';
import type texts from '../../locales/en/common.json';
import { useAuth } from '../auth/auth-context';
import { BalanceChip } from './balance-chip';
import { LanguagePicker } from './language-picker';
import { SoundControl } from './sound-control';

// Signed-in players only: its own chunk, out of a guest's first load.
const UserMenu = lazy(async () => ({ default: (await import('./user-menu')).UserMenu }));

interface TopBarProps {
  title: string;
  socialToggle: ReactNode;
  /** The signed-in player's daily reward chest and notification bell. */
  playerTools: ReactNode;
}

/**
 * The large-screen bar above every page: title, balance, the daily reward and the notifications,
 * sound, the Social Hub and the account menu.
 */
export function TopBar({ title, socialToggle, playerTools }: TopBarProps) {
  const { user, logout } = useAuth();
  const t = useT<typeof texts>('common');
  return (
    <header className="sticky top-0 z-30 hidden h-16 items-center gap-4 border-line border-b bg-night-950/70 px-8 backdrop-blur-xl lg:flex">
      <p className="min-w-0 flex-1 truncate font-bold font-display text-ink text-xl" data-testid="page-title">
        {title}
      </p>
      {user && <BalanceChip amount={user.funFunds} />}
      {playerTools}
      <LanguagePicker />
      <SoundControl />
      {socialToggle}
      {user ? (
        <Suspense fallback={<div className="h-10 w-40" />}>
          <UserMenu user={user} onLogout={() => void logout()} />
        </Suspense>
      ) : (
        <div className="flex items-center gap-2">
          <Link to="/login" className={buttonClasses({ variant: 'ghost', size: 'sm' })}>
            {t('nav.login')}
          </Link>
          <Link to="/register" className={buttonClasses({ variant: 'primary', size: 'sm' })}>
            {t('nav.register')}
          </Link>
        </div>
      )}
    </header>
  );
}
