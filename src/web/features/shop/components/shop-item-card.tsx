import type { ShopItem } from '../../../../contract/shop';
import { CheckCircleIcon, CoinsIcon, SparklesIcon } from '../../../components/icons';
import { ItemArt } from '../../../components/player/item-art';
import { RARITY_TONES, RarityBadge } from '../../../components/player/rarity-badge';
import { Button } from '../../../components/ui/button';
import { cx } from '../../../lib/cx';
import { formatFunds } from '../../../lib/format';
import { useMessageText, useT } from '../../../lib/i18n';
import type texts from '../../../locales/en/shop.json';

interface ShopItemCardProps {
  item: ShopItem;
  balance: number;
  owned: boolean;
  /** Sample items shown when the catalogue could not load. */
  sample: boolean;
  pending: boolean;
  busy: boolean;
  /** Names of what a bundle contains. */
  contents?: string[];
  featured?: boolean;
  onPurchase: (item: ShopItem) => void;
  /** What happened to this item just now (bought, equipped, refused), shown on the card. */
  notice?: { tone: 'error' | 'success'; text: string } | null;
  /** Offer Equip: the item was just bought and can be worn. */
  canEquip?: boolean;
  worn?: boolean;
  equipping?: boolean;
  onEquip?: (item: ShopItem) => void;
}

export function ShopItemCard({
  item,
  balance,
  owned,
  sample,
  pending,
  busy,
  contents,
  featured = false,
  onPurchase,
  notice = null,
  canEquip = false,
  worn = false,
  equipping = false,
  onEquip,
}: ShopItemCardProps) {
  const t = useT<typeof texts>('shop');
  const mt = useMessageText();
  const affordable = balance >= item.price;
  const effect = item.effect === 'static' ? null : t(`effect.${item.effect}`);
  const headingId = `shop-item-${item.slug}`;
  const state = sample ? 'unavailable' : owned ? 'owned' : affordable ? 'purchase' : 'notEnoughFunds';
  const label = t(`state.${state}`);
  return (
    <article
      aria-labelledby={headingId}
      data-testid="shop-item"
      data-slug={item.slug}
      className={cx(
        // cos-preview: the item's animation plays while the card is pointed at or focused (cosmetics.css).
        'cos-preview flex flex-col rounded-card border bg-surface shadow-card transition duration-300 hover:-translate-y-0.5 hover:shadow-lift',
        RARITY_TONES[item.rarity].edge,
        featured && 'shadow-glow-gold',
      )}
    >
      <ItemArt item={item} className={cx('m-3 mb-0', featured ? 'h-44' : 'h-36')} />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex items-start justify-between gap-2">
          <h3 id={headingId} className="font-bold font-display text-ink leading-tight">
            {item.name}
          </h3>
          <RarityBadge rarity={item.rarity} />
        </div>
        {(item.setName || effect || sample) && (
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs">
            {item.setName && (
              <span className="font-semibold text-gold-300/90">{t('set', { name: item.setName })}</span>
            )}
            {effect && (
              <span className="inline-flex items-center gap-1 text-royal-300">
                <SparklesIcon size={12} /> {effect}
              </span>
            )}
            {sample && <span className="font-semibold text-loss-300">{t('sampleItem')}</span>}
          </p>
        )}
        <p className="text-ink-muted text-sm">{item.description}</p>
        {contents && contents.length > 0 && (
          <p className="text-ink-soft text-xs">
            <span className="font-semibold">{t('includes')}</span> {contents.join(', ')}
          </p>
        )}
        <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-2">
          <span className="inline-flex items-center gap-1.5 font-black font-display text-gold-300 tabular-nums">
            <CoinsIcon size={16} className="text-gold-400" />
            {formatFunds(item.price)}
          </span>
          <Button
            size="sm"
            variant={state === 'purchase' ? 'primary' : 'outline'}
            disabled={state !== 'purchase' || (busy && !pending)}
            loading={pending}
            onClick={() => onPurchase(item)}
            aria-label={t('actionName', { action: label, name: item.name })}
          >
            {label}
          </Button>
        </div>
        {notice && (
          <div
            role={notice.tone === 'error' ? 'alert' : 'status'}
            data-testid="shop-item-notice"
            className={cx(
              'flex flex-wrap items-center gap-2 rounded-control border px-3 py-2 text-xs',
              notice.tone === 'error'
                ? 'border-loss-400/40 bg-loss-500/10 text-loss-300'
                : 'border-win-400/40 bg-win-500/10 text-win-300',
            )}
          >
            {notice.tone === 'success' && <CheckCircleIcon size={14} className="shrink-0" />}
            <span className="min-w-0 flex-1">{mt(notice.text)}</span>
            {canEquip && onEquip && (
              <Button
                size="sm"
                variant="secondary"
                disabled={worn}
                loading={equipping}
                onClick={() => onEquip(item)}
                aria-label={worn ? t('isEquipped', { name: item.name }) : t('equipName', { name: item.name })}
              >
                {worn ? t('equipped') : t('equip')}
              </Button>
            )}
          </div>
        )}
      </div>
    </article>
  );
}
