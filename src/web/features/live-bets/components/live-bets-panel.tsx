import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { GAME_NAMES } from '../../../../contract/common-texts';
import {
  betPagePath,
  HIDDEN_PLAYER,
  HIGH_ROLLER_MIN_BET,
  LIVE_BET_TABS,
  type LiveBet,
  type LiveBetTab,
  LUCKY_MIN_MULTIPLIER,
} from '../../../../contract/live-bets-texts';
import { ChartIcon } from '../../../components/icons';
import { SectionCard } from '../../../components/ui/card';
import { Container } from '../../../components/ui/container';
import { Spinner } from '../../../components/ui/spinner';
import { type TableColumn, TableHead } from '../../../components/ui/table-head';
import { panelId, Tabs, tabId } from '../../../components/ui/tabs';
import { cx } from '../../../lib/cx';
import { formatFunds } from '../../../lib/format';
import { useLiveBets } from '../hooks/use-live-bets';

const TAB_LABELS: Record<LiveBetTab, string> = {
  all: 'All bets',
  high: 'High rollers',
  lucky: 'Lucky wins',
};

const TAB_EMPTY: Record<LiveBetTab, string> = {
  all: 'No bets yet. Every game’s bets show here as they land.',
  high: `No bets of ${formatFunds(HIGH_ROLLER_MIN_BET)} or more yet.`,
  lucky: `No wins of ${LUCKY_MIN_MULTIPLIER}x or more yet.`,
};

const COLUMNS: TableColumn[] = [
  { label: 'Game', className: 'px-4 py-2.5 text-left sm:px-5' },
  { label: 'Player', className: 'px-2 py-2.5 text-left' },
  { label: 'Time', className: 'hidden px-2 py-2.5 text-left md:table-cell' },
  { label: 'Bet', className: 'hidden px-2 py-2.5 text-right sm:table-cell' },
  { label: 'Multiplier', className: 'px-2 py-2.5 text-right' },
  { label: 'Payout', className: 'px-4 py-2.5 text-right sm:px-5' },
];

const timeOf = (iso: string) =>
  new Date(iso).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit', second: '2-digit' });

function BetRow({ bet }: { bet: LiveBet }) {
  const navigate = useNavigate();
  const game = GAME_NAMES[bet.game] ?? bet.game;
  const won = bet.payout > bet.betAmount;
  const hidden = bet.userId === null;
  return (
    // The game's link is the row's keyboard stop; a click anywhere on the row opens the bet too.
    <tr
      data-testid="live-bet-row"
      data-bet-id={bet.id}
      onClick={() => navigate(betPagePath(bet.id))}
      className="cursor-pointer transition hover:bg-white/4"
    >
      <td className="px-4 py-2.5 sm:px-5">
        <Link
          to={betPagePath(bet.id)}
          onClick={(event) => event.stopPropagation()}
          aria-label={`Bet ${bet.id}: ${game} by ${bet.username}`}
          className="rounded font-semibold text-ink hover:text-gold-200 hover:underline"
        >
          {game}
        </Link>
      </td>
      <td className="max-w-28 truncate px-2 py-2.5 sm:max-w-40">
        <span className={cx(hidden ? 'text-ink-faint italic' : 'text-ink-soft')}>
          {hidden ? HIDDEN_PLAYER : bet.username}
        </span>
      </td>
      <td className="hidden whitespace-nowrap px-2 py-2.5 text-ink-muted text-xs md:table-cell">
        <time dateTime={bet.createdAt}>{timeOf(bet.createdAt)}</time>
      </td>
      <td className="hidden whitespace-nowrap px-2 py-2.5 text-right text-ink-soft tabular-nums sm:table-cell">
        {formatFunds(bet.betAmount)}
      </td>
      <td
        className={cx(
          'whitespace-nowrap px-2 py-2.5 text-right font-display tabular-nums',
          bet.multiplier >= LUCKY_MIN_MULTIPLIER ? 'font-bold text-gold-300' : 'text-ink-soft',
        )}
      >
        {bet.multiplier.toFixed(2)}x
      </td>
      <td
        className={cx(
          'whitespace-nowrap px-4 py-2.5 text-right font-bold font-display tabular-nums sm:px-5',
          won ? 'text-win-400' : 'text-ink-muted',
        )}
      >
        {formatFunds(bet.payout)}
      </td>
    </tr>
  );
}

function TabPanel({ tab, token }: { tab: LiveBetTab; token: string | null }) {
  const { bets, loading, failed } = useLiveBets(tab, token);
  return (
    // One height whatever it holds (loading, empty, a few rows or fifty): bets landing never move the
    // page below the table.
    <div
      role="tabpanel"
      id={panelId('live-bets', tab)}
      aria-labelledby={tabId('live-bets', tab)}
      className="h-[26rem] overflow-y-auto"
    >
      {loading && bets.length === 0 ? (
        <div className="flex items-center justify-center gap-3 py-10 text-ink-muted text-sm" role="status">
          <Spinner />
          Loading live bets...
        </div>
      ) : failed && bets.length === 0 ? (
        <p className="py-10 text-center text-loss-300 text-sm">Could not load the live bets.</p>
      ) : bets.length === 0 ? (
        <p className="py-10 text-center text-ink-muted text-sm">{TAB_EMPTY[tab]}</p>
      ) : (
        <div>
          <table className="w-full text-sm" data-testid="live-bets-table">
            <TableHead
              columns={COLUMNS}
              className="sticky top-0 z-10 border-line border-b bg-night-900 text-2xs text-ink-muted uppercase tracking-wider"
            />
            <tbody className="divide-y divide-line">
              {bets.map((bet) => (
                <BetRow key={bet.id} bet={bet} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

/** Everyone's bets as they land, in three tabs; each row opens the bet's public page. */
export function LiveBetsPanel({ token }: { token: string | null }) {
  const [tab, setTab] = useState<LiveBetTab>('all');
  return (
    <Container className="mt-6">
      <SectionCard
        region
        title="Live bets"
        icon={<ChartIcon size={18} />}
        description="Every game, every player, as it happens."
      >
        <div className="px-4 pt-4 sm:px-5">
          <Tabs
            idPrefix="live-bets"
            label="Live bets"
            tabs={LIVE_BET_TABS.map((id) => ({ id, label: TAB_LABELS[id] }))}
            value={tab}
            onChange={setTab}
            className="max-w-lg"
          />
        </div>
        <div className="pt-3 pb-2">
          <TabPanel key={tab} tab={tab} token={token} />
        </div>
      </SectionCard>
    </Container>
  );
}
