import { type RefObject, useEffect, useRef } from 'react';
import { useLatest } from '../../../lib/use-latest';
import { BOARD_HEIGHT, BOARD_WIDTH, boardLayout, pegHitAt, pegPoint } from '../board-geometry';
import { type FallFrame, planFall } from '../fall-timing';
import type { FallingBall } from './use-plinko-game';

interface Flight {
  startedAt: number;
  where: (elapsed: number) => FallFrame;
  segment: number;
  ballRadius: number;
}

export interface FallElements {
  /** An empty layer over the pegs, as large as the board's drawing, for the sparks. */
  layer: RefObject<HTMLDivElement | null>;
  /** Each falling ball's element, by bet id. */
  balls: RefObject<Map<number, HTMLElement>>;
}

const SPARK: Keyframe[] = [
  { opacity: 0.95, transform: 'translate(-50%, -50%) scale(0.6)' },
  { opacity: 0, transform: 'translate(-50%, -50%) scale(1.6)' },
];

/**
 * Moves every falling ball along its path, one frame at a time, straight on its element and only by
 * `transform`, so the browser moves a ready-drawn layer instead of painting the board again; each
 * peg a ball meets sparks, and `onLand` is told of each ball in its slot.
 */
export function useFallAnimation(
  balls: readonly FallingBall[],
  elements: FallElements,
  onLand: (id: number) => void,
): void {
  const flights = useRef(new Map<number, Flight>());
  const landRef = useLatest(onLand);
  const ballsRef = useLatest(balls);
  const { layer, balls: ballElements } = elements;

  useEffect(() => {
    if (balls.length === 0) return;
    let frame = 0;
    const tick = (now: number) => {
      // Board units to pixels, read once a frame: the board may have been resized meanwhile.
      const unit = (layer.current?.clientWidth ?? 0) / BOARD_WIDTH;
      const landed: number[] = [];
      for (const ball of ballsRef.current) {
        let flight = flights.current.get(ball.id);
        if (!flight) {
          const layout = boardLayout(ball.rows);
          flight = {
            startedAt: now,
            where: planFall(layout, ball.path),
            segment: 0,
            ballRadius: layout.ballRadius,
          };
          flights.current.set(ball.id, flight);
        }
        const { point, segment, landed: done } = flight.where(now - flight.startedAt);
        const element = ballElements.current.get(ball.id);
        if (element) {
          const x = (point.x - flight.ballRadius) * unit;
          const y = (point.y - flight.ballRadius) * unit;
          element.style.transform = `translate3d(${x.toFixed(1)}px, ${y.toFixed(1)}px, 0)`;
          element.style.opacity = '1';
        }
        if (segment !== flight.segment) {
          flight.segment = segment;
          const hit = pegHitAt(ball.path, segment);
          if (hit && layer.current) spark(layer.current, ball.rows, hit.row, hit.index);
        }
        if (done) landed.push(ball.id);
      }
      for (const id of landed) {
        flights.current.delete(id);
        landRef.current(id);
      }
      if (ballsRef.current.length > landed.length) frame = window.requestAnimationFrame(tick);
    };
    frame = window.requestAnimationFrame(tick);
    return () => window.cancelAnimationFrame(frame);
  }, [balls, ballsRef, ballElements, layer, landRef]);
}

/** A brief glow on the peg a ball has just met, on the layer over the board, gone once it fades. */
function spark(layer: HTMLElement, rows: number, row: number, index: number): void {
  const layout = boardLayout(rows);
  const peg = pegPoint(layout, row, index);
  const glow = document.createElement('span');
  const size = (layout.pegRadius * 5 * 100) / BOARD_WIDTH;
  Object.assign(glow.style, {
    position: 'absolute',
    borderRadius: '50%',
    background:
      'radial-gradient(circle, rgb(255 240 194 / 0.95) 20%, rgb(252 201 59 / 0.45) 45%, transparent 70%)',
    left: `${(peg.x * 100) / BOARD_WIDTH}%`,
    top: `${(peg.y * 100) / BOARD_HEIGHT}%`,
    width: `${size}%`,
    aspectRatio: '1',
    opacity: '0',
  });
  layer.append(glow);
  if (typeof glow.animate !== 'function') {
    glow.remove();
    return;
  }
  glow.animate(SPARK, { duration: 300, easing: 'ease-out' }).finished.then(
    () => glow.remove(),
    () => glow.remove(),
  );
}
