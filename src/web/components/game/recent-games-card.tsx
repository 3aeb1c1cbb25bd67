import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { errorText } from '../../lib/api';
import { cx } from '../../lib/cx';
import { formatSignedFunds } from '../../lib/format';
import type { QueryState } from '../../lib/use-query';
import { ClockIcon, ShieldIcon } from '../icons';
import { Card, CardHeader } from '../ui/card';
import { ErrorState } from '../ui/error-state';
import { LoadingState } from '../ui/spinner';

interface RecentGamesCardProps<Game> {
  query: QueryState<Game[]>;
  description: string;
  /** What the card says before the player's first game. */
  emptyText: string;
  testId: string;
  /** Names the card as a region after its title. */
  titleId?: string;
  /** Less room around the loading and empty states. */
  compact?: boolean;
  children: (game: Game) => ReactNode;
}

/** A game's last rounds from the server, one row each, with loading, error and empty states. */
export function RecentGamesCard<Game>({
  query,
  description,
  emptyText,
  testId,
  titleId,
  compact = false,
  children,
}: RecentGamesCardProps<Game>) {
  const { data, error, loading, reload } = query;
  return (
    <Card aria-labelledby={titleId}>
      <CardHeader
        id={titleId}
        title="Recent Games"
        icon={<ClockIcon size={18} />}
        description={description}
      />
      {loading && !data ? (
        <LoadingState label="Loading recent games..." className={compact ? 'py-8' : undefined} />
      ) : error && !data ? (
        <ErrorState message={errorText(error, 'Could not load your recent games.')} onRetry={reload} />
      ) : !data || data.length === 0 ? (
        <p className={cx('px-6 text-center text-ink-muted text-sm', compact ? 'py-8' : 'py-10')}>
          {emptyText}
        </p>
      ) : (
        <ul className="divide-y divide-line" data-testid={testId}>
          {data.map(children)}
        </ul>
      )}
    </Card>
  );
}

interface RecentGameRowProps {
  betId: number;
  profit: number;
  /** The verify link's name for screen readers. */
  verifyLabel: string;
  /** What stands before the text: the die's face, the result badge. */
  lead: ReactNode;
  /** The row's lines of text. */
  children: ReactNode;
}

/** One past round: its lead, its text, the profit, and a link to verify it on the Fairness page. */
export function RecentGameRow({ betId, profit, verifyLabel, lead, children }: RecentGameRowProps) {
  return (
    <li className="flex items-center gap-3 px-5 py-3 sm:px-6">
      {lead}
      <div className="min-w-0 flex-1">{children}</div>
      <span
        className={cx(
          'font-bold font-display text-sm tabular-nums',
          profit > 0 ? 'text-win-400' : profit < 0 ? 'text-loss-400' : 'text-ink-muted',
        )}
      >
        {formatSignedFunds(profit)}
      </span>
      <Link
        to={`/fairness?bet=${betId}`}
        className="inline-flex items-center gap-1 rounded px-1 font-semibold text-royal-300 text-xs hover:underline"
        aria-label={verifyLabel}
      >
        <ShieldIcon size={14} />
        <span className="hidden sm:inline">Verify</span>
      </Link>
    </li>
  );
}
