import { RARITIES, RARITY_TABLE } from '../../../../contract/shop-texts';
import { RARITY_TONES, RarityBadge, rarityPriceRange } from '../../../components/player/rarity-badge';
import { SectionCard } from '../../../components/ui/card';
import { cx } from '../../../lib/cx';
import { formatPercent } from '../../../lib/format';
import { useT } from '../../../lib/i18n';
import type texts from '../../../locales/en/shop.json';

/** SPEC.md section 9: drop rate and price range of each rarity. */
export function RarityGuide() {
  const t = useT<typeof texts>('shop');
  return (
    <SectionCard region title={t('rarityGuide')} description={t('rarityGuideDescription')}>
      <ul className="grid gap-3 p-5 sm:grid-cols-2 sm:px-6 lg:grid-cols-3 xl:grid-cols-6">
        {RARITIES.map((rarity) => (
          <li
            key={rarity}
            data-testid="rarity-guide-entry"
            className={cx('rounded-control border bg-night-950/40 px-4 py-3', RARITY_TONES[rarity].edge)}
          >
            <RarityBadge rarity={rarity} />
            <p className="mt-2 font-black font-display text-ink text-xl">
              {formatPercent(RARITY_TABLE[rarity].dropRate)}
            </p>
            <p className="text-ink-faint text-xs">{t('dropRate')}</p>
            <p className="mt-1 font-semibold text-ink-soft text-xs tabular-nums">
              {rarityPriceRange(rarity)}
            </p>
          </li>
        ))}
      </ul>
    </SectionCard>
  );
}
