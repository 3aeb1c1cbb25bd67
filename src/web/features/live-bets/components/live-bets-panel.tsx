import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  betPagePath,
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
import { formatFunds, formatNumber, formatTime } from '../../../lib/format';
import { type Translate, useT } from '../../../lib/i18n';
import type texts from '../../../locales/en/live-bets.json';
import { gameName } from '../game-name';
import { useLiveBets } from '../hooks/use-live-bets';

type Texts = Translate<typeof texts>;

const tabEmpty = (t: Texts, tab: LiveBetTab) =>
  tab === 'high'
    ? t('empty.high', { amount: formatFunds(HIGH_ROLLER_MIN_BET) })
    : tab === 'lucky'
      ? t('empty.lucky', { multiplier: formatNumber(LUCKY_MIN_MULTIPLIER) })
      : t('empty.all');

const columns = (t: Texts): TableColumn[] => [
  { label: t('column.game'), className: 'px-4 py-2.5 text-left sm:px-5' },
  { label: t('column.player'), className: 'px-2 py-2.5 text-left' },
  { label: t('column.time'), className: 'hidden px-2 py-2.5 text-left md:table-cell' },
  { label: t('column.bet'), className: 'hidden px-2 py-2.5 text-right sm:table-cell' },
  { label: t('column.multiplier'), className: 'px-2 py-2.5 text-right' },
  { label: t('column.payout'), className: 'px-4 py-2.5 text-right sm:px-5' },
];

function BetRow({ bet }: { bet: LiveBet }) {
  const navigate = useNavigate();
  const t = useT<typeof texts>('live-bets');
  const game = gameName(bet.game);
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
          aria-label={t('rowLabel', { id: bet.id, game, name: hidden ? t('hidden') : bet.username })}
          className="rounded font-semibold text-ink hover:text-gold-200 hover:underline"
        >
          {game}
        </Link>
      </td>
      <td className="max-w-28 truncate px-2 py-2.5 sm:max-w-40">
        <span className={cx(hidden ? 'text-ink-faint italic' : 'text-ink-soft')}>
          {hidden ? t('hidden') : bet.username}
        </span>
      </td>
      <td className="hidden whitespace-nowrap px-2 py-2.5 text-ink-muted text-xs md:table-cell">
        <time dateTime={bet.createdAt}>{formatTime(bet.createdAt)}</time>
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
        {t('multiplier', { value: formatNumber(bet.multiplier, 2) })}
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
  const t = useT<typeof texts>('live-bets');
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
          {t('loading')}
        </div>
      ) : failed && bets.length === 0 ? (
        <p className="py-10 text-center text-loss-300 text-sm">{t('failed')}</p>
      ) : bets.length === 0 ? (
        <p className="py-10 text-center text-ink-muted text-sm">{tabEmpty(t, tab)}</p>
      ) : (
        <div>
          <table className="w-full text-sm" data-testid="live-bets-table">
            <TableHead
              columns={columns(t)}
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
  const t = useT<typeof texts>('live-bets');
  return (
    <Container className="mt-6">
      <SectionCard region title={t('title')} icon={<ChartIcon size={18} />} description={t('description')}>
        <div className="px-4 pt-4 sm:px-5">
          <Tabs
            idPrefix="live-bets"
            label={t('title')}
            tabs={LIVE_BET_TABS.map((id) => ({ id, label: t(`tab.${id}`) }))}
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
