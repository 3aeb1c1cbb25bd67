import { RARITIES, RARITY_TABLE, type Rarity } from '../../../../contract/shop-texts';
import { SparklesIcon } from '../../../components/icons';
import { RARITY_LABELS, rarityPriceRange } from '../../../components/player/rarity-badge';
import { Card } from '../../../components/ui/card';
import { type TableColumn, TableHead } from '../../../components/ui/table-head';
import { cx } from '../../../lib/cx';
import { formatPercent } from '../../../lib/format';
import { useT } from '../../../lib/i18n';
import type texts from '../../../locales/en/profile.json';

// The tints of this table; the shop's own badges (RarityBadge) are drawn a little stronger.
const TONES: Record<Rarity, string> = {
  common: 'text-ink-soft bg-white/5 ring-white/15',
  uncommon: 'text-win-300 bg-win-500/10 ring-win-400/30',
  rare: 'text-sky-300 bg-sky-500/10 ring-sky-400/30',
  epic: 'text-royal-300 bg-royal-500/10 ring-royal-400/30',
  legendary: 'text-gold-300 bg-gold-400/10 ring-gold-400/30',
  unique: 'text-loss-300 bg-loss-500/10 ring-loss-400/30',
};

export function ShopTab() {
  const t = useT<typeof texts>('profile');
  const columns: TableColumn[] = [
    { label: t('rarity') },
    { label: t('dropRate') },
    { label: t('priceRange'), className: 'text-right' },
  ];
  return (
    <Card className="overflow-hidden">
      <div className="px-6 pt-8 pb-6 text-center">
        <SparklesIcon size={36} className="mx-auto text-gold-400" />
        <h2 className="mt-3 font-black font-display text-3xl text-gold-gradient">{t('comingSoon')}</h2>
        <p className="mx-auto mt-2 max-w-md text-ink-muted">{t('comingSoonText')}</p>
      </div>
      <div className="relative overflow-x-auto">
        <table className="w-full min-w-[28rem] text-left text-sm">
          <caption className="sr-only">{t('priceRanges')}</caption>
          <TableHead
            columns={columns}
            cellClassName="px-6 py-3 font-semibold"
            className="border-line border-y bg-night-950/40 text-ink-faint text-xs uppercase tracking-wider"
          />
          <tbody className="divide-y divide-line">
            {RARITIES.map((rarity) => (
              <tr key={rarity} className="transition hover:bg-white/[0.02]">
                <th scope="row" className="px-6 py-3 font-normal">
                  <span
                    className={cx('rounded-pill px-2.5 py-1 font-semibold text-xs ring-1', TONES[rarity])}
                  >
                    {RARITY_LABELS[rarity]}
                  </span>
                </th>
                <td className="px-6 py-3 text-ink-soft">{formatPercent(RARITY_TABLE[rarity].dropRate)}</td>
                <td className="px-6 py-3 text-right font-semibold text-ink tabular-nums">
                  {rarityPriceRange(rarity)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Card>
  );
}
