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
import { equipSlotOf, useShop } from '../hooks/use-shop';
import { RarityGuide } from './rarity-guide';
import { ShopItemCard } from './shop-item-card';

/** SPEC.md's sections in order; Special Items takes every other type. */
const SECTIONS: { title: string; types: ItemType[] }[] = [
  { title: 'Avatars', types: ['avatar'] },
  { title: 'Borders', types: ['border'] },
  { title: 'Name Colors', types: ['nameColor'] },
  { title: 'Backgrounds', types: ['background'] },
  { title: 'Badges', types: ['badge'] },
  { title: 'Special Items', types: ['bundle', 'other'] },
];

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
            <ShopIcon size={34} className="text-gold-400" /> Item Shop
          </h1>
          <p className="mt-1 max-w-xl text-ink-muted">
            Avatars, borders, name colours, backgrounds and badges for your Fun Funds. Equip them in your
            collection and everyone sees them.
          </p>
        </div>
        <div className="rounded-card border border-gold-400/30 bg-night-950/60 px-5 py-3 text-center shadow-glow-gold">
          <p className="flex items-center justify-center gap-1.5 text-2xs text-ink-muted uppercase tracking-widest">
            <CoinsIcon size={14} className="text-gold-400" /> Your balance
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
            <span className="flex-1">
              The shop could not be loaded. These are sample items and cannot be purchased right now.
            </span>
            <Button size="sm" variant="outline" onClick={shop.reload}>
              Try Again
            </Button>
          </div>
        )}
        <Alert message={shop.banner?.text ?? null} tone={shop.banner?.tone} />
      </div>

      {shop.loading ? (
        <Card>
          <LoadingState label="Loading the shop..." />
        </Card>
      ) : (
        <>
          {featured.length > 0 && (
            <section aria-labelledby="shop-featured" className="space-y-4">
              <h2
                id="shop-featured"
                className="flex items-center gap-2 font-bold font-display text-2xl text-ink"
              >
                <SparklesIcon size={22} className="text-gold-400" /> Featured Items
              </h2>
              <div className="grid gap-4 md:grid-cols-3">{featured.map((item) => card(item, true))}</div>
            </section>
          )}

          <RarityGuide />

          {SECTIONS.map((section) => {
            const items = shop.items.filter((item) => section.types.includes(item.type));
            if (items.length === 0) return null;
            const id = `shop-section-${section.title.toLowerCase().replace(/\s+/g, '-')}`;
            return (
              <section key={section.title} aria-labelledby={id} className="space-y-4">
                <h2 id={id} className="font-bold font-display text-2xl text-ink">
                  {section.title}{' '}
                  <span className="font-semibold text-base text-ink-faint">({items.length})</span>
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
        title="Confirm purchase"
        message={
          shop.confirming
            ? `Buy ${shop.confirming.name} for ${formatFunds(shop.confirming.price)}? Your balance will be ${formatFunds(balance - shop.confirming.price)}.`
            : ''
        }
        confirmLabel={shop.confirming ? `Buy for ${formatFunds(shop.confirming.price)}` : 'Buy'}
        tone="primary"
        onConfirm={shop.confirm}
        onCancel={shop.cancel}
      />
    </div>
  );
}
