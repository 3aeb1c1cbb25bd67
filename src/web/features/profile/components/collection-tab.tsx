import { useState } from 'react';
import type { EquippedItems, OwnedItem } from '../../../../contract/shop';
import type { EquipSlot, ItemType } from '../../../../contract/shop-texts';
import { GiftIcon, ShopIcon } from '../../../components/icons';
import { localItem } from '../../../components/player/item-texts';
import { Alert } from '../../../components/ui/alert';
import { ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingState } from '../../../components/ui/spinner';
import { announce } from '../../../lib/announcer';
import { errorText } from '../../../lib/api';
import { translate, useMessageText, useT } from '../../../lib/i18n';
import { useQuery } from '../../../lib/use-query';
import type texts from '../../../locales/en/profile.json';
import type shopTexts from '../../../locales/en/shop.json';
import { equipSlot, fetchCollection } from '../api';
import { CollectionItemCard, isEquipSlot } from './collection-item-card';
import { EquippedPanel } from './equipped-panel';

/** SPEC.md's groups; Other Items takes every type without a group of its own. */
const GROUPS = [
  { id: 'avatars', types: ['avatar'] },
  { id: 'borders', types: ['border'] },
  { id: 'badges', types: ['badge'] },
  { id: 'other-items', types: ['nameColor', 'background', 'bundle', 'other'] },
] as const satisfies readonly { id: string; types: readonly ItemType[] }[];

const NOTHING_EQUIPPED: EquippedItems = {
  avatar: null,
  border: null,
  background: null,
  badge: null,
  nameColor: null,
};

function wornFromFlags(items: OwnedItem[]): EquippedItems {
  const worn = { ...NOTHING_EQUIPPED };
  for (const item of items) if (item.equipped && isEquipSlot(item.type)) worn[item.type] = item;
  return worn;
}

/** What is worn, each item named in the player's language. */
function localWorn(equipped: EquippedItems | null): EquippedItems | null {
  if (!equipped) return null;
  const worn = { ...NOTHING_EQUIPPED };
  for (const slot of Object.keys(worn) as EquipSlot[]) {
    const item = equipped[slot];
    worn[slot] = item ? localItem(item) : null;
  }
  return worn;
}

interface CollectionTabProps {
  username: string;
  /** What the player wears, from the shared cosmetics store; null while it loads. */
  equipped: EquippedItems | null;
  onEquippedChange: (equipped: EquippedItems) => void;
}

/** The player's items: what is worn, and every owned item with Equip / Unequip. */
export function CollectionTab({ username, equipped, onEquippedChange }: CollectionTabProps) {
  const { data, error, loading, reload } = useQuery(fetchCollection);
  const [pendingSlot, setPendingSlot] = useState<EquipSlot | null>(null);
  const [pendingItem, setPendingItem] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const t = useT<typeof texts>('profile');
  // The items' names, descriptions and sets come from the shop's catalogue, by slug.
  useT<typeof shopTexts>('shop');
  const mt = useMessageText();
  const collection = data?.map(localItem);

  // Until the store has loaded, the collection's own equipped flags tell what is worn.
  const worn: EquippedItems = localWorn(equipped) ?? wornFromFlags(collection ?? []);
  const isWorn = (item: OwnedItem) => isEquipSlot(item.type) && worn[item.type]?._id === item._id;

  const change = async (slot: EquipSlot, item: OwnedItem | null, itemLabel: string) => {
    setPendingSlot(slot);
    setPendingItem(item?._id ?? null);
    setProblem(null);
    try {
      const next = await equipSlot({ slot, itemId: item?._id ?? null });
      onEquippedChange(next);
      announce(translate('profile', item ? 'equippedNotice' : 'unequippedNotice', { name: itemLabel }));
    } catch (failure) {
      setProblem(errorText(failure, translate('profile', 'equipFailed')));
    } finally {
      setPendingSlot(null);
      setPendingItem(null);
    }
  };

  const toggle = (item: OwnedItem) => {
    if (!isEquipSlot(item.type)) return;
    void change(item.type, isWorn(item) ? null : item, item.name);
  };

  if (loading && !data) {
    return (
      <Card>
        <LoadingState label={t('collectionLoading')} />
      </Card>
    );
  }
  if (error && !data) {
    return (
      <Card>
        <ErrorState message={mt(errorText(error, t('collectionFailed')))} onRetry={reload} />
      </Card>
    );
  }
  const items = collection ?? [];
  if (items.length === 0) {
    return (
      <Card className="px-6 py-14 text-center">
        <span className="mx-auto grid size-20 place-items-center rounded-full border border-royal-400/30 bg-royal-500/10 text-royal-300">
          <GiftIcon size={38} />
        </span>
        <h2 className="mt-5 font-bold font-display text-2xl text-ink">{t('noItems')}</h2>
        <p className="mx-auto mt-2 max-w-md text-ink-muted">{t('noItemsText')}</p>
        <ButtonLink to="/shop" className="mt-7" icon={<ShopIcon size={18} />}>
          {t('visitShop')}
        </ButtonLink>
      </Card>
    );
  }

  const busy = pendingSlot !== null;
  return (
    <div className="space-y-8">
      <EquippedPanel
        username={username}
        equipped={worn}
        pendingSlot={pendingItem === null ? pendingSlot : null}
        onUnequip={(slot) => void change(slot, null, worn[slot]?.name ?? t('item'))}
      />
      <Alert message={problem && mt(problem)} />
      {GROUPS.map((group) => {
        const types: readonly ItemType[] = group.types;
        const owned = items.filter((item) => types.includes(item.type));
        if (owned.length === 0) return null;
        const id = `collection-${group.id}`;
        return (
          <section key={group.id} aria-labelledby={id} className="space-y-4">
            <h3 id={id} className="font-bold font-display text-ink text-xl">
              {t(`group.${group.id}`)}{' '}
              <span className="font-semibold text-base text-ink-faint">
                {t('count', { count: owned.length })}
              </span>
            </h3>
            <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {owned.map((item) => (
                <CollectionItemCard
                  key={item._id}
                  item={item}
                  equipped={isWorn(item)}
                  pending={
                    pendingItem === item._id ||
                    (pendingItem === null && pendingSlot === item.type && isWorn(item))
                  }
                  busy={busy}
                  onToggle={toggle}
                />
              ))}
            </div>
          </section>
        );
      })}
    </div>
  );
}
