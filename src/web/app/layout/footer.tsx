import { Link } from 'react-router';
import { BrandChip } from '../../components/brand-chip';
import { useT } from '../../lib/i18n';
import type texts from '../../locales/en/common.json';
import { useAuth } from '../auth/auth-context';
import { FOOTER_GUEST_ITEMS, FOOTER_ITEMS } from './nav-items';

export function Footer() {
  const { user } = useAuth();
  const t = useT<typeof texts>('common');
  const items = user ? FOOTER_ITEMS : FOOTER_GUEST_ITEMS;
  return (
    <footer className="mt-10 border-line border-t bg-night-950/60">
      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6 md:flex-row md:items-center md:justify-between lg:px-8">
        <div className="flex items-center gap-3">
          <BrandChip size={32} />
          <div>
            <p className="font-bold font-display text-ink">{t('siteName')}</p>
            <p className="text-ink-muted text-xs">{t('footer.tagline')}</p>
          </div>
        </div>
        <nav aria-label={t('footer.nav')}>
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            {items.map((item) => (
              <li key={item.to}>
                <Link to={item.to} className="rounded text-ink-soft text-sm transition hover:text-gold-300">
                  {t(item.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className="border-line border-t px-4 py-4 text-center text-ink-muted text-xs">
        {t('footer.copyright', { year: String(new Date().getFullYear()) })}
      </p>
    </footer>
  );
}
