import { cx } from '../../../lib/cx';
import { useT } from '../../../lib/i18n';
import type texts from '../../../locales/en/blackjack.json';
import type { TableCard } from '../hooks/use-table-cards';
import { scoreCards } from '../rules';
import { PlayingCard } from './playing-card';

interface HandProps {
  seat: 'dealer' | 'player';
  cards: TableCard[];
  /** Cards already in place appear without the deal animation. */
  instant: boolean;
}

/** One side of the table: its name, the score of the cards on show and the cards. */
export function Hand({ seat, cards, instant }: HandProps) {
  const t = useT<typeof texts>('blackjack');
  const { total } = scoreCards(cards.map((entry) => entry.card));
  const shown = cards.some((entry) => entry.card !== null);
  // Long hands overlap more so that they still fit a phone.
  const overlap = cards.length > 4 ? '-ml-10 sm:-ml-14 lg:tall:-ml-16' : '-ml-6 sm:-ml-9 lg:tall:-ml-10';
  return (
    <section aria-label={t(`hand.${seat}Label`)} className="flex flex-col items-center gap-2 tall:gap-3">
      <div className="flex items-center gap-2">
        <h2 className="font-bold font-display text-ink-soft text-sm uppercase tracking-[0.2em]">
          {t(`hand.${seat}`)}
        </h2>
        <span className="sr-only">{t('hand.score')}</span>
        <span
          data-testid={`${seat}-score`}
          className={cx(
            'min-w-9 rounded-pill px-2.5 py-0.5 text-center font-black font-display text-sm tabular-nums ring-1 transition',
            !shown && 'invisible',
            total > 21
              ? 'bg-loss-500/20 text-loss-300 ring-loss-400/40'
              : total === 21
                ? 'bg-gold-400/20 text-gold-200 ring-gold-400/50'
                : 'bg-night-950/60 text-ink ring-line-strong',
          )}
        >
          {shown ? total : 0}
        </span>
      </div>
      <ul
        className="flex min-h-[5.95rem] items-center justify-center sm:min-h-[8.4rem] lg:tall:min-h-[9.8rem]"
        aria-label={t(`hand.${seat}Cards`)}
      >
        {cards.length === 0
          ? [0, 1].map((slot) => (
              <li
                key={slot}
                aria-hidden="true"
                className={cx(
                  'aspect-[5/7] w-[4.25rem] rounded-[0.45rem] border-2 border-gold-400/20 border-dashed sm:w-24 sm:rounded-[0.6rem] lg:tall:w-28',
                  slot > 0 && overlap,
                )}
              />
            ))
          : cards.map((entry, index) => (
              <li key={entry.id} className={cx(index > 0 && overlap)}>
                <PlayingCard card={entry.card} animateIn={!instant} />
              </li>
            ))}
      </ul>
    </section>
  );
}
