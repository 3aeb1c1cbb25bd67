import { lineIcon } from './icon-frame';

// The games' icons, in the frame of icon-frame.tsx.
export const DiceIcon = lineIcon(
  <>
    <rect x="3.5" y="3.5" width="17" height="17" rx="4" />
    <circle cx="8.5" cy="8.5" r="1.2" fill="currentColor" stroke="none" />
    <circle cx="15.5" cy="8.5" r="1.2" fill="currentColor" stroke="none" />
    <circle cx="12" cy="12" r="1.2" fill="currentColor" stroke="none" />
    <circle cx="8.5" cy="15.5" r="1.2" fill="currentColor" stroke="none" />
    <circle cx="15.5" cy="15.5" r="1.2" fill="currentColor" stroke="none" />
  </>,
);

/** A rocket climbing past its target line: limbo's multiplier. */
export const LimboIcon = lineIcon(
  <>
    <path d="M3 20.5h18" strokeDasharray="2 2.5" />
    <path d="M12 2.5c2.6 2 3.8 5 3.8 8.4v4.6H8.2v-4.6c0-3.4 1.2-6.4 3.8-8.4Z" />
    <circle cx="12" cy="9" r="1.5" />
    <path d="M8.2 12.5 5.5 15v2.5l2.7-1M15.8 12.5l2.7 2.5v2.5l-2.7-1M12 15.5V18" />
  </>,
);

/** A curve rising from the corner of two axes to an arrow's head: crash. */
export const CrashIcon = lineIcon(
  <>
    <path d="M3.5 3.5v17h17" />
    <path d="M6.5 17.5c5 0 9-3.5 11.5-10" />
    <path d="m14.5 8 3.5-.8.8 3.6" />
  </>,
);

/** Pegs in a triangle over a row of slots, a ball on its way: plinko. */
export const PlinkoIcon = lineIcon(
  <>
    <circle cx="12" cy="3.5" r="1.6" fill="currentColor" stroke="none" />
    <path d="M9.5 8.5h.01M14.5 8.5h.01M7 12.5h.01M12 12.5h.01M17 12.5h.01" strokeWidth={2.8} />
    <path d="M3 17.5v3h18v-3M7.5 17.5v3M12 17.5v3M16.5 17.5v3" />
  </>,
);

export const SlotsIcon = lineIcon(
  <>
    <rect x="2.5" y="5" width="16" height="14" rx="3" />
    <path d="M7.8 5v14M13.2 5v14" />
    <path d="M21.5 8v5" />
    <circle cx="21.5" cy="6.5" r="1.3" />
    <path d="M4.6 12h1.6M9.9 12h1.6M15.2 12h1.6" strokeWidth={2.4} />
  </>,
);

export const MinesIcon = lineIcon(
  <>
    <circle cx="11" cy="13" r="7" />
    <path d="M15.8 8.2 18 6" />
    <path d="M19 3.5v1.5M21.5 6H20M20.8 3.7l-1 1" />
    <path d="M8 11.2a3 3 0 0 1 2.4-2" />
  </>,
);

export const CoinIcon = lineIcon(
  <>
    <circle cx="12" cy="12" r="8.5" />
    <circle cx="12" cy="12" r="5.5" strokeDasharray="2 2" />
    <path d="M10.5 10h3M10.5 12h2.5M10.5 10v4.5" />
  </>,
);

export const CardsIcon = lineIcon(
  <>
    <rect x="3" y="6" width="11" height="15" rx="2" transform="rotate(-12 8.5 13.5)" />
    <rect x="9.5" y="3" width="11" height="15" rx="2" />
    <path d="M15 7.8c-1.4 1.4-2.6 2.4-2.6 3.6a1.3 1.3 0 0 0 2.6.3 1.3 1.3 0 0 0 2.6-.3c0-1.2-1.2-2.2-2.6-3.6Z" />
  </>,
);
