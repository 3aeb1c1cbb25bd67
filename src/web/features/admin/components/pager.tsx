import type { ReactNode } from 'react';
import type { TotalKind } from '../../../../contract/admin-texts';
import { ChevronLeftIcon, ChevronRightIcon } from '../../../components/icons';
import { Button } from '../../../components/ui/button';
import { formatNumber } from '../../../lib/format';
import { type Translate, useT } from '../../../lib/i18n';
import type texts from '../../../locales/en/admin.json';
import type { PageAt } from '../api';

interface PagerProps {
  label: string;
  /** What the list holds. */
  noun: 'users' | 'entries';
  shown: number;
  /** The page's answer: its totals, and cursors that are null where the list begins / ends. */
  page: { total: number; totalIs: TotalKind; prevCursor: string | null; nextCursor: string | null };
  onPage: (at: PageAt) => void;
}

/** Large totals are counted only so far: 'about' a number, or 'at least' one. */
function totalText(t: Translate<typeof texts>, total: number, totalIs: TotalKind): string {
  const count = formatNumber(total);
  if (totalIs === 'about') return t('totalAbout', { count });
  if (totalIs === 'atLeast') return t('totalAtLeast', { count });
  return count;
}

/** Pages by key: first, previous, next and last, never a page number (DECISIONS.md section 9). */
export function Pager({ label, noun, shown, page, onPage }: PagerProps) {
  const { total, totalIs, prevCursor, nextCursor } = page;
  const t = useT<typeof texts>('admin');
  // Where each button goes; null where the list begins or ends.
  const steps: Array<{ label: string; at: PageAt | null; icon?: ReactNode; trailingIcon?: ReactNode }> = [
    { label: t('pager.first'), at: prevCursor === null ? null : {} },
    {
      label: t('pager.previous'),
      at: prevCursor === null ? null : { before: prevCursor },
      icon: <ChevronLeftIcon size={16} />,
    },
    {
      label: t('pager.next'),
      at: nextCursor === null ? null : { after: nextCursor },
      trailingIcon: <ChevronRightIcon size={16} />,
    },
    { label: t('pager.last'), at: nextCursor === null ? null : { last: true } },
  ];
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-between gap-3 px-5 py-3 sm:px-6">
      <p className="text-ink-muted text-sm" aria-live="polite">
        {t(noun === 'users' ? 'shownUsers' : 'shownEntries', {
          shown: formatNumber(shown),
          total: totalText(t, total, totalIs),
        })}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        {steps.map((step) => (
          <Button
            key={step.label}
            size="sm"
            variant="outline"
            disabled={step.at === null}
            onClick={() => step.at !== null && onPage(step.at)}
            icon={step.icon}
          >
            {step.label}
            {step.trailingIcon}
          </Button>
        ))}
      </div>
    </nav>
  );
}
