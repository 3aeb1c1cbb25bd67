import { usePageKeys } from './use-page-keys';

// Keys already mean something on these: typing, pressing a focused button, moving a slider.
const OWN_KEYS =
  'input, textarea, select, button, a[href], summary, [contenteditable="true"], [role="button"], ' +
  '[role="slider"], [role="switch"], [role="tab"], [role="radio"], [role="menuitem"]';

/** Whether Space or Enter pressed on `target` is free to mean "bet". */
export function isFreeForHotkey(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return true;
  if (target.closest(OWN_KEYS)) return false;
  // Not inside a dialog or popover.
  return target.closest('dialog, [role="dialog"]') === null;
}

const nothing = () => {};

/**
 * Space or Enter places the bet (Roll, Spin, Start, Deal) when the focus is on no control of its
 * own; on a focused button they press that button, as everywhere else. While the game is not `ready`
 * (a bet on its way, reels spinning, a round to wait for) the key is still the game's and does
 * nothing: pressed once too often, as players do, it must not scroll the board away. `enabled` false
 * gives the key back to the page (a guest watching crash, a slots dialog open).
 */
export function useBetHotkey(action: () => void, ready = true, enabled = true): void {
  usePageKeys((event) => {
    if ((event.key !== ' ' && event.key !== 'Enter') || !isFreeForHotkey(event.target)) return undefined;
    return ready ? action : nothing;
  }, enabled);
}
