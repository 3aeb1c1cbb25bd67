import { RARITY_TABLE, type Rarity } from '../../../contract/shop-texts';
import { cx } from '../../lib/cx';

export const RARITY_LABELS: Record<Rarity, string> = {
  common: 'Common',
  uncommon: 'Uncommon',
  rare: 'Rare',
  epic: 'Epic',
  legendary: 'Legendary',
  unique: 'Unique',
};

const number = new Intl.NumberFormat('en-US');

/** What items of a rarity cost, as the shop and the profile state it: "100 - 500 FF". */
export function rarityPriceRange(rarity: Rarity): string {
  const { min, max } = RARITY_TABLE[rarity];
  return `${number.format(min)} - ${number.format(max)} FF`;
}

/** Text, tint and ring of each rarity; also the card edge colour in the shop and the collection. */
export const RARITY_TONES: Record<Rarity, { badge: string; edge: string }> = {
  common: { badge: 'text-ink-soft bg-white/5 ring-white/20', edge: 'border-white/15' },
  uncommon: { badge: 'text-win-300 bg-win-500/10 ring-win-400/35', edge: 'border-win-400/35' },
  rare: { badge: 'text-sky-300 bg-sky-500/10 ring-sky-400/35', edge: 'border-sky-400/40' },
  epic: { badge: 'text-royal-300 bg-royal-500/15 ring-royal-400/40', edge: 'border-royal-400/50' },
  legendary: { badge: 'text-gold-300 bg-gold-400/10 ring-gold-400/45', edge: 'border-gold-400/60' },
  unique: { badge: 'text-loss-300 bg-loss-500/10 ring-loss-400/45', edge: 'border-loss-400/60' },
};

/** A rarity label, optionally with its drop rate ("Rare · 20%"). */
export function RarityBadge({
  rarity,
  withDropRate = false,
  className,
}: {
  rarity: Rarity;
  withDropRate?: boolean;
  className?: string;
}) {
  return (
    <span
      data-rarity={rarity}
      className={cx(
        'inline-flex shrink-0 items-center gap-1 rounded-pill px-2 py-0.5 font-semibold text-2xs uppercase tracking-wider ring-1 ring-inset',
        RARITY_TONES[rarity].badge,
        className,
      )}
    >
      {RARITY_LABELS[rarity]}
      {withDropRate && <span className="font-normal opacity-80">· {RARITY_TABLE[rarity].dropRate}%</span>}
    </span>
  );
}
