import { useEffect, useRef, useState } from 'react';
import { settleBy } from '../../../lib/settle-by';
import { useLatest } from '../../../lib/use-latest';
import { prefersReducedMotion } from '../hooks/reduced-motion';
import type { DiceRoll } from '../hooks/use-dice-game';
import { useDiceText } from '../texts';
import { DieFace } from './die-face';

/** SPEC.md section 9: the roll animation lasts about 2 seconds. */
const ROLL_MS = 2000;
const REDUCED_ROLL_MS = 300;
/** Instant play: a quick turn onto the face, well within 300 ms of the answer. */
const INSTANT_ROLL_MS = 120;
const INITIAL_FACE = 5;

interface Rotation {
  x: number;
  y: number;
  z: number;
}

/** The cube rotation that turns each face towards the player. */
const FACE_ROTATION: Record<number, { x: number; y: number }> = {
  1: { x: 0, y: 0 },
  2: { x: -90, y: 0 },
  3: { x: 0, y: -90 },
  4: { x: 0, y: 90 },
  5: { x: 90, y: 0 },
  6: { x: 0, y: 180 },
};

/** Where each face sits on the cube; opposite faces add up to 7 as on a real die. */
const FACE_PLACEMENT: ReadonlyArray<readonly [number, string]> = [
  [1, ''],
  [6, 'rotateY(180deg)'],
  [3, 'rotateY(90deg)'],
  [4, 'rotateY(-90deg)'],
  [2, 'rotateX(90deg)'],
  [5, 'rotateX(-90deg)'],
];

/** Cross-sections that fill the gaps left by the rounded corners of the faces. */
const CORE_PLANES: readonly string[] = ['none', 'rotateX(90deg)', 'rotateY(90deg)'];

const rotate = ({ x, y, z }: Rotation) => `rotateX(${x}deg) rotateY(${y}deg) rotateZ(${z}deg)`;

function faceRotation(face: number): Rotation {
  const base = FACE_ROTATION[face] ?? { x: 0, y: 0 };
  return { ...base, z: 0 };
}

/** The first angle at least `turns` whole turns past `from` that shows the face at `base`. */
function forward(from: number, base: number, turns: number): number {
  return base + 360 * Math.ceil((from + turns * 360 - base) / 360);
}

/** Tumble to an overshoot, wobble back and forth, settle on the rolled face. */
function tumbleFrames(from: Rotation, end: Rotation): Keyframe[] {
  const at = (dx: number, dy: number, dz: number) => rotate({ x: end.x + dx, y: end.y + dy, z: end.z + dz });
  return [
    { offset: 0, transform: rotate(from), easing: 'cubic-bezier(0.25, 0.1, 0.35, 1)' },
    { offset: 0.58, transform: at(26, -20, 10), easing: 'ease-in-out' },
    { offset: 0.74, transform: at(-11, 9, -5), easing: 'ease-in-out' },
    { offset: 0.87, transform: at(4, -3, 2), easing: 'ease-out' },
    { offset: 1, transform: at(0, 0, 0) },
  ];
}

const BOUNCE: Keyframe[] = [
  { offset: 0, transform: 'translateY(0)', easing: 'cubic-bezier(0.2, 0.7, 0.4, 1)' },
  { offset: 0.16, transform: 'translateY(-58%)', easing: 'cubic-bezier(0.6, 0, 0.8, 0.4)' },
  { offset: 0.36, transform: 'translateY(0)', easing: 'cubic-bezier(0.2, 0.7, 0.4, 1)' },
  { offset: 0.47, transform: 'translateY(-20%)', easing: 'cubic-bezier(0.6, 0, 0.8, 0.4)' },
  { offset: 0.58, transform: 'translateY(0)', easing: 'ease-out' },
  { offset: 0.64, transform: 'translateY(-5%)', easing: 'ease-in' },
  { offset: 0.7, transform: 'translateY(0)' },
  { offset: 1, transform: 'translateY(0)' },
];

const SHADOW: Keyframe[] = [
  { offset: 0, transform: 'scale(1)', opacity: 1 },
  { offset: 0.16, transform: 'scale(0.55)', opacity: 0.45 },
  { offset: 0.36, transform: 'scale(1)', opacity: 1 },
  { offset: 0.47, transform: 'scale(0.8)', opacity: 0.75 },
  { offset: 0.58, transform: 'scale(1)', opacity: 1 },
  { offset: 1, transform: 'scale(1)', opacity: 1 },
];

interface DiceCubeProps {
  roll: DiceRoll | null;
  /** Called once the die has come to rest on the rolled face. */
  onSettled: () => void;
  /** Instant play: no tumble, the die turns straight to its face. */
  instant?: boolean;
}

/** A 3D die built from six CSS faces; each roll tumbles, wobbles and settles on its face. */
export function DiceCube({ roll, onSettled, instant = false }: DiceCubeProps) {
  const t = useDiceText();
  const cubeRef = useRef<HTMLDivElement>(null);
  const liftRef = useRef<HTMLDivElement>(null);
  const shadowRef = useRef<HTMLDivElement>(null);
  const rotation = useRef<Rotation>(faceRotation(INITIAL_FACE));
  const settledRef = useLatest(onSettled);
  const instantRef = useLatest(instant);
  const [view, setView] = useState({ face: INITIAL_FACE, rolling: false });

  useEffect(() => {
    const cube = cubeRef.current;
    if (!roll || !cube) return;
    const quick = instantRef.current;
    const reduced = quick || prefersReducedMotion();
    const from = rotation.current;
    const base = faceRotation(roll.face);
    const extra = Math.random() < 0.5 ? 1 : 0;
    const end: Rotation = reduced
      ? { x: forward(from.x, base.x, 0), y: forward(from.y, base.y, 0), z: from.z }
      : { x: forward(from.x, base.x, 2 + extra), y: forward(from.y, base.y, 3 - extra), z: from.z + 360 };
    rotation.current = end;
    setView({ face: roll.face, rolling: true });

    const animations: Animation[] = [];
    const rest = () => {
      cube.style.transform = rotate(end);
      for (const animation of animations) animation.cancel();
    };
    const duration = quick ? INSTANT_ROLL_MS : reduced ? REDUCED_ROLL_MS : ROLL_MS;
    // The roll settles when the die comes to rest, or by its deadline if frames are not being drawn.
    const settled = settleBy(duration, () => {
      rest();
      setView({ face: roll.face, rolling: false });
      settledRef.current();
    });

    // A background tab settles at once: nothing there would draw the roll.
    if (settled.done() || typeof cube.animate !== 'function') {
      settled.now();
      return;
    }
    const frames = reduced
      ? [{ transform: rotate(from) }, { transform: rotate(end) }]
      : tumbleFrames(from, end);
    const spin = cube.animate(frames, { duration, fill: 'forwards' });
    animations.push(spin);
    if (!reduced) {
      const lift = liftRef.current?.animate(BOUNCE, { duration });
      const shadow = shadowRef.current?.animate(SHADOW, { duration });
      if (lift) animations.push(lift);
      if (shadow) animations.push(shadow);
    }
    spin.onfinish = settled.now;
    spin.oncancel = settled.now;
    return () => {
      settled.cancel();
      rest();
    };
  }, [roll, instantRef, settledRef]);

  return (
    <div
      role="img"
      aria-label={view.rolling ? t('dieRolling') : t('dieShows', { face: view.face })}
      data-testid="dice-cube"
      data-state={view.rolling ? 'rolling' : 'settled'}
      data-face={view.rolling ? undefined : view.face}
      className="relative grid h-36 w-full place-items-center [--die:5rem] [perspective:900px] tall:h-40 tall:[--die:5.5rem] lg:h-48 lg:[--die:6.5rem] lg:tall:h-64 lg:tall:[--die:8rem]"
    >
      <div
        ref={shadowRef}
        aria-hidden="true"
        className="absolute bottom-[calc(50%-var(--die)*0.75)] h-5 w-[calc(var(--die)*1.1)] rounded-[50%] bg-black/60 blur-md"
      />
      <div ref={liftRef} className="[transform-style:preserve-3d]">
        <div
          className="[transform-style:preserve-3d]"
          style={{ transform: 'rotateX(-14deg) rotateY(18deg)' }}
        >
          <div
            ref={cubeRef}
            className="relative size-[var(--die)] [transform-style:preserve-3d]"
            style={{ transform: rotate(faceRotation(INITIAL_FACE)) }}
          >
            {CORE_PLANES.map((plane) => (
              <div
                key={plane}
                aria-hidden="true"
                className="absolute inset-[3%] rounded-[12%] bg-[#c9c1ec]"
                style={{ transform: plane }}
              />
            ))}
            {FACE_PLACEMENT.map(([value, placement]) => (
              <DieFace
                key={value}
                value={value}
                className="absolute inset-0 [backface-visibility:hidden]"
                style={{ transform: `${placement} translateZ(calc(var(--die) / 2))` }}
              />
            ))}
          </div>
        </div>
      </div>
    </div>
  );
}
