import { ROWS } from '../../../../games/slots';
import { cx } from '../../../lib/cx';
import { useT } from '../../../lib/i18n';
import type texts from '../../../locales/en/slots.json';
import { symbolLabel, symbolTier } from '../symbols';

import { SlotSymbolIcon } from './slot-symbol';

/** The order of symbols on a reel's blur strip; each reel starts at a different place. */
const STRIP_ORDER = ['captain', 'J', 'skull', 'ten', 'treasure', 'Q', 'parrot', 'K', 'rum', 'A'] as const;

interface StripCell {
  key: string;
  symbol: string;
}

function stripFor(reel: number): StripCell[] {
  const offset = (reel * 3) % STRIP_ORDER.length;
  const once = [...STRIP_ORDER.slice(offset), ...STRIP_ORDER.slice(0, offset)];
  // Twice over, so that moving by half its height loops without a seam.
  return [...once, ...once].map((symbol, place) => ({ key: `${place}`, symbol }));
}

const ROW_INDEXES = Array.from({ length: ROWS }, (_, row) => row);

const TIER_BACKDROP = {
  wild: 'bg-[radial-gradient(circle_at_50%_45%,rgb(139_92_246/0.28),transparent_70%)]',
  high: 'bg-[radial-gradient(circle_at_50%_45%,rgb(252_201_59/0.22),transparent_70%)]',
  mid: 'bg-[radial-gradient(circle_at_50%_45%,rgb(255_255_255/0.08),transparent_70%)]',
  low: '',
} as const;

interface ReelColumnProps {
  reel: number;
  symbols: string[];
  spinning: boolean;
  spinCount: number;
  /** Rows of this reel that belong to the winning line shown now. */
  winRows: ReadonlySet<number>;
  /** A winning line is being shown (the other cells dim). */
  highlighting: boolean;
}

export function ReelColumn({ reel, symbols, spinning, spinCount, winRows, highlighting }: ReelColumnProps) {
  const t = useT<typeof texts>('slots');
  return (
    <li className="relative h-full px-[3px]">
      <div
        data-testid="reel"
        data-spinning={spinning}
        className="relative h-full overflow-hidden rounded-xl bg-linear-to-b from-night-700/80 via-night-800 to-night-700/80 shadow-[inset_0_0_18px_rgb(0_0_0/0.65)]"
      >
        {spinning && (
          <div
            aria-hidden="true"
            className="absolute inset-x-0 top-0 animate-[pt-reel-blur_0.42s_linear_infinite] blur-[2.5px] brightness-110"
          >
            {stripFor(reel).map((cell) => (
              <div key={cell.key} className="aspect-square w-full p-[12%]">
                <SlotSymbolIcon symbol={cell.symbol} className="size-full" />
              </div>
            ))}
          </div>
        )}
        <ul
          key={`${spinCount}-${spinning}`}
          aria-label={t('reel', { number: reel + 1 })}
          className={cx(
            'grid h-full grid-rows-3',
            spinning && 'invisible',
            !spinning && spinCount > 0 && 'animate-[pt-reel-land_420ms_cubic-bezier(0.2,0.9,0.3,1.2)_both]',
          )}
        >
          {ROW_INDEXES.map((row) => {
            const symbol = symbols[row] ?? '';
            const winning = winRows.has(row);
            return (
              <li
                key={row}
                data-symbol={symbol}
                data-win={winning || undefined}
                className={cx(
                  'relative grid min-h-0 place-items-center p-[10%] transition duration-300',
                  TIER_BACKDROP[symbolTier(symbol)],
                  highlighting && !winning && 'opacity-40 saturate-50',
                  winning && 'z-10',
                )}
              >
                {winning && (
                  <span
                    aria-hidden="true"
                    className="absolute inset-[4%] animate-glow-pulse rounded-lg bg-gold-400/15 ring-2 ring-gold-300"
                  />
                )}
                <SlotSymbolIcon
                  symbol={symbol}
                  className={cx(
                    'relative size-full drop-shadow-[0_2px_4px_rgb(0_0_0/0.5)]',
                    winning && 'animate-[pt-cell-win_0.9s_ease-in-out_4]',
                  )}
                />
                <span className="sr-only">{symbolLabel(t, symbol)}</span>
              </li>
            );
          })}
        </ul>
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 bg-[linear-gradient(180deg,rgb(7_6_26/0.7),transparent_22%,transparent_78%,rgb(7_6_26/0.7))]"
        />
      </div>
    </li>
  );
}
