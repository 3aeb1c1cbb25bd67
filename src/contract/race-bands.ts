/**
 * Coarse score bands of a race, so a player's place among a million is a sum of a few hundred band
 * counts plus a count of the scores near their own, not a count of every score above it.
 *
 * Band b holds the scores s (hundredths of FF, whole, ≥ 1) with 2^e × (1 + m / SUB_BANDS) ≤ s <
 * 2^e × (1 + (m + 1) / SUB_BANDS), where b = e × SUB_BANDS + m: each band spans about 1/SUB_BANDS of its
 * scores' size (3 %), so players spread over the scores a race sees fall into many small bands. Bands
 * grow with the score, so every score of a higher band is higher. The arithmetic is exact for every
 * score below 2^53 (powers of two divide floats exactly), so all instances agree on each band.
 */
export const SUB_BANDS = 32;

/** The band of a score (0 for a score under 1, which the fold never keeps). */
export function bandOf(score: number): number {
  if (score < 1) return 0;
  const exponent = Math.floor(Math.log2(score));
  // Math.log2 may round across a power of two: settle the exponent on exact comparisons.
  let e = exponent;
  if (2 ** e > score) e -= 1;
  else if (2 ** (e + 1) <= score) e += 1;
  const power = 2 ** e;
  const m = Math.floor((score - power) / (power / SUB_BANDS));
  return e * SUB_BANDS + Math.min(m, SUB_BANDS - 1);
}

/** The lowest score of the band above `band`: the scores of `band` are under it. */
export function bandCeiling(band: number): number {
  const next = band + 1;
  const e = Math.floor(next / SUB_BANDS);
  const m = next % SUB_BANDS;
  const power = 2 ** e;
  return power + m * (power / SUB_BANDS);
}

/** How many players each band gains or loses (zero changes left out), as `race:band` keys. */
export function bandMoves(
  changes: readonly { raceId: number; before: number | null; after: number }[],
): { raceId: number; band: number; players: number }[] {
  const moves = new Map<string, { raceId: number; band: number; players: number }>();
  const add = (raceId: number, band: number, players: number) => {
    const key = `${raceId}:${band}`;
    const move = moves.get(key);
    if (move) move.players += players;
    else moves.set(key, { raceId, band, players });
  };
  for (const { raceId, before, after } of changes) {
    const to = bandOf(after);
    if (before !== null && before >= 1) {
      const from = bandOf(before);
      if (from === to) continue;
      add(raceId, from, -1);
    }
    add(raceId, to, 1);
  }
  return [...moves.values()].filter((move) => move.players !== 0);
}
