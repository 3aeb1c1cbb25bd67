import { useEffect, useRef, useState } from 'react';
import { prefersReducedMotion } from '../hooks/reduced-motion';

const COLORS: readonly string[] = [
  'var(--color-gold-300)',
  'var(--color-gold-500)',
  'var(--color-royal-400)',
  'var(--color-win-400)',
  'var(--color-loss-400)',
  'var(--color-ink)',
];
const PIECES = 70;
const FALL_MS = 2600;

interface Piece {
  id: number;
  left: number;
  width: number;
  height: number;
  color: string;
  round: boolean;
  drift: number;
  spin: number;
  delay: number;
  duration: number;
}

function makePieces(): Piece[] {
  return Array.from({ length: PIECES }, (_, id) => ({
    id,
    left: Math.random() * 100,
    width: 6 + Math.random() * 6,
    height: 8 + Math.random() * 10,
    color: COLORS[id % COLORS.length] as string,
    round: id % 5 === 0,
    drift: (Math.random() - 0.5) * 220,
    spin: (Math.random() < 0.5 ? -1 : 1) * (360 + Math.random() * 720),
    delay: Math.random() * 350,
    duration: FALL_MS - 500 + Math.random() * 500,
  }));
}

/** Paper confetti falling over the page; nothing for players who prefer less motion. */
export function Confetti() {
  const layerRef = useRef<HTMLDivElement>(null);
  const [pieces] = useState(() => (prefersReducedMotion() ? [] : makePieces()));

  useEffect(() => {
    const layer = layerRef.current;
    if (!layer) return;
    const animations: Animation[] = [];
    layer.querySelectorAll<HTMLElement>('[data-piece]').forEach((element, index) => {
      const piece = pieces[index];
      if (!piece || typeof element.animate !== 'function') return;
      animations.push(
        element.animate(
          [
            { transform: 'translate3d(0, -10vh, 0) rotate(0deg)', opacity: 1 },
            {
              transform: `translate3d(${piece.drift * 0.6}px, 45vh, 0) rotate(${piece.spin / 2}deg)`,
              opacity: 1,
            },
            { transform: `translate3d(${piece.drift}px, 105vh, 0) rotate(${piece.spin}deg)`, opacity: 0.2 },
          ],
          {
            duration: piece.duration,
            delay: piece.delay,
            easing: 'cubic-bezier(0.25, 0.4, 0.5, 1)',
            fill: 'both',
          },
        ),
      );
    });
    return () => {
      for (const animation of animations) animation.cancel();
    };
  }, [pieces]);

  if (pieces.length === 0) return null;
  return (
    <div
      ref={layerRef}
      aria-hidden="true"
      data-testid="confetti"
      className="pointer-events-none fixed inset-0 z-50 overflow-hidden"
    >
      {pieces.map((piece) => (
        <span
          key={piece.id}
          data-piece=""
          className="absolute top-0 block"
          style={{
            left: `${piece.left}%`,
            width: piece.width,
            height: piece.round ? piece.width : piece.height,
            background: piece.color,
            borderRadius: piece.round ? '9999px' : '2px',
          }}
        />
      ))}
    </div>
  );
}
