import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { SocialHubToggle } from '../../features/social/components/social-hub-toggle';
import { usePanelState } from '../../features/social/hooks/use-panel-state';
import { announceBalance } from '../../lib/announcer';
import { cx } from '../../lib/cx';
import { useT } from '../../lib/i18n';
import { readJson, writeJson } from '../../lib/storage';
import type texts from '../../locales/en/common.json';
import { useAuth } from '../auth/auth-context';
import { AuthSpinner } from '../guards';
import { usePageTitle } from '../use-page-title';
import { Footer } from './footer';
import { MobileHeader } from './mobile-header';
import { Sidebar } from './sidebar';
import { TopBar } from './top-bar';

const COLLAPSED_KEY = 'sidebarCollapsed';

// The panel brings the socket client and chat with it, and the tips' slots: fetched once someone is
// signed in.
const SocialHub = lazy(async () => {
  const [{ SocialHub }, { socialHubSlots }] = await Promise.all([
    import('../../features/social/components/social-hub'),
    import('./social-slots'),
  ]);
  return {
    default: (props: Omit<Parameters<typeof SocialHub>[0], 'slots'>) => (
      <SocialHub {...props} slots={socialHubSlots} />
    ),
  };
});

// The daily reward and the notifications (their state, the chest, the bell, the live toasts): only
// signed-in players have them, so a guest's first page (the home page's scripts,
// e2e/compression.spec.ts) does not carry them.
const PlayerSession = lazy(async () => ({ default: (await import('./player-tools')).PlayerSession }));
const PlayerTools = lazy(async () => ({ default: (await import('./player-tools')).PlayerTools }));
const PlayerToasts = lazy(async () => ({ default: (await import('./player-tools')).PlayerToasts }));

// The live bets table under every game, in its own chunk.
const LiveBetsPanel = lazy(async () => ({
  default: (await import('../../features/live-bets/components/live-bets-panel')).LiveBetsPanel,
}));

/** Tells screen-reader users when their balance changes (not on sign-in). */
function useBalanceAnnouncements(userId: number | undefined, funFunds: number | undefined) {
  const previous = useRef({ userId, funFunds });
  useEffect(() => {
    const before = previous.current;
    previous.current = { userId, funFunds };
    if (funFunds === undefined || before.userId !== userId || before.funFunds === funFunds) return;
    announceBalance(funFunds);
  }, [userId, funFunds]);
}

export function AppShell() {
  const { user, initialized, setFunFunds, refreshBalance } = useAuth();
  const title = usePageTitle();
  const t = useT<typeof texts>('common');
  const onGamePage = useLocation().pathname.startsWith('/games/');
  const [collapsed, setCollapsed] = useState(() => readJson<boolean>(COLLAPSED_KEY) === true);
  useBalanceAnnouncements(user?._id, user?.funFunds);
  const socialPanel = usePanelState();
  const socialOpen = user !== null && socialPanel.open;
  const [requestCount, setRequestCount] = useState(0);
  const socialToggle =
    user && initialized ? (
      <SocialHubToggle
        open={socialPanel.open}
        requestCount={requestCount}
        onOpen={() => socialPanel.setOpen(true)}
      />
    ) : null;

  // The daily reward's chest and the notifications' bell, beside the balance; their state is shared by
  // the large screens' top bar and the phones' header.
  const signedInId = user && initialized ? user._id : null;
  const refreshFunds = useCallback(() => void refreshBalance().catch(() => undefined), [refreshBalance]);
  const playerTools =
    signedInId !== null ? (
      <Suspense fallback={null}>
        <PlayerTools />
      </Suspense>
    ) : null;

  const toggleSidebar = () => {
    const next = !collapsed;
    setCollapsed(next);
    writeJson(COLLAPSED_KEY, next);
  };

  return (
    <div className="min-h-dvh">
      <a
        href="#main"
        className="sr-only z-[60] rounded-control bg-gold-400 px-4 py-2 font-semibold text-gold-900 focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t('skipToContent')}
      </a>
      <Sidebar collapsed={collapsed} onToggle={toggleSidebar} />
      <MobileHeader socialToggle={socialToggle} playerTools={playerTools} />
      <div
        className={cx(
          'flex min-h-dvh flex-col transition-[padding] duration-300 ease-out',
          collapsed ? 'lg:pl-16' : 'lg:pl-64',
          // The Social Hub sits beside the page on wide screens and over it on smaller ones.
          socialOpen && 'xl:pr-80',
        )}
      >
        <TopBar title={title} socialToggle={socialToggle} playerTools={playerTools} />
        <main id="main" tabIndex={-1} className="flex-1 pt-4 pb-4 outline-none sm:pt-5">
          {initialized ? (
            // A page waits here for a text catalogue its route did not preload.
            <Suspense fallback={<AuthSpinner />}>
              <Outlet />
            </Suspense>
          ) : (
            <AuthSpinner />
          )}
          {initialized && onGamePage && (
            <Suspense fallback={null}>
              <LiveBetsPanel token={user?.token ?? null} />
            </Suspense>
          )}
        </main>
        <Footer />
      </div>
      {user && initialized && (
        <Suspense fallback={null}>
          <PlayerSession key={user._id} userId={user._id} onBalance={setFunFunds} />
          <SocialHub user={user} panel={socialPanel} onRequestCount={setRequestCount} />
          <PlayerToasts token={user.token} onFundsMoved={refreshFunds} />
        </Suspense>
      )}
    </div>
  );
}
