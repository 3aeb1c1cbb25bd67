import type { EquippedItems, PurchaseResponse, ShopItem } from '../../../../contract/shop';
import type { ItemType } from '../../../../contract/shop-texts';
import { CoinsIcon, ShopIcon, SparklesIcon } from '../../../components/icons';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Funds } from '../../../components/ui/funds';
import { LoadingState } from '../../../components/ui/spinner';
import { formatFunds } from '../../../lib/format';
import { useMessageText, useT } from '../../../lib/i18n';
import type texts from '../../../locales/en/shop.json';
import { equipSlotOf, useShop } from '../hooks/use-shop';
import { RarityGuide } from './rarity-guide';
import { ShopItemCard } from './shop-item-card';

/** SPEC.md's sections in order; Special Items takes every other type. */
const SECTIONS = [
  { id: 'avatars', types: ['avatar'] },
  { id: 'borders', types: ['border'] },
  { id: 'name-colors', types: ['nameColor'] },
  { id: 'backgrounds', types: ['background'] },
  { id: 'badges', types: ['badge'] },
  { id: 'special-items', types: ['bundle', 'other'] },
] as const satisfies readonly { id: string; types: readonly ItemType[] }[];

const FEATURED_COUNT = 3;

interface ShopViewProps {
  balance: number;
  onPurchased: (result: PurchaseResponse) => void;
  /** A purchase failed: the balance shown may be stale. */
  onPurchaseFailed: () => void;
  /** A bought item was put on from its card. */
  onEquipped: (equipped: EquippedItems) => void;
}

export function ShopView({ balance, onPurchased, onPurchaseFailed, onEquipped }: ShopViewProps) {
  const shop = useShop(onPurchased, onPurchaseFailed, onEquipped);
  const t = useT<typeof texts>('shop');
  const mt = useMessageText();
  const featured = shop.items
    .filter((item) => item.rarity === 'legendary' || item.rarity === 'unique')
    .sort((a, b) => b.price - a.price)
    .slice(0, FEATURED_COUNT);
  const names = new Map(shop.items.map((item) => [item.slug, item.name]));

  const card = (item: ShopItem, featuredCard = false) => {
    const contains = item.effectProps.contains;
    const contents = Array.isArray(contains)
      ? contains.map((slug) => names.get(String(slug))).filter((name): name is string => Boolean(name))
      : undefined;
    return (
      <ShopItemCard
        key={item._id}
        item={item}
        balance={balance}
        owned={shop.ownedIds.has(item._id)}
        sample={shop.usingFallback}
        pending={shop.pendingId === item._id}
        busy={shop.pendingId !== null}
        contents={contents}
        featured={featuredCard}
        onPurchase={shop.ask}
        notice={shop.notice?.itemId === item._id ? shop.notice : null}
        canEquip={shop.ownedIds.has(item._id) && equipSlotOf(item) !== null}
        worn={shop.wornIds.has(item._id)}
        equipping={shop.equippingId === item._id}
        onEquip={(chosen) => void shop.equip(chosen)}
      />
    );
  };

  return (
    <div className="space-y-8">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="flex items-center gap-3 font-black font-display text-3xl text-ink sm:text-4xl">
            <ShopIcon size={34} className="text-gold-400" /> {t('title')}
          </h1>
          <p className="mt-1 max-w-xl text-ink-muted">{t('intro')}</p>
        </div>
        <div className="rounded-card border border-gold-400/30 bg-night-950/60 px-5 py-3 text-center shadow-glow-gold">
          <p className="flex items-center justify-center gap-1.5 text-2xs text-ink-muted uppercase tracking-widest">
            <CoinsIcon size={14} className="text-gold-400" /> {t('yourBalance')}
          </p>
          <Funds
            as="p"
            amount={balance}
            data-testid="shop-balance"
            className="font-black text-2xl text-gold-300"
          />
        </div>
      </header>

      <div aria-live="polite" className="space-y-3" data-testid="shop-status">
        {shop.usingFallback && (
          <div
            role="alert"
            className="flex flex-wrap items-center gap-3 rounded-control border border-loss-400/40 bg-loss-500/10 px-4 py-3 text-loss-200 text-sm"
            data-testid="shop-fallback"
          >
            <span className="flex-1">{t('fallback')}</span>
            <Button size="sm" variant="outline" onClick={shop.reload}>
              {t('tryAgain')}
            </Button>
          </div>
        )}
        <Alert message={shop.banner ? mt(shop.banner.text) : null} tone={shop.banner?.tone} />
      </div>

      {shop.loading ? (
        <Card>
          <LoadingState label={t('loading')} />
        </Card>
      ) : (
        <>
          {featured.length > 0 && (
            <section aria-labelledby="shop-featured" className="space-y-4">
              <h2
                id="shop-featured"
                className="flex items-center gap-2 font-bold font-display text-2xl text-ink"
              >
                <SparklesIcon size={22} className="text-gold-400" /> {t('featured')}
              </h2>
              <div className="grid gap-4 md:grid-cols-3">{featured.map((item) => card(item, true))}</div>
            </section>
          )}

          <RarityGuide />

          {SECTIONS.map((section) => {
            const types: readonly ItemType[] = section.types;
            const items = shop.items.filter((item) => types.includes(item.type));
            if (items.length === 0) return null;
            const id = `shop-section-${section.id}`;
            return (
              <section key={section.id} aria-labelledby={id} className="space-y-4">
                <h2 id={id} className="font-bold font-display text-2xl text-ink">
                  {t(`section.${section.id}`)}{' '}
                  <span className="font-semibold text-base text-ink-faint">
                    {t('sectionCount', { count: items.length })}
                  </span>
                </h2>
                <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-4">
                  {items.map((item) => card(item))}
                </div>
              </section>
            );
          })}
        </>
      )}
      <ConfirmDialog
        open={shop.confirming !== null}
        title={t('confirmTitle')}
        message={
          shop.confirming
            ? t('confirmMessage', {
                name: shop.confirming.name,
                price: formatFunds(shop.confirming.price),
                balance: formatFunds(balance - shop.confirming.price),
              })
            : ''
        }
        confirmLabel={shop.confirming ? t('buyFor', { price: formatFunds(shop.confirming.price) }) : t('buy')}
        tone="primary"
        onConfirm={shop.confirm}
        onCancel={shop.cancel}
      />
    </div>
  );
}
