import { useEffect, useId, useRef } from 'react';
import { VolumeIcon, VolumeMutedIcon } from '../../components/icons';
import { cx } from '../../lib/cx';
import { useT } from '../../lib/i18n';
import { playSound, SLIDER_CLICK_DELAY_MS, setVolume, toggleMuted } from '../../lib/sound';
import { useSoundSettings } from '../../lib/use-sound-settings';
import type texts from '../../locales/en/common.json';

// The sound control's panel, fetched when it first opens: its slider and the sound engine stay out
// of a first load (e2e/compression.spec.ts).

const SLIDER_KEYS = new Set([
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'Home',
  'End',
  'PageUp',
  'PageDown',
]);

/** The volume slider and the mute toggle. */
export function SoundPanel() {
  const { volume, muted } = useSoundSettings();
  const clickTimer = useRef<number | undefined>(undefined);
  const sliderId = useId();
  const t = useT<typeof texts>('common');

  useEffect(() => () => window.clearTimeout(clickTimer.current), []);

  // A short click after the slider is let go lets the player hear the new volume.
  const previewVolume = () => {
    window.clearTimeout(clickTimer.current);
    clickTimer.current = window.setTimeout(() => playSound('click'), SLIDER_CLICK_DELAY_MS);
  };

  const percent = Math.round(volume * 100);

  return (
    <>
      <div className="flex items-center justify-between gap-3">
        <label htmlFor={sliderId} className="font-semibold text-ink text-sm">
          {t('sound.volume')}
        </label>
        <span className="font-mono text-ink-muted text-xs tabular-nums">
          {muted ? t('sound.muted') : `${percent}%`}
        </span>
      </div>
      <div className="mt-3 flex items-center gap-3">
        <button
          type="button"
          onClick={toggleMuted}
          aria-pressed={muted}
          aria-label={muted ? t('sound.unmute') : t('sound.mute')}
          className={cx(
            'grid size-9 shrink-0 place-items-center rounded-control border transition',
            muted
              ? 'border-loss-400/50 bg-loss-500/10 text-loss-300'
              : 'border-line bg-night-800 text-ink-soft hover:text-gold-300',
          )}
        >
          {muted ? <VolumeMutedIcon size={18} /> : <VolumeIcon size={18} />}
        </button>
        <input
          id={sliderId}
          type="range"
          min={0}
          max={1}
          step={0.01}
          value={volume}
          aria-valuetext={muted ? t('sound.valueMuted', { percent }) : `${percent}%`}
          onChange={(event) => setVolume(Number(event.target.value))}
          onPointerUp={previewVolume}
          onKeyUp={(event) => {
            if (SLIDER_KEYS.has(event.key)) previewVolume();
          }}
          className="h-2 w-full cursor-pointer"
        />
      </div>
    </>
  );
}
