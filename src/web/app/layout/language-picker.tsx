import { useId } from 'react';
import { api } from '../../lib/api';
import { cx } from '../../lib/cx';
import { chooseLocale, isLocale, localeNames, locales, useLocale, useT } from '../../lib/i18n';
import type texts from '../../locales/en/common.json';
import { useAuth } from '../auth/auth-context';

/**
 * The language picker: each language by its own name, the current one selected. A native select, so
 * it works by keyboard and screen reader everywhere and opens the phone's own list. A signed-in
 * player's choice is kept in their profile too (a guest's in local storage, by chooseLocale).
 */
export function LanguagePicker({ className }: { className?: string }) {
  const t = useT<typeof texts>('common');
  const locale = useLocale();
  const { user, updateUser } = useAuth();
  const id = useId();

  const choose = async (next: string) => {
    if (!isLocale(next)) return;
    await chooseLocale(next);
    if (!user) return;
    try {
      const profile = await api('PUT /api/users/profile', { body: { locale: next } });
      updateUser({ locale: profile.locale ?? null });
    } catch {
      // Kept in this browser anyway; the profile takes it at the next choice or sign-in.
    }
  };

  return (
    <div className={cx('flex items-center', className)}>
      <label htmlFor={id} className="sr-only">
        {t('language.label')}
      </label>
      <select
        id={id}
        value={locale}
        onChange={(event) => void choose(event.target.value)}
        data-testid="language-picker"
        className="h-10 cursor-pointer rounded-control border border-line bg-night-800/60 px-3 font-semibold text-ink-soft text-sm transition hover:border-gold-400/50 hover:text-gold-300 focus-visible:border-gold-400/70"
      >
        {locales.map((code) => (
          <option key={code} value={code} lang={code} className="bg-night-900 text-ink">
            {localeNames[code]}
          </option>
        ))}
      </select>
    </div>
  );
}
