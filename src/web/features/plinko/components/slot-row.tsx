import { type RefObject, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { cx } from '../../../lib/cx';
import { BOARD_WIDTH, SIDE_PAD } from '../board-geometry';
import type { Landing } from '../hooks/use-plinko-game';
import { heatColour, slotHeats, slotLabel } from '../slot-colours';
import { formatMultiplier, usePlinkoText } from '../texts';

interface SlotRowProps {
  multipliers: readonly number[];
  /** The slot the last ball landed in, lit until the next one lands. */
  landing: Landing | null;
}

const BUMP: Keyframe[] = [
  { transform: 'translateY(0)' },
  { transform: 'translateY(35%)', offset: 0.3 },
  { transform: 'translateY(0)' },
];

/** How a slot's label fits the pixels it has: the full "2.01×", the full "2.01", or a cut "2". */
interface LabelFit {
  short: boolean;
  times: boolean;
  fontPx: number;
}

function labelFit(slotPx: number): LabelFit {
  if (slotPx >= 44) return { short: false, times: true, fontPx: 14 };
  if (slotPx >= 34) return { short: false, times: false, fontPx: 12 };
  return { short: true, times: false, fontPx: slotPx >= 22 ? 10 : 8.8 };
}

/** The width of an element, kept up to date as it is resized. */
function useWidth(ref: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.clientWidth);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setWidth(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

/** The multipliers under the pegs, one per slot, lined up with the board above them. */
export function SlotRow({ multipliers, landing }: SlotRowProps) {
  const t = usePlinkoText();
  const row = useRef<HTMLOListElement>(null);
  const slots = useRef<Array<HTMLLIElement | null>>([]);
  const heats = slotHeats(multipliers);
  // Each slot's share of the row, less the gap between slots.
  const fit = labelFit((useWidth(row) * (1 - (2 * SIDE_PAD) / BOARD_WIDTH)) / multipliers.length - 3);

  // Each landing knocks its slot down a little, even the same slot twice in a row.
  useEffect(() => {
    if (!landing) return;
    const slot = slots.current[landing.slot];
    if (slot && typeof slot.animate === 'function') slot.animate(BUMP, { duration: 280, easing: 'ease-out' });
  }, [landing]);

  return (
    <ol
      ref={row}
      aria-label={t('slotsLabel')}
      className="grid gap-px sm:gap-1"
      style={{
        gridTemplateColumns: `repeat(${multipliers.length}, minmax(0, 1fr))`,
        paddingInline: `${(SIDE_PAD / BOARD_WIDTH) * 100}%`,
        fontSize: `${fit.fontPx}px`,
      }}
    >
      {multipliers
        .map((multiplier, index) => ({ multiplier, slot: index }))
        .map(({ multiplier, slot }) => {
          const lit = landing?.slot === slot;
          return (
            <li
              // A slot's place is its identity: the row is fixed by rows and risk.
              key={slot}
              ref={(element) => {
                slots.current[slot] = element;
              }}
              data-testid="plinko-slot"
              data-slot={slot}
              data-lit={lit || undefined}
              title={formatMultiplier(multiplier)}
              className={cx(
                'flex h-7 min-w-0 items-center justify-center overflow-hidden rounded-[0.3rem] font-black font-display text-night-950 tabular-nums leading-none shadow-[inset_0_-3px_0_rgb(0_0_0/0.25)] outline-offset-1 transition-[filter,box-shadow] duration-300 sm:h-9 sm:rounded-md',
                lit &&
                  'z-10 outline-2 outline-gold-200 brightness-125 shadow-[inset_0_-3px_0_rgb(0_0_0/0.25),0_0_18px_2px_rgb(255_240_194/0.75)]',
              )}
              style={{ backgroundColor: heatColour(heats[slot] ?? 0) }}
            >
              {/* A label of two words ("1 mil") breaks onto two lines on a narrow slot. */}
              <span aria-hidden="true" className="text-center">
                {slotLabel(multiplier, fit.short)}
                {fit.times && '×'}
              </span>
              <span className="sr-only">{formatMultiplier(multiplier)}</span>
            </li>
          );
        })}
    </ol>
  );
}
