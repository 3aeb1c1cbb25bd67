/**
 * Splits a rain of `amount` whole FF over `players` (at least one): everyone gets the same share,
 * floor(amount / players), and the remainder that does not divide goes 1 FF each to the first
 * players (those who chatted last), so the shares add up to `amount` exactly: nothing is lost or made.
 */
export function splitRain(amount: number, players: number): number[] {
  if (!Number.isSafeInteger(amount) || amount < 0 || !Number.isInteger(players) || players < 1) {
    throw new Error(`cannot split ${amount} FF over ${players} players`);
  }
  const share = Math.floor(amount / players);
  const remainder = amount - share * players;
  return Array.from({ length: players }, (_, index) => share + (index < remainder ? 1 : 0));
}
