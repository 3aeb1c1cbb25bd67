import { cx } from '../../../lib/cx';
import { formatFunds } from '../../../lib/format';
import { useT } from '../../../lib/i18n';
import type texts from '../../../locales/en/races.json';
import { formatPlace } from '../race-format';

/** The published prize table: what each of the ten places pays. */
export function PrizeTable({ prizes }: { prizes: number[] }) {
  const t = useT<typeof texts>('races');
  return (
    <ol className="grid grid-cols-2 gap-2 p-4 sm:grid-cols-5 sm:p-5" aria-label={t('prizeForEachPlace')}>
      {prizes
        .map((amount, index) => ({ amount, index, place: index + 1 }))
        .map(({ amount, index, place }) => (
          <li
            key={place}
            className={cx(
              'flex items-baseline justify-between gap-2 rounded-control border px-3 py-2',
              index < 3 ? 'border-gold-400/40 bg-gold-400/10' : 'border-line bg-white/[0.03]',
            )}
          >
            <span className="font-semibold text-ink-muted text-xs uppercase tracking-wider">
              {formatPlace(index + 1)}
            </span>
            <span
              className={cx('font-bold font-display tabular-nums', index < 3 ? 'text-gold-200' : 'text-ink')}
            >
              {formatFunds(amount)}
            </span>
          </li>
        ))}
    </ol>
  );
}
