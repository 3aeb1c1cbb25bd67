import { useId } from 'react';

// The gem and the mine, drawn in SVG with the theme's colours.

export function GemArt({ className }: { className?: string }) {
  const id = useId();
  return (
    <svg viewBox="0 0 64 64" className={className} aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={`${id}-body`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="var(--color-win-300)" />
          <stop offset="0.55" stopColor="var(--color-win-500)" />
          <stop offset="1" stopColor="var(--color-win-600)" />
        </linearGradient>
        <linearGradient id={`${id}-top`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ffffff" stopOpacity="0.85" />
          <stop offset="1" stopColor="var(--color-win-300)" stopOpacity="0.6" />
        </linearGradient>
      </defs>
      <path d="M18 10h28l12 14-26 32L6 24z" fill={`url(#${id}-body)`} />
      <path d="M18 10h28l12 14H6z" fill={`url(#${id}-top)`} />
      <path
        d="M6 24h52M18 10l6 14 8-14 8 14 6-14M24 24l8 32 8-32"
        fill="none"
        stroke="var(--color-win-600)"
        strokeOpacity="0.55"
        strokeWidth="1.4"
        strokeLinejoin="round"
      />
      <path d="M13 22l6-8" stroke="#ffffff" strokeOpacity="0.9" strokeWidth="2.4" strokeLinecap="round" />
    </svg>
  );
}

export function BombArt({ className }: { className?: string }) {
  const id = useId();
  return (
    <svg viewBox="0 0 64 64" className={className} aria-hidden="true" focusable="false">
      <defs>
        <radialGradient id={`${id}-body`} cx="0.36" cy="0.34" r="0.75">
          <stop offset="0" stopColor="var(--color-night-500)" />
          <stop offset="0.55" stopColor="var(--color-night-800)" />
          <stop offset="1" stopColor="var(--color-night-950)" />
        </radialGradient>
        <radialGradient id={`${id}-spark`} cx="0.5" cy="0.5" r="0.5">
          <stop offset="0" stopColor="#ffffff" />
          <stop offset="0.4" stopColor="var(--color-gold-300)" />
          <stop offset="1" stopColor="var(--color-loss-500)" stopOpacity="0" />
        </radialGradient>
      </defs>
      <path
        d="M40 19c3-6 8-8 12-6"
        fill="none"
        stroke="var(--color-gold-600)"
        strokeWidth="3"
        strokeLinecap="round"
      />
      <circle cx="53" cy="12" r="8" fill={`url(#${id}-spark)`} />
      <rect
        x="33"
        y="15"
        width="11"
        height="9"
        rx="2"
        transform="rotate(35 38.5 19.5)"
        fill="var(--color-night-600)"
        stroke="var(--color-royal-400)"
        strokeOpacity="0.5"
      />
      <circle
        cx="28"
        cy="38"
        r="20"
        fill={`url(#${id}-body)`}
        stroke="var(--color-royal-400)"
        strokeOpacity="0.35"
      />
      <path
        d="M17 33a12 12 0 0 1 8-9"
        fill="none"
        stroke="#ffffff"
        strokeOpacity="0.55"
        strokeWidth="3"
        strokeLinecap="round"
      />
    </svg>
  );
}
