import type { ReactNode } from 'react';
import type { TotalKind } from '../../../../contract/admin-texts';
import { ChevronLeftIcon, ChevronRightIcon } from '../../../components/icons';
import { Button } from '../../../components/ui/button';
import type { PageAt } from '../api';

interface PagerProps {
  label: string;
  /** What the list holds, in the plural: 'users', 'entries'. */
  noun: string;
  shown: number;
  /** The page's answer: its totals, and cursors that are null where the list begins / ends. */
  page: { total: number; totalIs: TotalKind; prevCursor: string | null; nextCursor: string | null };
  onPage: (at: PageAt) => void;
}

/** Large totals are counted only so far: 'about' a number, or 'at least' one. */
function totalText(total: number, totalIs: TotalKind): string {
  const count = total.toLocaleString('en-US');
  if (totalIs === 'about') return `about ${count}`;
  if (totalIs === 'atLeast') return `${count}+`;
  return count;
}

/** Pages by key: first, previous, next and last, never a page number (DECISIONS.md section 9). */
export function Pager({ label, noun, shown, page, onPage }: PagerProps) {
  const { total, totalIs, prevCursor, nextCursor } = page;
  // Where each button goes; null where the list begins or ends.
  const steps: Array<{ label: string; at: PageAt | null; icon?: ReactNode; trailingIcon?: ReactNode }> = [
    { label: 'First', at: prevCursor === null ? null : {} },
    {
      label: 'Previous',
      at: prevCursor === null ? null : { before: prevCursor },
      icon: <ChevronLeftIcon size={16} />,
    },
    {
      label: 'Next',
      at: nextCursor === null ? null : { after: nextCursor },
      trailingIcon: <ChevronRightIcon size={16} />,
    },
    { label: 'Last', at: nextCursor === null ? null : { last: true } },
  ];
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-between gap-3 px-5 py-3 sm:px-6">
      <p className="text-ink-muted text-sm" aria-live="polite">
        {shown.toLocaleString('en-US')} shown of {totalText(total, totalIs)} {noun}
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
