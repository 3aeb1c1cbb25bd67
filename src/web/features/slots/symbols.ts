import type { SlotSymbol } from '../../../games/slots';
import { isSlotSymbol } from './api';

export const SYMBOL_LABELS: Readonly<Record<SlotSymbol, string>> = {
  rum: 'Rum (Wild)',
  ten: '10',
  J: 'Jack',
  Q: 'Queen',
  K: 'King',
  A: 'Ace',
  parrot: 'Parrot',
  skull: 'Skull',
  treasure: 'Treasure Chest',
  captain: 'Captain',
};

export function symbolLabel(symbol: string): string {
  return isSlotSymbol(symbol) ? SYMBOL_LABELS[symbol] : 'Unknown symbol';
}

/** Symbols from the paytable's top, as the paytable lists them. */
export const PAYTABLE_ORDER: readonly SlotSymbol[] = [
  'captain',
  'treasure',
  'rum',
  'parrot',
  'skull',
  'A',
  'K',
  'Q',
  'J',
  'ten',
];

/** The id of a symbol's drawing in the page's sprite. */
export function symbolHref(symbol: string): string {
  return `#pt-sym-${isSlotSymbol(symbol) ? symbol : 'unknown'}`;
}

export type SymbolTier = 'wild' | 'high' | 'mid' | 'low';

export function symbolTier(symbol: string): SymbolTier {
  if (symbol === 'rum') return 'wild';
  if (symbol === 'captain' || symbol === 'treasure') return 'high';
  if (symbol === 'parrot' || symbol === 'skull') return 'mid';
  return 'low';
}
