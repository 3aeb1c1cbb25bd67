import { plinkoText, shortNumber } from './texts';

// The slots' colours: the cool centre, where most balls land for a small return, to the hot edges,
// where few land for a big one. Every colour is light enough for the dark label on it to read.

/** Hue, saturation and lightness at each heat: violet, pink, rose, then a hot orange at the edges. */
const STOPS: ReadonlyArray<readonly [number, number, number, number]> = [
  [0, 258, 88, 78],
  [0.45, 318, 82, 74],
  [0.75, 352, 90, 68],
  [1, 388, 98, 60],
];

/** The colour for heat t (0 the coolest slot, 1 the hottest), blended around the colour wheel. */
export function heatColour(t: number): string {
  const clamped = Math.min(1, Math.max(0, t));
  for (let i = 1; i < STOPS.length; i += 1) {
    const [end, ...to] = STOPS[i] as (typeof STOPS)[number];
    const [start, ...from] = STOPS[i - 1] as (typeof STOPS)[number];
    if (clamped <= end) {
      const share = (clamped - start) / (end - start);
      const [h, s, l] = from.map((value, k) => value + ((to[k] as number) - value) * share) as [
        number,
        number,
        number,
      ];
      return `hsl(${(h % 360).toFixed(1)} ${s.toFixed(1)}% ${l.toFixed(1)}%)`;
    }
  }
  return 'hsl(28 98% 60%)';
}

/** Each slot's heat: where its multiplier stands between the row's smallest and largest, on a log scale. */
export function slotHeats(multipliers: readonly number[]): number[] {
  const logs = multipliers.map((m) => Math.log(Math.max(m, 0.01)));
  const low = Math.min(...logs);
  const high = Math.max(...logs);
  return logs.map((value) => (high > low ? (value - low) / (high - low) : 0));
}

/**
 * "1K", "129", "41.2", "5.62": a slot's label, short enough for its slot; on a crowded row
 * ("narrow") one digit fewer. Thousands in the player's language's short word ("1 mil", "1 Tsd."),
 * which the slot may break onto two lines. The exact multiplier is in the slot's title and its text for
 * screen readers.
 */
export function slotLabel(multiplier: number, narrow = false): string {
  // Cut, not rounded, so that a label never promises more than the slot pays (2.98 is "2.9").
  const trim = (value: number, digits: number) => {
    const scale = 10 ** digits;
    return shortNumber(Math.floor(value * scale + 1e-9) / scale);
  };
  if (multiplier >= 1000) return plinkoText('slotThousands', { value: trim(multiplier / 1000, 1) });
  if (multiplier >= 100) return trim(multiplier, 0);
  if (multiplier >= 10) return trim(multiplier, narrow ? 0 : 1);
  return trim(multiplier, narrow ? 1 : 2);
}
