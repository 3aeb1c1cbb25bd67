import type { TotalKind } from '../../../../contract/admin-texts';
import { ChevronLeftIcon, ChevronRightIcon } from '../../../components/icons';
import { Button } from '../../../components/ui/button';
import type { PageAt } from '../api';

interface PagerProps {
  label: string;
  /** What the list holds, in the plural: 'users', 'entries'. */
  noun: string;
  shown: number;
  total: number;
  totalIs: TotalKind;
  /** From the page's answer: null where the list begins / ends. */
  prevCursor: string | null;
  nextCursor: string | null;
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
export function Pager({ label, noun, shown, total, totalIs, prevCursor, nextCursor, onPage }: PagerProps) {
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-between gap-3 px-5 py-3 sm:px-6">
      <p className="text-ink-muted text-sm" aria-live="polite">
        {shown.toLocaleString('en-US')} shown of {totalText(total, totalIs)} {noun}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <Button size="sm" variant="outline" disabled={prevCursor === null} onClick={() => onPage({})}>
          First
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={prevCursor === null}
          onClick={() => prevCursor !== null && onPage({ before: prevCursor })}
          icon={<ChevronLeftIcon size={16} />}
        >
          Previous
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={nextCursor === null}
          onClick={() => nextCursor !== null && onPage({ after: nextCursor })}
        >
          Next
          <ChevronRightIcon size={16} />
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={nextCursor === null}
          onClick={() => onPage({ last: true })}
        >
          Last
        </Button>
      </div>
    </nav>
  );
}
