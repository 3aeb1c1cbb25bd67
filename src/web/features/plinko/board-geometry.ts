// Where the pegs stand and where a ball is at each moment of its fall, in the board's own units
// (the SVG's viewBox). Row r has r + 3 pegs; the last row's n + 2 pegs bound the n + 1 slots, and
// the ball meets one peg per row: the one right under it, as its path of lefts and rights says.

/** The board's drawing width and height; the slot row sits under it, as wide as WIDTH. */
export const BOARD_WIDTH = 600;
export const BOARD_HEIGHT = 500;
/** The first row of pegs' height, leaving room above it for the ball to drop in. */
const TOP = 36;
/** Room left and right of the outer pegs, as a share of the board, so they are not cut off. */
export const SIDE_PAD = 12;
const INNER_WIDTH = BOARD_WIDTH - 2 * SIDE_PAD;
const CENTRE = BOARD_WIDTH / 2;

/** How far the ball hops up off a peg, as a share of the row height. */
const HOP = 0.55;

export interface Point {
  x: number;
  y: number;
}

export interface BoardLayout {
  rows: number;
  /** The distance between two pegs of a row. */
  spacing: number;
  /** The distance between two rows. */
  rowHeight: number;
  pegRadius: number;
  ballRadius: number;
}

export function boardLayout(rows: number): BoardLayout {
  const spacing = INNER_WIDTH / (rows + 1);
  // The last row stands most of a row height above the slots, where the last bounce lands.
  const rowHeight = (BOARD_HEIGHT - TOP) / (rows - 1 + 0.9);
  return {
    rows,
    spacing,
    rowHeight,
    pegRadius: Math.max(3, spacing * 0.1),
    ballRadius: spacing * 0.24,
  };
}

/** Peg j (0 to r + 2) of row r (0 to rows - 1). */
export function pegPoint(layout: BoardLayout, row: number, index: number): Point {
  return {
    x: CENTRE + (index - (row + 2) / 2) * layout.spacing,
    y: TOP + row * layout.rowHeight,
  };
}

/** Every peg of the board, row by row. */
export function allPegs(layout: BoardLayout): Array<Point & { row: number; index: number }> {
  const pegs: Array<Point & { row: number; index: number }> = [];
  for (let row = 0; row < layout.rows; row += 1) {
    for (let index = 0; index < row + 3; index += 1)
      pegs.push({ row, index, ...pegPoint(layout, row, index) });
  }
  return pegs;
}

/** The centre of slot k (0 to rows) along the board. */
export function slotCentreX(layout: BoardLayout, slot: number): number {
  return CENTRE + (slot - layout.rows / 2) * layout.spacing;
}

/** One stretch of the fall: from a point, over a hop or a plain drop, to the next. */
interface Segment {
  from: Point;
  to: Point;
  /** How far the ball first rises (0 for the drop in). */
  hop: number;
}

/**
 * The stretches of a ball's fall for its path: the drop onto the first peg, then one bounce per row,
 * each starting where the ball touches the peg under it, the last one ending in the slot.
 */
export function fallSegments(layout: BoardLayout, path: readonly number[]): Segment[] {
  const touch = layout.pegRadius + layout.ballRadius;
  const start = { x: CENTRE, y: TOP - layout.rowHeight * 0.9 };
  const segments: Segment[] = [];
  let rights = 0;
  let from = start;
  for (let row = 0; row <= path.length; row += 1) {
    const peg = row < path.length ? pegPoint(layout, row, rights + 1) : null;
    const to = peg
      ? { x: peg.x, y: peg.y - touch }
      : { x: slotCentreX(layout, rights), y: BOARD_HEIGHT - layout.ballRadius };
    segments.push({ from, to, hop: row === 0 ? 0 : layout.rowHeight * HOP });
    if (row < path.length) rights += path[row] === 1 ? 1 : 0;
    from = to;
  }
  return segments;
}

/** Where the ball is a share `u` (0 to 1) of the way through a stretch: a thrown ball's arc. */
export function pointOnSegment({ from, to, hop }: Segment, u: number): Point {
  const drop = to.y - from.y;
  return {
    x: from.x + (to.x - from.x) * u,
    y: from.y - hop * u + (drop + hop) * u * u,
  };
}

/** The peg the ball meets at the start of stretch s (s = 1 is the first row), or null for the drop in. */
export function pegHitAt(path: readonly number[], segment: number): { row: number; index: number } | null {
  if (segment < 1 || segment > path.length) return null;
  const row = segment - 1;
  let rights = 0;
  for (let i = 0; i < row; i += 1) rights += path[i] === 1 ? 1 : 0;
  return { row, index: rights + 1 };
}
