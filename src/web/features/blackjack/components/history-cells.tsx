import type { HistoryRecord } from '../../../../contract/blackjack';
import { cx } from '../../../lib/cx';
import { formatSignedFunds } from '../../../lib/format';
import { type Translate, useT } from '../../../lib/i18n';
import type texts from '../../../locales/en/blackjack.json';
import { isRedSuit, type ShownCard, SUIT_GLYPHS } from '../rules';

// The pieces of a history row, shared by the table (wide screens) and the list (phones).

const RESULTS = new Set(['blackjack', 'win', 'lose', 'push']);

/** A round's result in a word: Blackjack, Win, Loss or Push. */
export function resultWord(t: Translate<typeof texts>, result: string): string {
  return RESULTS.has(result) ? t(`result.${result}` as keyof typeof texts) : result;
}

export interface RoundDetails {
  playerHand: ShownCard[];
  dealerHand: ShownCard[];
  playerScore: number | null;
  dealerScore: number | null;
  wasDoubleDown: boolean;
}

function isCard(value: unknown): value is ShownCard {
  if (typeof value !== 'object' || value === null) return false;
  const card = value as Record<string, unknown>;
  return typeof card.suit === 'string' && typeof card.rank === 'string';
}

export function detailsOf(record: HistoryRecord): RoundDetails {
  const details = record.gameDetails;
  const hand = (value: unknown) => (Array.isArray(value) ? value.filter(isCard) : []);
  const score = (value: unknown) => (typeof value === 'number' ? value : null);
  return {
    playerHand: hand(details.playerHand),
    dealerHand: hand(details.dealerHand),
    playerScore: score(details.playerScore),
    dealerScore: score(details.dealerScore),
    wasDoubleDown: details.wasDoubleDown === true,
  };
}

export function HandCell({ cards, score }: { cards: ShownCard[]; score: number | null }) {
  return (
    <div className="flex items-center gap-2">
      <span
        className={cx(
          'w-6 font-bold font-display tabular-nums',
          score !== null && score > 21 ? 'text-loss-300' : 'text-ink',
        )}
      >
        {score ?? '-'}
      </span>
      <span className="flex flex-wrap gap-1">
        {cards.map((card, position) => (
          <span
            key={`${card.rank}${card.suit}${position > 0 ? position : ''}`}
            className={cx(
              'rounded-sm bg-white px-1 font-bold text-2xs leading-4',
              isRedSuit(card.suit) ? 'text-loss-600' : 'text-night-950',
            )}
          >
            {card.rank}
            {SUIT_GLYPHS[card.suit] ?? ''}
          </span>
        ))}
      </span>
    </div>
  );
}

export function ProfitCell({ record }: { record: HistoryRecord }) {
  const t = useT<typeof texts>('blackjack');
  if (record.result === 'push') return <span className="text-ink-soft">{t('betReturned')}</span>;
  return (
    <span className={cx('font-bold tabular-nums', record.profit > 0 ? 'text-win-400' : 'text-loss-400')}>
      {formatSignedFunds(record.profit)}
      {record.result === 'blackjack' && (
        <span className="block font-normal text-ink-muted text-xs"> {t('blackjackPayout')}</span>
      )}
    </span>
  );
}
