import { useSyncExternalStore } from 'react';
import { getSoundSettings, type SoundSettings, subscribeSoundSettings } from './sound';

/** The current sound settings; re-renders when they change anywhere in the app. */
export function useSoundSettings(): SoundSettings {
  return useSyncExternalStore(subscribeSoundSettings, getSoundSettings, getSoundSettings);
}
