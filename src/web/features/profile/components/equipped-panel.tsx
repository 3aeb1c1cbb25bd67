import type { EquippedItems } from '../../../../contract/shop';
import type { EquipSlot } from '../../../../contract/shop-texts';
import { BackgroundArt } from '../../../components/player/background-art';
import { ItemArt } from '../../../components/player/item-art';
import { PlayerAvatar } from '../../../components/player/player-avatar';
import { PlayerName } from '../../../components/player/player-name';
import { Button } from '../../../components/ui/button';
import { SectionCard } from '../../../components/ui/card';
import { useT } from '../../../lib/i18n';
import type texts from '../../../locales/en/profile.json';

const SLOTS: readonly EquipSlot[] = ['avatar', 'border', 'background', 'nameColor', 'badge'];

interface EquippedPanelProps {
  username: string;
  equipped: EquippedItems;
  pendingSlot: EquipSlot | null;
  onUnequip: (slot: EquipSlot) => void;
}

/** 'Currently Equipped': the player as others see them, and one slot per kind of cosmetic. */
export function EquippedPanel({ username, equipped, pendingSlot, onUnequip }: EquippedPanelProps) {
  const t = useT<typeof texts>('profile');
  return (
    <SectionCard region title={t('currentlyEquipped')} description={t('onePerSlot')}>
      <div className="grid gap-5 p-5 sm:px-6 lg:grid-cols-[16rem_1fr]">
        <BackgroundArt
          background={equipped.background}
          className="flex flex-col items-center justify-center gap-3 rounded-card border border-line bg-night-950/50 px-4 py-6"
        >
          <div data-testid="equipped-preview" className="flex flex-col items-center gap-3">
            <PlayerAvatar username={username} cosmetics={equipped} size="xl" />
            <p className="flex max-w-full font-black font-display text-ink text-xl">
              <PlayerName username={username} cosmetics={equipped} />
            </p>
          </div>
        </BackgroundArt>
        <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
          {SLOTS.map((slot) => {
            const item = equipped[slot];
            return (
              <li
                key={slot}
                data-testid={`slot-${slot}`}
                className="flex items-center gap-3 rounded-control border border-line bg-night-950/40 p-3"
              >
                {item ? (
                  <ItemArt item={item} compact className="size-16 shrink-0" />
                ) : (
                  <span className="grid size-16 shrink-0 place-items-center rounded-control border border-line border-dashed text-ink-faint text-xs">
                    {t('empty')}
                  </span>
                )}
                <div className="min-w-0 flex-1">
                  <p className="text-ink-faint text-xs uppercase tracking-wider">{t(`slot.${slot}`)}</p>
                  <p className="truncate font-semibold text-ink text-sm">
                    {item ? item.name : t('nothingEquipped')}
                  </p>
                  {item && (
                    <Button
                      size="sm"
                      variant="outline"
                      className="mt-1.5 h-7 px-2.5 text-xs"
                      loading={pendingSlot === slot}
                      onClick={() => onUnequip(slot)}
                      aria-label={t('unequipName', { name: item.name })}
                    >
                      {t('unequip')}
                    </Button>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      </div>
    </SectionCard>
  );
}
