import { RARITY_TABLE, type Rarity } from '../../../contract/shop-texts';
import { cx } from '../../lib/cx';
import { formatNumber, formatPercent } from '../../lib/format';
import { translate, useLocale } from '../../lib/i18n';

/** A rarity's name in the player's language, read when shown. */
export function rarityLabel(rarity: Rarity): string {
  return translate('common', `rarity.${rarity}`);
}

/** Each rarity's name, read when shown (prefer `rarityLabel` or the badge in new code). */
export const RARITY_LABELS = Object.fromEntries(
  Object.keys(RARITY_TABLE).map((rarity) => [rarity, '']),
) as Record<Rarity, string>;
for (const rarity of Object.keys(RARITY_LABELS) as Rarity[]) {
  Object.defineProperty(RARITY_LABELS, rarity, { get: () => rarityLabel(rarity), enumerable: true });
}

/** What items of a rarity cost, as the shop and the profile state it: "100 - 500 FF". */
export function rarityPriceRange(rarity: Rarity): string {
  const { min, max } = RARITY_TABLE[rarity];
  return translate('common', 'rarityPriceRange', { min: formatNumber(min), max: formatNumber(max) });
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
  useLocale();
  return (
    <span
      data-rarity={rarity}
      className={cx(
        'inline-flex shrink-0 items-center gap-1 rounded-pill px-2 py-0.5 font-semibold text-2xs uppercase tracking-wider ring-1 ring-inset',
        RARITY_TONES[rarity].badge,
        className,
      )}
    >
      {rarityLabel(rarity)}
      {withDropRate && (
        <span className="font-normal opacity-80">· {formatPercent(RARITY_TABLE[rarity].dropRate)}</span>
      )}
    </span>
  );
}
