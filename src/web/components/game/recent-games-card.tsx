import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { betPagePath } from '../../../contract/live-bets-texts';
import { formatDateTime } from '../../lib/format';
import { useT } from '../../lib/i18n';
import type { QueryState } from '../../lib/use-query';
import type texts from '../../locales/en/games.json';
import { ClockIcon, ShieldIcon } from '../icons';
import { Badge } from '../ui/badge';
import { SectionCard } from '../ui/card';
import { QueryView } from '../ui/query-view';
import { SignedFunds } from '../ui/signed-funds';

interface RecentGamesCardProps<Game> {
  query: QueryState<Game[]>;
  description: string;
  /** What the card says before the player's first game. */
  emptyText: string;
  testId: string;
  /** The card is a region of the page, named by its title. */
  region?: boolean;
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
  region,
  compact = false,
  children,
}: RecentGamesCardProps<Game>) {
  const t = useT<typeof texts>('games');
  return (
    <SectionCard
      region={region}
      title={t('recent.title')}
      icon={<ClockIcon size={18} />}
      description={description}
    >
      <QueryView
        query={query}
        loadingLabel={t('recent.loading')}
        loadingClassName={compact ? 'py-8' : undefined}
        errorMessage={t('recent.error')}
        isEmpty={(games) => games.length === 0}
        emptyText={emptyText}
        emptyClassName={compact ? 'py-8 text-sm' : 'py-10 text-sm'}
      >
        {(games) => (
          <ul className="divide-y divide-line" data-testid={testId}>
            {games.map(children)}
          </ul>
        )}
      </QueryView>
    </SectionCard>
  );
}

interface RecentGameRowProps {
  betId: number;
  /** Where the verify link goes, when not the bet's own check (a crash bet: its round's). */
  verifyTo?: string;
  profit: number;
  /** The verify link's name for screen readers. */
  verifyLabel: string;
  /** What stands before the text: the die's face, the result badge. */
  lead: ReactNode;
  /** The row's lines of text. */
  children: ReactNode;
}

/** One past round: its lead, its text, the profit, and a link to verify it on the Fairness page. */
export function RecentGameRow({ betId, verifyTo, profit, verifyLabel, lead, children }: RecentGameRowProps) {
  const t = useT<typeof texts>('games');
  return (
    <li className="flex items-center gap-3 px-5 py-3 sm:px-6">
      {lead}
      {/* The round opens its bet's public page. */}
      <Link
        to={betPagePath(betId)}
        data-testid="recent-game-link"
        className="min-w-0 flex-1 rounded hover:[&_p:first-child]:underline"
      >
        {children}
      </Link>
      <SignedFunds amount={profit} />
      <Link
        to={verifyTo ?? `/fairness?bet=${betId}`}
        className="inline-flex items-center gap-1 rounded px-1 font-semibold text-royal-300 text-xs hover:underline"
        aria-label={verifyLabel}
      >
        <ShieldIcon size={14} />
        <span className="hidden sm:inline">{t('recent.verify')}</span>
      </Link>
    </li>
  );
}

/** What an instant game's Recent Games row shows of a round. */
export interface RecentRound {
  betId: number;
  /** Where its verify link goes, when not the bet's own check. */
  verifyTo?: string;
  won: boolean;
  profit: number;
  /** The round in words, for the verify link. */
  description: string;
  createdAt: string;
}

/** How a game's Recent Games look: its words, its test id, and each round's lead. */
export interface RecentRoundsLook<Game extends RecentRound> {
  /** What the game calls its rounds: "rolls", "bets", "drops". */
  noun: string;
  testId: string;
  /** The round's result before its text: the die's face, the multiplier. */
  lead: (game: Game) => ReactNode;
  /** The round's text, when it is not the description. */
  text?: (game: Game) => string;
}

interface RecentRoundsProps<Game extends RecentRound> extends RecentRoundsLook<Game> {
  query: QueryState<Game[]>;
}

/** An instant game's last five rounds: win or loss, the round in words, when, the profit, verify. */
export function RecentRounds<Game extends RecentRound>({
  query,
  noun,
  testId,
  lead,
  text,
}: RecentRoundsProps<Game>) {
  const t = useT<typeof texts>('games');
  return (
    <RecentGamesCard
      query={query}
      region
      description={t('recent.lastFive', { noun })}
      emptyText={t('recent.empty', { noun })}
      testId={testId}
      compact
    >
      {(game) => (
        <RecentGameRow
          key={game.betId}
          betId={game.betId}
          verifyTo={game.verifyTo}
          profit={game.profit}
          verifyLabel={t('recent.verifyLabel', { description: game.description })}
          lead={lead(game)}
        >
          <p className="flex items-center gap-2">
            <Badge tone={game.won ? 'win' : 'loss'}>{game.won ? t('recent.win') : t('recent.loss')}</Badge>
            <span className="truncate text-ink text-sm">{text ? text(game) : game.description}</span>
          </p>
          <p className="mt-0.5 text-ink-faint text-xs">{formatDateTime(game.createdAt)}</p>
        </RecentGameRow>
      )}
    </RecentGamesCard>
  );
}
