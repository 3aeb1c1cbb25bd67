import { useSyncExternalStore } from 'react';
import { readJson, writeJson } from './storage';

// Instant play: results show as soon as the server answers, without the dice tumble or reel spin.
// One setting for every game, kept in browser storage.
const KEY = 'instantPlay';
const listeners = new Set<() => void>();
let instant = readJson<boolean>(KEY) === true;

export function isInstantPlay(): boolean {
  return instant;
}

export function setInstantPlay(next: boolean): void {
  instant = next;
  writeJson(KEY, next);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useInstantPlay(): boolean {
  return useSyncExternalStore(subscribe, isInstantPlay, isInstantPlay);
}
