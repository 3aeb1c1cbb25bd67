import { Parrot, RumBottle, Skull } from './creature-symbols';
import { LetterSymbols } from './letter-symbols';
import { SymbolDefs } from './symbol-defs';
import { Captain, TreasureChest } from './treasure-symbols';

/**
 * Every pirate symbol drawn once; reels, paytable and history show them with <use>. Rendered once
 * per page, kept in the layout (not display:none) so its gradients stay usable.
 */
export function SymbolSprite() {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width="0"
      height="0"
      className="pointer-events-none absolute size-0 overflow-hidden"
    >
      <SymbolDefs />
      <LetterSymbols />
      <RumBottle />
      <Parrot />
      <Skull />
      <TreasureChest />
      <Captain />
    </svg>
  );
}
