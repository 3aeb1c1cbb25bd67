// Both sides of a card are drawn in a 100 x 140 box.
export const CARD_VIEW_BOX = '0 0 100 140';

/** A rectangle `inset` units inside the card's edge, its corners rounded by `rx`. */
export function insetRect(inset: number, rx: number) {
  return { x: inset, y: inset, width: 100 - 2 * inset, height: 140 - 2 * inset, rx };
}
