import { Link } from 'react-router';
import { betPagePath } from '../../../../contract/live-bets-texts';
import { REELS, ROWS } from '../../../../games/slots';
import { ShieldIcon } from '../../../components/icons';
import { cx } from '../../../lib/cx';
import { formatDateTime, formatFunds, formatTime } from '../../../lib/format';
import { type Translate, useT } from '../../../lib/i18n';
import type texts from '../../../locales/en/slots.json';
import type { SlotsHistoryItem } from '../history-store';
import { symbolLabel } from '../symbols';
import { SlotSymbolIcon } from './slot-symbol';

const CELLS = Array.from({ length: REELS * ROWS }, (_, cell) => cell);
const ROW_INDEXES = Array.from({ length: ROWS }, (_, row) => row);
function when(time: number): string {
  const date = new Date(time);
  const today = new Date().toDateString() === date.toDateString();
  return today ? formatTime(date) : formatDateTime(date.toISOString());
}

/** The spin's three rows, reel by reel, as a tiny picture (its text is the row of symbol names). */
function MiniReels({ symbols, t }: { symbols: string[][]; t: Translate<typeof texts> }) {
  const rows = ROW_INDEXES.map((row) => symbols.map((reel) => reel[row] ?? ''));
  const description = rows.map((row) => row.map((symbol) => symbolLabel(t, symbol)).join(', ')).join('; ');
  return (
    <div
      role="img"
      aria-label={t('history.reels', { description })}
      className="grid shrink-0 grid-cols-5 gap-px overflow-hidden rounded-md bg-night-950/80 p-0.5 ring-1 ring-line"
    >
      {CELLS.map((cell) => (
        <SlotSymbolIcon
          key={cell}
          symbol={rows[Math.floor(cell / REELS)]?.[cell % REELS] ?? ''}
          className="size-4 rounded-[2px] bg-night-800 sm:size-[1.125rem]"
        />
      ))}
    </div>
  );
}

export function HistoryRow({ item }: { item: SlotsHistoryItem }) {
  const t = useT<typeof texts>('slots');
  return (
    <li data-testid="slots-history-row" className="flex items-center gap-3 px-4 py-2.5 sm:px-5">
      <MiniReels symbols={item.symbols} t={t} />
      {/* The spin opens its bet's public page. */}
      <Link
        to={betPagePath(item.betId)}
        data-testid="slots-history-link"
        className="min-w-0 flex-1 rounded hover:[&_p:first-child]:underline"
      >
        <p className={cx('font-bold text-sm tabular-nums', item.won ? 'text-win-300' : 'text-ink-muted')}>
          {item.won ? t('history.won', { amount: formatFunds(item.winAmount) }) : t('history.noWin')}
        </p>
        <p className="flex flex-wrap gap-x-1 text-ink-faint text-xs">
          <span>{t('history.bet', { amount: formatFunds(item.bet) })}</span>
          <time className="whitespace-nowrap" dateTime={new Date(item.time).toISOString()}>
            {when(item.time)}
          </time>
        </p>
      </Link>
      <Link
        to={`/fairness?bet=${item.betId}`}
        aria-label={t('history.verifyLabel', { id: item.betId })}
        className="inline-flex shrink-0 items-center gap-1 rounded-pill border border-royal-400/30 px-2 py-1 font-semibold text-royal-300 text-xs transition hover:border-royal-400/70 hover:bg-royal-500/15"
      >
        <ShieldIcon size={13} />
        {t('history.verify')}
      </Link>
    </li>
  );
}
