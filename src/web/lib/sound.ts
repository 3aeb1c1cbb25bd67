import { readJson, writeJson } from './storage';

/** Every sound the app plays; SPEC.md section 7 maps each to a file under /sounds. */
export type SoundName =
  | 'cashout'
  | 'click'
  | 'dice-roll'
  | 'jackpot'
  | 'lose'
  | 'win'
  | 'slot-spin'
  | 'slot-win'
  | 'cardflip'
  | 'mine'
  | 'safe'
  | 'reel-stop'
  | 'button-click'
  | 'plinko';

const SOUND_FILES: Record<SoundName, string> = {
  cashout: 'cashout',
  click: 'click',
  'dice-roll': 'dice-roll',
  jackpot: 'jackpot',
  lose: 'lose',
  win: 'win',
  'slot-spin': 'slot-spin',
  'slot-win': 'slot-win',
  cardflip: 'cardflip',
  mine: 'click',
  safe: 'click',
  'reel-stop': 'click',
  'button-click': 'click',
  plinko: 'plinko',
};

export function soundUrl(name: SoundName): string {
  return `/sounds/${SOUND_FILES[name]}.mp3`;
}

export interface SoundSettings {
  volume: number;
  muted: boolean;
}

const STORAGE_KEY = 'soundSettings';
export const DEFAULT_SOUND_SETTINGS: SoundSettings = { volume: 0.5, muted: false };
/** SPEC.md section 9: the unmute click waits 50 ms, the slider click 300 ms after release. */
export const UNMUTE_CLICK_DELAY_MS = 50;
export const SLIDER_CLICK_DELAY_MS = 300;

export function clampVolume(volume: number): number {
  if (!Number.isFinite(volume)) return DEFAULT_SOUND_SETTINGS.volume;
  return Math.min(1, Math.max(0, volume));
}

function loadSettings(): SoundSettings {
  const stored = readJson<Partial<SoundSettings>>(STORAGE_KEY);
  return {
    volume: typeof stored?.volume === 'number' ? clampVolume(stored.volume) : DEFAULT_SOUND_SETTINGS.volume,
    muted: typeof stored?.muted === 'boolean' ? stored.muted : DEFAULT_SOUND_SETTINGS.muted,
  };
}

let settings: SoundSettings = typeof window === 'undefined' ? DEFAULT_SOUND_SETTINGS : loadSettings();
const listeners = new Set<() => void>();
let currentSlotSpin: HTMLAudioElement | null = null;

export function getSoundSettings(): SoundSettings {
  return settings;
}

export function subscribeSoundSettings(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function updateSettings(next: SoundSettings): void {
  if (next.volume === settings.volume && next.muted === settings.muted) return;
  settings = next;
  writeJson(STORAGE_KEY, settings);
  if (currentSlotSpin) currentSlotSpin.volume = settings.muted ? 0 : settings.volume;
  for (const listener of listeners) listener();
}

/** Sets the volume (clamped to 0-1). Raising it above 0 while muted unmutes. */
export function setVolume(volume: number): void {
  const clamped = clampVolume(volume);
  updateSettings({ volume: clamped, muted: settings.muted && clamped === 0 });
}

export function setMuted(muted: boolean): void {
  updateSettings({ ...settings, muted });
  if (!muted) window.setTimeout(() => playSound('click'), UNMUTE_CLICK_DELAY_MS);
}

export function toggleMuted(): void {
  setMuted(!settings.muted);
}

/** Plays a sound at the current volume. Sound problems never reach the player; they are only logged. */
export function playSound(name: SoundName): void {
  if (settings.muted || settings.volume === 0 || typeof Audio === 'undefined') return;
  try {
    if (name === 'slot-spin') stopSlotSpin();
    const audio = new Audio(soundUrl(name));
    audio.volume = settings.volume;
    if (name === 'slot-spin') currentSlotSpin = audio;
    audio.play().catch((error: unknown) => console.warn(`Could not play sound "${name}"`, error));
  } catch (error) {
    console.warn(`Could not play sound "${name}"`, error);
  }
}

export function stopSlotSpin(): void {
  if (!currentSlotSpin) return;
  currentSlotSpin.pause();
  currentSlotSpin = null;
}
