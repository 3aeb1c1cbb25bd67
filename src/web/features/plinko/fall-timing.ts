import type { BoardLayout, Point } from './board-geometry';
import { fallSegments, pointOnSegment } from './board-geometry';

/** The drop onto the first peg. */
const DROP_MS = 240;

/** One bounce: a little quicker on a taller board, whose rows are closer together. */
export function bounceMs(rows: number): number {
  return Math.round(60 + 700 / rows);
}

/** How long a ball takes from the top to its slot. */
export function fallMs(rows: number): number {
  return DROP_MS + rows * bounceMs(rows);
}

export interface FallFrame {
  point: Point;
  /** Which stretch the ball is on: 0 the drop in, then one per row. */
  segment: number;
  landed: boolean;
}

/** A ball's fall, ready to be asked where the ball is `elapsed` ms after it was let go. */
export function planFall(layout: BoardLayout, path: readonly number[]): (elapsed: number) => FallFrame {
  const segments = fallSegments(layout, path);
  const bounce = bounceMs(layout.rows);
  const last = segments.length - 1;
  return (elapsed) => {
    if (elapsed < DROP_MS) {
      const u = Math.max(0, elapsed) / DROP_MS;
      return { point: pointOnSegment(segments[0] as (typeof segments)[0], u), segment: 0, landed: false };
    }
    const index = Math.min(last, 1 + Math.floor((elapsed - DROP_MS) / bounce));
    const u = Math.min(1, (elapsed - DROP_MS - (index - 1) * bounce) / bounce);
    const segment = segments[index] as (typeof segments)[0];
    return { point: pointOnSegment(segment, u), segment: index, landed: index === last && u >= 1 };
  };
}
