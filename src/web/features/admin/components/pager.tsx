import { ChevronLeftIcon, ChevronRightIcon } from '../../../components/icons';
import { Button } from '../../../components/ui/button';

interface PagerProps {
  page: number;
  limit: number;
  total: number;
  label: string;
  onPage: (page: number) => void;
}

export function Pager({ page, limit, total, label, onPage }: PagerProps) {
  const pages = Math.max(1, Math.ceil(total / limit));
  const first = total === 0 ? 0 : (page - 1) * limit + 1;
  const last = Math.min(total, page * limit);
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-between gap-3 px-5 py-3 sm:px-6">
      <p className="text-ink-muted text-sm" aria-live="polite">
        {first}–{last} of {total.toLocaleString('en-US')}
      </p>
      <div className="flex items-center gap-2">
        <Button
          size="sm"
          variant="outline"
          disabled={page <= 1}
          onClick={() => onPage(page - 1)}
          icon={<ChevronLeftIcon size={16} />}
        >
          Previous
        </Button>
        <span className="text-ink-soft text-sm tabular-nums">
          Page {page} of {pages}
        </span>
        <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          Next
          <ChevronRightIcon size={16} />
        </Button>
      </div>
    </nav>
  );
}
