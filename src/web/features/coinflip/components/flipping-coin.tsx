import { useEffect, useRef } from 'react';
import type { CoinSide } from '../../../../games/coinflip';
import { cx } from '../../../lib/cx';
import { settleBy } from '../../../lib/settle-by';
import { CoinFace } from './coin-face';

/** rest: lying on a side; spin: in the air until the result is known; land: settles on `side`. */
export type CoinMotion = 'rest' | 'spin' | 'land';

const SPIN_MS = 420;
const LAND_MS = 1500;
/** Slices between the faces that give the coin its thickness when it turns edge-on. */
const EDGE_LAYERS = [-3, -2, -1, 0, 1, 2, 3];
const FACE_DEPTH = 4;

const angleOf = (side: CoinSide) => (side === 'heads' ? 0 : 180);
const rotation = (degrees: number) => `rotateX(${degrees}deg)`;

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
}

interface FlippingCoinProps {
  motion: CoinMotion;
  side: CoinSide;
  /** After the landing has played (at once when there was nothing to animate). */
  onLanded?: () => void;
  className?: string;
}

/**
 * A 3D coin turned with the Web Animations API: it spins while the coin is in the air and, when the
 * result comes, slows down from the angle it has reached onto the announced side, so the motion never
 * jumps. With reduced motion it simply shows the side.
 */
export function FlippingCoin({ motion, side, onLanded, className }: FlippingCoinProps) {
  const coinRef = useRef<HTMLDivElement>(null);
  const tossRef = useRef<HTMLDivElement>(null);
  const spinRef = useRef<Animation | null>(null);
  const tossAnimRef = useRef<Animation | null>(null);
  const landRef = useRef<Animation | null>(null);
  const landedRef = useRef(onLanded);
  landedRef.current = onLanded;

  useEffect(
    () => () => {
      for (const animation of [spinRef, tossAnimRef, landRef]) {
        animation.current?.cancel();
        animation.current = null;
      }
    },
    [],
  );

  useEffect(() => {
    const coin = coinRef.current;
    const toss = tossRef.current;
    if (!coin || !toss) return;
    const reduced = prefersReducedMotion() || typeof coin.animate !== 'function';

    if (motion === 'spin') {
      if (spinRef.current || reduced) return;
      landRef.current?.cancel();
      spinRef.current = coin.animate([{ transform: rotation(0) }, { transform: rotation(360) }], {
        duration: SPIN_MS,
        iterations: Number.POSITIVE_INFINITY,
      });
      tossAnimRef.current = toss.animate(
        [{ transform: 'translateY(0) scale(1)' }, { transform: 'translateY(-14%) scale(1.06)' }],
        {
          duration: 700,
          iterations: Number.POSITIVE_INFINITY,
          direction: 'alternate',
          easing: 'ease-in-out',
        },
      );
      return;
    }

    const target = angleOf(side);
    const spin = spinRef.current;
    if (motion === 'rest' || !spin || reduced) {
      spin?.cancel();
      tossAnimRef.current?.cancel();
      spinRef.current = null;
      tossAnimRef.current = null;
      coin.style.transform = rotation(target);
      if (motion === 'land') landedRef.current?.();
      return;
    }

    // Landing: carry on from the current angle, at least two more turns, onto the announced face.
    const elapsed = Number(spin.currentTime ?? 0);
    const from = ((elapsed % SPIN_MS) / SPIN_MS) * 360;
    const to = target + 360 * Math.ceil((from + 720 - target) / 360);
    spin.cancel();
    spinRef.current = null;
    const lift = tossAnimRef.current;
    const liftFrom = lift ? getComputedStyle(toss).transform : 'none';
    lift?.cancel();
    tossAnimRef.current = toss.animate(
      [
        { transform: liftFrom === 'none' ? 'translateY(0)' : liftFrom },
        { transform: 'translateY(-18%) scale(1.08)', offset: 0.35 },
        { transform: 'translateY(0) scale(1)', offset: 0.8 },
        { transform: 'translateY(-3%) scale(1)', offset: 0.9 },
        { transform: 'translateY(0) scale(1)' },
      ],
      { duration: LAND_MS, easing: 'ease-in-out' },
    );
    coin.style.transform = rotation(to);
    const land = coin.animate([{ transform: rotation(from) }, { transform: rotation(to) }], {
      duration: LAND_MS,
      easing: 'cubic-bezier(0.3, 0.45, 0.25, 1)',
    });
    landRef.current = land;
    // Landed when the coin comes to rest, or by the deadline when no frames are drawn.
    const landed = settleBy(LAND_MS, () => {
      if (landRef.current === land) landedRef.current?.();
    });
    land.onfinish = landed.now;
    return landed.cancel;
  }, [motion, side]);

  return (
    <div aria-hidden="true" className={cx('flex flex-col items-center perspective-[900px]', className)}>
      <div ref={tossRef} className="relative">
        <div
          ref={coinRef}
          className="relative size-32 text-[13px] transform-3d sm:size-40 sm:text-[16px]"
          style={{ transform: rotation(angleOf(side)) }}
        >
          {EDGE_LAYERS.map((depth) => (
            <div
              key={depth}
              className="absolute inset-0 rounded-full bg-[linear-gradient(90deg,var(--color-gold-700),var(--color-gold-500),var(--color-gold-700))]"
              style={{ transform: `translateZ(${depth}px)` }}
            />
          ))}
          <CoinFace
            side="heads"
            className="absolute inset-0 backface-hidden"
            style={{ transform: `translateZ(${FACE_DEPTH}px)` }}
          />
          <CoinFace
            side="tails"
            className="absolute inset-0 backface-hidden"
            style={{ transform: `rotateX(180deg) translateZ(${FACE_DEPTH}px)` }}
          />
        </div>
      </div>
      <div
        className={cx(
          'mt-5 h-3 w-24 rounded-full bg-night-950/80 blur-md transition-opacity sm:w-32',
          motion === 'spin' ? 'opacity-50' : 'opacity-90',
        )}
      />
    </div>
  );
}
