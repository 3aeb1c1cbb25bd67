import { lazy, Suspense } from 'react';
import { Link, NavLink } from 'react-router';
import { BrandChip } from '../../components/brand-chip';
import { ChevronLeftIcon, ChevronRightIcon, LogoutIcon } from '../../components/icons';
import { Badge } from '../../components/ui/badge';
import { cx } from '../../lib/cx';
import { useT } from '../../lib/i18n';
import type texts from '../../locales/en/common.json';
import { useAuth } from '../auth/auth-context';
import { ACCOUNT_SECTION, GUEST_SECTIONS, HOME, memberSections, type NavItem } from './nav-items';

// What only signed-in players see comes in its own chunk, so a guest's first load stays small.
const SidebarUserCard = lazy(async () => ({ default: (await import('./member-cards')).SidebarUserCard }));

interface SidebarProps {
  collapsed: boolean;
  onToggle: () => void;
}

const itemClasses = (collapsed: boolean, active = false) =>
  cx(
    'group relative flex h-10 items-center gap-3 rounded-control text-sm font-medium transition duration-200',
    collapsed ? 'justify-center px-0' : 'px-3',
    active
      ? 'bg-linear-to-r from-gold-400/20 to-gold-400/5 text-gold-200 shadow-[inset_0_0_0_1px_rgb(252_201_59/0.25)]'
      : 'text-ink-soft hover:bg-white/5 hover:text-ink',
  );

function SidebarLink({ item, collapsed }: { item: NavItem; collapsed: boolean }) {
  const t = useT<typeof texts>('common');
  const Icon = item.icon;
  return (
    <li>
      <NavLink
        to={item.to}
        end={item.to === '/'}
        title={collapsed ? t(item.label) : undefined}
        className={({ isActive }) => itemClasses(collapsed, isActive)}
      >
        {({ isActive }) => (
          <>
            {isActive && !collapsed && (
              <span
                aria-hidden="true"
                className="absolute inset-y-2 -left-3 w-1 rounded-r-full bg-gold-400"
              />
            )}
            <Icon
              size={20}
              className={cx('shrink-0', isActive ? 'text-gold-300' : 'text-ink-muted group-hover:text-ink')}
            />
            <span className={cx(collapsed ? 'sr-only' : 'flex-1 truncate')}>{t(item.label)}</span>
            {item.badge &&
              (collapsed ? (
                <span
                  aria-hidden="true"
                  className="absolute top-1.5 right-2 size-1.5 rounded-full bg-gold-400"
                />
              ) : (
                <Badge tone={item.badge.tone}>{t(item.badge.text)}</Badge>
              ))}
          </>
        )}
      </NavLink>
    </li>
  );
}

/** The fixed side navigation of large screens: 256 px wide, or 64 px with icons only. */
export function Sidebar({ collapsed, onToggle }: SidebarProps) {
  const { user, logout } = useAuth();
  const t = useT<typeof texts>('common');
  const sections = user ? memberSections(user.isAdmin) : GUEST_SECTIONS;

  return (
    <aside
      data-testid="sidebar"
      data-collapsed={collapsed}
      className={cx(
        'fixed inset-y-0 left-0 z-40 hidden flex-col border-line border-r bg-night-900/95 backdrop-blur-xl transition-[width] duration-300 ease-out lg:flex',
        collapsed ? 'w-16' : 'w-64',
      )}
    >
      <div
        className={cx(
          'flex h-16 shrink-0 items-center border-line border-b',
          collapsed ? 'justify-center' : 'px-4',
        )}
      >
        <Link
          to="/"
          className="flex min-w-0 items-center gap-2.5 rounded-control"
          aria-label={t('brand.homeLink')}
        >
          <BrandChip size={collapsed ? 34 : 36} />
          {!collapsed && (
            <span className="min-w-0 leading-tight">
              <span className="block font-black font-display text-gold-gradient text-lg tracking-tight">
                Fun Funds
              </span>
              <span className="block font-semibold text-2xs text-ink-muted uppercase tracking-[0.3em]">
                Casino
              </span>
            </span>
          )}
        </Link>
      </div>

      <button
        type="button"
        onClick={onToggle}
        aria-label={collapsed ? t('sidebar.expand') : t('sidebar.collapse')}
        aria-expanded={!collapsed}
        title={collapsed ? t('sidebar.expand') : t('sidebar.collapse')}
        className="absolute top-5 -right-3 z-10 grid size-6 place-items-center rounded-full border border-line-strong bg-night-800 text-ink-muted shadow-card transition hover:border-gold-400/60 hover:text-gold-300"
      >
        {collapsed ? <ChevronRightIcon size={14} /> : <ChevronLeftIcon size={14} />}
      </button>

      {user && (
        <Suspense
          fallback={<div className={cx('shrink-0 border-line border-b', collapsed ? 'h-20' : 'h-37')} />}
        >
          <SidebarUserCard user={user} collapsed={collapsed} />
        </Suspense>
      )}

      <nav aria-label={t('nav.main')} className="flex-1 overflow-x-hidden overflow-y-auto px-3 py-4">
        <ul className="space-y-1">
          <SidebarLink item={HOME} collapsed={collapsed} />
        </ul>
        {sections.map((section) => (
          <div key={section.title} className="mt-5">
            {collapsed ? (
              <div aria-hidden="true" className="mx-auto mb-2 h-px w-6 bg-line-strong" />
            ) : (
              <p
                id={`sidebar-section-${section.title}`}
                className="mb-2 px-3 font-semibold text-2xs text-ink-faint uppercase tracking-[0.2em]"
              >
                {t(section.title)}
              </p>
            )}
            <ul
              aria-label={collapsed ? t(section.title) : undefined}
              aria-labelledby={collapsed ? undefined : `sidebar-section-${section.title}`}
              className="space-y-1"
            >
              {section.items.map((item) => (
                <SidebarLink key={item.to} item={item} collapsed={collapsed} />
              ))}
              {user && section.title === ACCOUNT_SECTION && (
                <li>
                  <button
                    type="button"
                    onClick={() => void logout()}
                    title={collapsed ? t('nav.logout') : undefined}
                    className={cx(itemClasses(collapsed), 'w-full hover:text-loss-300')}
                  >
                    <LogoutIcon size={20} className="shrink-0 text-ink-muted group-hover:text-loss-300" />
                    <span className={collapsed ? 'sr-only' : ''}>{t('nav.logout')}</span>
                  </button>
                </li>
              )}
            </ul>
          </div>
        ))}
      </nav>

      {!collapsed && (
        <p className="shrink-0 border-line border-t px-5 py-3 text-2xs text-ink-faint leading-relaxed">
          {t('sidebar.playMoney')}
        </p>
      )}
    </aside>
  );
}
