import type { ReactNode } from 'react';

/** Same-size dots (a die's pips, a horseshoe's nail holes) at points written as SVG writes them: "x,y x,y". */
function Dots({ points, r, fill }: { points: string; r: number; fill: string }) {
  return points.split(' ').map((point) => {
    const [cx, cy] = point.split(',');
    return <circle key={point} cx={cx} cy={cy} r={r} fill={fill} />;
  });
}

// Each glyph is drawn on a 64 x 64 grid in currentColor, with darker details in `shade`.
const GLYPHS: Record<string, (shade: string) => ReactNode> = {
  clover: (shade) => (
    <>
      <path d="M32 34c3 8 2 16-4 22" fill="none" stroke={shade} strokeWidth="4" strokeLinecap="round" />
      <circle cx="23" cy="23" r="10" />
      <circle cx="41" cy="23" r="10" />
      <circle cx="23" cy="41" r="10" />
      <circle cx="41" cy="41" r="10" />
      <circle cx="32" cy="32" r="4" fill={shade} />
    </>
  ),
  chip: (shade) => (
    <>
      <circle cx="32" cy="32" r="26" />
      <circle cx="32" cy="32" r="21" fill="none" stroke={shade} strokeWidth="6" strokeDasharray="8 8.5" />
      <circle cx="32" cy="32" r="13" fill={shade} />
      <path d="M32 24l2.4 5 5.4.6-4 3.7 1.1 5.3L32 36l-4.9 2.6 1.1-5.3-4-3.7 5.4-.6z" />
    </>
  ),
  captain: (shade) => (
    <>
      <path d="M6 30c8-12 17-17 26-17s18 5 26 17c-8-3-17-4-26-4S14 27 6 30z" />
      <path d="M14 30c5-2 11-3 18-3s13 1 18 3v4c-5-2-11-3-18-3s-13 1-18 3z" fill={shade} />
      <circle cx="32" cy="46" r="13" />
      <circle cx="27" cy="44" r="2.5" fill={shade} />
      <path d="M33 41h8v6a4 4 0 0 1-8 0z" fill={shade} />
      <path d="M26 52c4 2 8 2 12 0" fill="none" stroke={shade} strokeWidth="2.5" strokeLinecap="round" />
      <path d="M28 19l4-4 4 4-4 4z" fill={shade} />
    </>
  ),
  dice: (shade) => (
    <>
      <rect x="10" y="10" width="44" height="44" rx="10" />
      <Dots points="22,22 42,22 32,32 22,42 42,42" r={4.5} fill={shade} />
    </>
  ),
  ace: (shade) => (
    <>
      <rect x="14" y="8" width="36" height="50" rx="6" />
      <path
        d="M32 20c-6 7-12 10-12 16a6 6 0 0 0 10 4l-2 7h8l-2-7a6 6 0 0 0 10-4c0-6-6-9-12-16z"
        fill={shade}
      />
      <path d="M19 17l2.5-7 2.5 7M19.8 14.8h3.4" fill="none" stroke={shade} strokeWidth="1.8" />
      <path d="M20 2l4 5 8-5 8 5 4-5-2 9H22z" fill={shade} stroke="currentColor" strokeWidth="1.5" />
    </>
  ),
  flame: (shade) => (
    <>
      <path d="M32 4c3 10 16 17 16 32a16 16 0 0 1-32 0c0-8 4-12 7-16 0 6 3 9 5 9-2-9 1-18 4-25z" />
      <path d="M32 30c2 6 8 8 8 15a8 8 0 0 1-16 0c0-5 3-7 4-10 1 3 2 4 3 4-1-4 0-7 1-9z" fill={shade} />
    </>
  ),
  skull: (shade) => (
    <>
      <path d="M10 50l44-12M10 38l44 12" stroke="currentColor" strokeWidth="6" strokeLinecap="round" />
      <path d="M32 6c-12 0-20 8-20 19 0 7 3 11 7 13v7h26v-7c4-2 7-6 7-13 0-11-8-19-20-19z" />
      <circle cx="24" cy="26" r="5" fill={shade} />
      <circle cx="40" cy="26" r="5" fill={shade} />
      <path d="M32 31l-3 6h6z" fill={shade} />
      <path d="M26 45v-4M32 45v-4M38 45v-4" stroke={shade} strokeWidth="2" />
    </>
  ),
  scale: (shade) => (
    <>
      <path d="M32 4c12 6 20 16 20 30 0 12-9 22-20 26-11-4-20-14-20-26C12 20 20 10 32 4z" />
      <path
        d="M32 12c8 5 13 12 13 22M32 12c-8 5-13 12-13 22M32 12v44"
        fill="none"
        stroke={shade}
        strokeWidth="2.5"
        strokeLinecap="round"
      />
      <path d="M22 44c6 4 14 4 20 0" fill="none" stroke={shade} strokeWidth="2.5" strokeLinecap="round" />
    </>
  ),
  crown: (shade) => (
    <>
      <path d="M8 20l12 12 12-20 12 20 12-12-5 30H13z" />
      <rect x="13" y="46" width="38" height="8" rx="2" />
      <circle cx="32" cy="38" r="4" fill={shade} />
      <circle cx="20" cy="40" r="2.5" fill={shade} />
      <circle cx="44" cy="40" r="2.5" fill={shade} />
      <circle cx="8" cy="19" r="3.5" />
      <circle cx="32" cy="10" r="3.5" />
      <circle cx="56" cy="19" r="3.5" />
    </>
  ),
  chest: (shade) => (
    <>
      <path d="M8 28c0-10 6-16 14-16h20c8 0 14 6 14 16z" />
      <rect x="8" y="28" width="48" height="26" rx="3" />
      <path d="M8 28h48M20 12v42M44 12v42" stroke={shade} strokeWidth="3" />
      <rect x="27" y="24" width="10" height="12" rx="2" fill={shade} />
      <circle cx="32" cy="30" r="2" />
    </>
  ),
  dragon: (shade) => (
    <>
      <path d="M4 32C14 16 24 10 32 10s18 6 28 22c-10 16-20 22-28 22S14 48 4 32z" />
      <ellipse cx="32" cy="32" rx="13" ry="15" fill={shade} />
      <path d="M32 18c3 5 4 9 4 14s-1 9-4 14c-3-5-4-9-4-14s1-9 4-14z" />
      <path d="M6 14l10 8M58 14l-10 8" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
    </>
  ),
  horseshoe: (shade) => (
    <>
      <path
        d="M14 54V30a18 18 0 0 1 36 0v24"
        fill="none"
        stroke="currentColor"
        strokeWidth="10"
        strokeLinecap="round"
      />
      <Dots points="14,36 14,46 50,36 50,46 20,20 44,20" r={1.8} fill={shade} />
    </>
  ),
  ticket: (shade) => (
    <>
      <path d="M6 18h52v9a5 5 0 0 0 0 10v9H6v-9a5 5 0 0 0 0-10z" />
      <path d="M44 20v24" stroke={shade} strokeWidth="2" strokeDasharray="3 3" />
      <path d="M24 22l2.9 6 6.6.8-4.9 4.5 1.3 6.5-5.9-3.3-5.9 3.3 1.3-6.5-4.9-4.5 6.6-.8z" fill={shade} />
    </>
  ),
  key: (shade) => (
    <>
      <circle cx="20" cy="22" r="14" />
      <circle cx="20" cy="22" r="6" fill={shade} />
      <path
        d="M28 32l22 22M40 44l6-6M46 50l6-6"
        stroke="currentColor"
        strokeWidth="7"
        strokeLinecap="round"
      />
    </>
  ),
  star: (shade) => (
    <>
      <path d="M32 6l7.6 16.5 18 2-13.4 12.3 3.7 17.8L32 45.6 16.1 54.6l3.7-17.8L6.4 24.5l18-2z" />
      <circle cx="32" cy="32" r="6" fill={shade} />
    </>
  ),
  // Achievement badges.
  rocket: (shade) => (
    <>
      <path d="M32 4c10 8 14 20 12 34H20C18 24 22 12 32 4z" />
      <circle cx="32" cy="24" r="6" fill={shade} />
      <path d="M20 38l-8 12 10-4zM44 38l8 12-10-4z" />
      <path d="M26 42h12l-6 16z" fill={shade} />
    </>
  ),
  gem: (shade) => (
    <>
      <path d="M18 10h28l12 14-26 32L6 24z" />
      <path d="M6 24h52M24 10l-6 14 14 32 14-32-6-14" fill="none" stroke={shade} strokeWidth="2.5" />
    </>
  ),
  heart: (shade) => (
    <>
      <path d="M32 56C14 42 6 32 6 22a13 13 0 0 1 26-4 13 13 0 0 1 26 4c0 10-8 20-26 34z" />
      <path d="M18 20a6 6 0 0 1 8-4" fill="none" stroke={shade} strokeWidth="3" strokeLinecap="round" />
    </>
  ),
  trophy: (shade) => (
    <>
      <path d="M18 6h28v14a14 14 0 0 1-28 0z" />
      <path
        d="M18 12H8a10 10 0 0 0 12 14M46 12h10a10 10 0 0 1-12 14"
        fill="none"
        stroke="currentColor"
        strokeWidth="4"
      />
      <path d="M28 33h8v10h-8z" />
      <rect x="18" y="43" width="28" height="12" rx="3" />
      <path d="M32 11l2 5h5l-4 3 1.5 5-4.5-3-4.5 3 1.5-5-4-3h5z" fill={shade} />
    </>
  ),
};

export const GLYPH_NAMES = Object.keys(GLYPHS);

/** A cosmetic's picture, drawn in SVG (no images are downloaded). Unknown names draw a star. */
export function ItemGlyph({
  name,
  color,
  shade = 'rgb(0 0 0 / 0.45)',
  className,
}: {
  name: string | undefined;
  color: string;
  shade?: string;
  className?: string;
}) {
  const draw = GLYPHS[name ?? ''] ?? GLYPHS.star;
  return (
    <svg
      viewBox="0 0 64 64"
      aria-hidden="true"
      focusable="false"
      className={className}
      style={{ color }}
      fill="currentColor"
      data-glyph={name ?? 'star'}
    >
      {draw?.(shade)}
    </svg>
  );
}
