import { PAYLINES, REELS, ROWS } from '../../../games/slots';

/** Each payline's own colour: the stroke of its line, the fill of its number tab. */
export interface LineColor {
  stroke: string;
  tab: string;
}

const LINE_COLORS: readonly LineColor[] = [
  { stroke: 'stroke-gold-300', tab: 'bg-gold-400 text-gold-900' },
  { stroke: 'stroke-loss-400', tab: 'bg-loss-600 text-white' },
  { stroke: 'stroke-win-400', tab: 'bg-win-500 text-night-950' },
  { stroke: 'stroke-royal-400', tab: 'bg-royal-600 text-white' },
  { stroke: 'stroke-sky-400', tab: 'bg-sky-500 text-night-950' },
  { stroke: 'stroke-pink-400', tab: 'bg-pink-700 text-white' },
  { stroke: 'stroke-orange-400', tab: 'bg-orange-500 text-night-950' },
  { stroke: 'stroke-cyan-300', tab: 'bg-cyan-400 text-night-950' },
  { stroke: 'stroke-lime-300', tab: 'bg-lime-400 text-night-950' },
];

export function lineColor(lineId: number): LineColor {
  return LINE_COLORS[(lineId - 1) % LINE_COLORS.length] as LineColor;
}

export function lineRows(lineId: number): readonly number[] {
  return PAYLINES[lineId - 1] ?? [];
}

/**
 * The polyline of a payline in a box of REELS x ROWS cells of 100 units, through each cell's centre
 * and out to both edges.
 */
export function linePoints(lineId: number): string {
  const rows = lineRows(lineId);
  if (rows.length === 0) return '';
  const y = (row: number) => row * 100 + 50;
  const points = rows.map((row, reel) => `${reel * 100 + 50},${y(row)}`);
  return [`0,${y(rows[0] ?? 0)}`, ...points, `${REELS * 100},${y(rows.at(-1) ?? 0)}`].join(' ');
}

export const GRID_VIEWBOX = `0 0 ${REELS * 100} ${ROWS * 100}`;

/** The line numbers whose tab sits at each row on the left (first reel) or right (last reel). */
export function tabsByRow(side: 'left' | 'right'): number[][] {
  const byRow: number[][] = Array.from({ length: ROWS }, () => []);
  PAYLINES.forEach((rows, index) => {
    const row = side === 'left' ? rows[0] : rows.at(-1);
    if (row !== undefined) byRow[row]?.push(index + 1);
  });
  return byRow;
}
