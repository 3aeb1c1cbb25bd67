import type { SlotSymbol } from '../../../games/slots';
import type { Translate } from '../../lib/i18n';
import type texts from '../../locales/en/slots.json';
import { isSlotSymbol } from './api';

/** A symbol's name, as the paytable and screen readers say it. */
export function symbolLabel(t: Translate<typeof texts>, symbol: string): string {
  return t(`symbol.${isSlotSymbol(symbol) ? symbol : 'unknown'}` as keyof typeof texts);
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
