import { useId } from 'react';
import { CARD_VIEW_BOX, insetRect } from './card-geometry';

/** The back of a card: a royal lattice with a gold border and the house chip in the middle. */
export function CardBack() {
  const id = useId();
  return (
    <svg viewBox={CARD_VIEW_BOX} className="block size-full" aria-hidden="true" focusable="false">
      <defs>
        <pattern
          id={`${id}-lattice`}
          width={10}
          height={10}
          patternUnits="userSpaceOnUse"
          patternTransform="rotate(45)"
        >
          <rect width={10} height={10} fill="var(--color-royal-700)" />
          <path d="M0 5h10M5 0v10" stroke="var(--color-gold-400)" strokeOpacity={0.35} strokeWidth={1} />
          <circle cx={5} cy={5} r={1.3} fill="var(--color-gold-300)" fillOpacity={0.55} />
        </pattern>
        <radialGradient id={`${id}-glow`} cx="0.5" cy="0.45" r="0.7">
          <stop offset="0" stopColor="var(--color-royal-500)" stopOpacity={0.55} />
          <stop offset="1" stopColor="var(--color-night-900)" stopOpacity={0.35} />
        </radialGradient>
      </defs>
      <rect {...insetRect(0.5, 8)} fill="#ffffff" />
      <rect {...insetRect(5, 5)} fill={`url(#${id}-lattice)`} />
      <rect {...insetRect(5, 5)} fill={`url(#${id}-glow)`} />
      <rect
        {...insetRect(9, 4)}
        fill="none"
        stroke="var(--color-gold-400)"
        strokeOpacity={0.8}
        strokeWidth={1.2}
      />
      {/* The house chip, drawn around the card's centre. */}
      <g transform="translate(50 70)">
        <circle r={16} fill="var(--color-night-900)" stroke="var(--color-gold-400)" strokeWidth={2} />
        <circle r={12} fill="none" stroke="var(--color-gold-300)" strokeDasharray="3 2.3" strokeWidth={2.5} />
        <text
          y={5}
          textAnchor="middle"
          fontSize={13}
          fontWeight={900}
          fontFamily="var(--font-display)"
          fill="var(--color-gold-300)"
        >
          FF
        </text>
      </g>
    </svg>
  );
}
