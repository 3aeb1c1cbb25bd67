import { lazy, Suspense } from 'react';
import { VolumeIcon, VolumeMutedIcon } from '../../components/icons';
import { Popover } from '../../components/ui/popover';
import { cx } from '../../lib/cx';
import { useT } from '../../lib/i18n';
import { useSoundSettings } from '../../lib/use-sound-settings';
import type texts from '../../locales/en/common.json';

// The panel comes when it first opens.
const SoundPanel = lazy(async () => ({ default: (await import('./sound-panel')).SoundPanel }));

/** A speaker button opening a small panel with the volume slider and the mute toggle. */
export function SoundControl({ align = 'right' }: { align?: 'left' | 'right' }) {
  const { volume, muted } = useSoundSettings();
  const t = useT<typeof texts>('common');
  const silent = muted || volume === 0;
  const percent = Math.round(volume * 100);

  return (
    <Popover
      label={silent ? t('sound.settingsMuted') : t('sound.settingsVolume', { percent })}
      toggleClassName={(open) =>
        cx(
          'grid size-10 place-items-center rounded-control border border-line bg-night-800/60 text-ink-soft transition hover:border-gold-400/50 hover:text-gold-300',
          open && 'border-gold-400/50 text-gold-300',
        )
      }
      toggle={() => (silent ? <VolumeMutedIcon /> : <VolumeIcon />)}
      panelClassName={cx('top-12 z-50 w-64 p-4', align === 'right' ? 'right-0' : 'left-0')}
    >
      {() => (
        <Suspense fallback={<div className="h-18" />}>
          <SoundPanel />
        </Suspense>
      )}
    </Popover>
  );
}
