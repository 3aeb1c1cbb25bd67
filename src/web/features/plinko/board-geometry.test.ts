import { describe, expect, it } from 'vitest';
import {
  allPegs,
  BOARD_HEIGHT,
  boardLayout,
  fallSegments,
  pegHitAt,
  pegPoint,
  pointOnSegment,
  slotCentreX,
} from './board-geometry';
import { fallMs, planFall } from './fall-timing';

describe('the board', () => {
  it('has r + 3 pegs in row r, the last row bounding one slot per possible number of rights', () => {
    for (const rows of [8, 12, 16]) {
      const layout = boardLayout(rows);
      expect(allPegs(layout)).toHaveLength(rows * 3 + (rows * (rows - 1)) / 2);
      for (let slot = 0; slot <= rows; slot += 1) {
        const left = pegPoint(layout, rows - 1, slot).x;
        const right = pegPoint(layout, rows - 1, slot + 1).x;
        expect(slotCentreX(layout, slot)).toBeCloseTo((left + right) / 2);
      }
    }
  });

  it('sends the ball onto the peg under it each row and into the slot its rights count', () => {
    const path = [1, 1, 0, 1, 0, 0, 1, 1];
    const layout = boardLayout(path.length);
    const segments = fallSegments(layout, path);
    expect(segments).toHaveLength(path.length + 1);
    for (let segment = 1; segment <= path.length; segment += 1) {
      const hit = pegHitAt(path, segment);
      if (!hit) throw new Error('every bounce starts on a peg');
      expect(segments[segment]?.from.x).toBeCloseTo(pegPoint(layout, hit.row, hit.index).x);
    }
    const last = segments[path.length];
    expect(last?.to.x).toBeCloseTo(slotCentreX(layout, 5));
    expect(last?.to.y).toBeCloseTo(BOARD_HEIGHT - layout.ballRadius);
    // Each stretch joins the next, without a jump.
    for (let i = 1; i < segments.length; i += 1) {
      const end = pointOnSegment(segments[i - 1] as (typeof segments)[number], 1);
      expect(end.x).toBeCloseTo(segments[i]?.from.x as number);
      expect(end.y).toBeCloseTo(segments[i]?.from.y as number);
    }
  });

  it('lands the ball when its fall time is up, not before', () => {
    const path = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
    const where = planFall(boardLayout(12), path);
    expect(where(fallMs(12) - 20).landed).toBe(false);
    const end = where(fallMs(12));
    expect(end.landed).toBe(true);
    expect(end.point.x).toBeCloseTo(slotCentreX(boardLayout(12), 0));
  });
});
