import { useRef } from 'react';
import type { PlinkoRisk } from '../../../../games/plinko';
import { allPegs, BOARD_HEIGHT, BOARD_WIDTH, boardLayout } from '../board-geometry';
import { useFallAnimation } from '../hooks/use-fall-animation';
import type { FallingBall, Landing } from '../hooks/use-plinko-game';
import { usePlinkoText } from '../texts';
import { SlotRow } from './slot-row';

interface PlinkoBoardProps {
  rows: number;
  risk: PlinkoRisk;
  multipliers: readonly number[];
  balls: readonly FallingBall[];
  landing: Landing | null;
  /** The bet whose ball landed last, for tests and tools that wait on it. */
  landedBetId: number | null;
  onLand: (betId: number) => void;
}

/**
 * The pegs in their triangle, the balls falling through them and the slots under them. The balls
 * move one frame at a time outside React, on a layer of their own; the board only renders when a
 * ball comes or goes.
 */
export function PlinkoBoard({
  rows,
  risk,
  multipliers,
  balls,
  landing,
  landedBetId,
  onLand,
}: PlinkoBoardProps) {
  const t = usePlinkoText();
  const layer = useRef<HTMLDivElement>(null);
  const ballElements = useRef(new Map<number, HTMLElement>());
  useFallAnimation(balls, { layer, balls: ballElements }, onLand);

  const layout = boardLayout(rows);
  return (
    <div
      data-testid="plinko-board"
      data-rows={rows}
      data-risk={risk}
      data-falling={balls.length}
      data-landed-bet={landedBetId ?? undefined}
      className="mx-auto w-full max-w-[min(100%,calc((100dvh-23rem)*1.25))] min-w-0"
    >
      <div className="relative">
        <svg
          viewBox={`0 0 ${BOARD_WIDTH} ${BOARD_HEIGHT}`}
          role="img"
          aria-label={t('boardLabel', { rows, risk })}
          className="block h-auto w-full"
        >
          <g fill="#c9c4ea">
            {allPegs(layout).map((peg) => (
              <circle key={`${peg.row}:${peg.index}`} cx={peg.x} cy={peg.y} r={layout.pegRadius} />
            ))}
          </g>
        </svg>
        <div ref={layer} aria-hidden="true" className="pointer-events-none absolute inset-0" />
        <div aria-hidden="true" className="pointer-events-none absolute inset-0">
          {balls.map((ball) => (
            <div
              key={ball.id}
              ref={(element) => {
                if (element) ballElements.current.set(ball.id, element);
                else ballElements.current.delete(ball.id);
              }}
              data-testid="plinko-ball"
              // Drawn once, then only moved: the first frame places it and shows it.
              className="absolute top-0 left-0 aspect-square rounded-full bg-[radial-gradient(circle_at_35%_30%,#fff6d6,#fcc93b_45%,#d98f06)] opacity-0 shadow-[0_0_10px_2px_rgb(252_201_59/0.55)] ring-1 ring-gold-700 will-change-transform"
              style={{ width: `${(boardLayout(ball.rows).ballRadius * 200) / BOARD_WIDTH}%` }}
            />
          ))}
        </div>
      </div>
      <div className="mt-1 sm:mt-1.5">
        <SlotRow multipliers={multipliers} landing={landing} />
      </div>
    </div>
  );
}
