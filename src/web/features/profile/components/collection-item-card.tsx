import type { OwnedItem } from '../../../../contract/shop';
import { EQUIP_SLOTS, type EquipSlot } from '../../../../contract/shop-texts';
import { ItemArt } from '../../../components/player/item-art';
import { RARITY_TONES, RarityBadge } from '../../../components/player/rarity-badge';
import { Button } from '../../../components/ui/button';
import { cx } from '../../../lib/cx';
import { formatDate } from '../../../lib/format';
import { useT } from '../../../lib/i18n';
import type texts from '../../../locales/en/profile.json';

export function isEquipSlot(type: string): type is EquipSlot {
  return (EQUIP_SLOTS as readonly string[]).includes(type);
}

interface CollectionItemCardProps {
  item: OwnedItem;
  equipped: boolean;
  pending: boolean;
  busy: boolean;
  onToggle: (item: OwnedItem) => void;
}

/** An owned item with every field, and Equip / Unequip when it can be worn. */
export function CollectionItemCard({ item, equipped, pending, busy, onToggle }: CollectionItemCardProps) {
  const headingId = `owned-item-${item.slug}`;
  const t = useT<typeof texts>('profile');
  return (
    <article
      aria-labelledby={headingId}
      data-testid="collection-item"
      data-slug={item.slug}
      data-equipped={equipped}
      className={cx(
        'flex flex-col rounded-card border bg-surface shadow-card',
        equipped ? 'border-gold-400/70 shadow-glow-gold' : RARITY_TONES[item.rarity].edge,
      )}
    >
      <ItemArt item={item} className="m-3 mb-0 h-32" />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex items-start justify-between gap-2">
          <h4 id={headingId} className="font-bold font-display text-ink leading-tight">
            {item.name}
          </h4>
          <RarityBadge rarity={item.rarity} withDropRate />
        </div>
        {item.setName && (
          <p className="font-semibold text-gold-300/90 text-xs">{t('set', { name: item.setName })}</p>
        )}
        <p className="text-ink-muted text-sm">{item.description}</p>
        <p className="text-ink-faint text-xs">{t('ownedSince', { date: formatDate(item.purchasedAt) })}</p>
        <div className="mt-auto pt-2">
          {isEquipSlot(item.type) ? (
            <Button
              size="sm"
              fullWidth
              variant={equipped ? 'outline' : 'secondary'}
              loading={pending}
              disabled={busy && !pending}
              onClick={() => onToggle(item)}
              aria-label={t(equipped ? 'unequipName' : 'equipName', { name: item.name })}
            >
              {equipped ? t('unequip') : t('equip')}
            </Button>
          ) : (
            <p className="rounded-control border border-line px-3 py-2 text-center text-ink-muted text-xs">
              {item.type === 'bundle' ? t('bundleNote') : t('collectibleNote')}
            </p>
          )}
        </div>
      </div>
    </article>
  );
}
