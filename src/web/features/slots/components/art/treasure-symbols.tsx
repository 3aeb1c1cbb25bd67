/** The treasure chest and the captain: the two symbols that pay the most. */

function Sparkle({ x, y, size }: { x: number; y: number; size: number }) {
  const s = size;
  return (
    <path
      d={`M${x} ${y - s}Q${x} ${y} ${x + s} ${y}Q${x} ${y} ${x} ${y + s}Q${x} ${y} ${x - s} ${y}Q${x} ${y} ${x} ${y - s}z`}
      fill="#fffbe6"
    />
  );
}

const COINS: ReadonlyArray<readonly [number, number]> = [
  [28, 44],
  [38, 38],
  [50, 35],
  [62, 38],
  [72, 44],
  [44, 45],
  [57, 44],
];

export function TreasureChest() {
  return (
    <symbol id="pt-sym-treasure" viewBox="0 0 100 100">
      <circle cx="50" cy="42" r="44" fill="url(#pt-g-glow)" />
      <g filter="url(#pt-f-shadow)" strokeLinejoin="round">
        <path d="M14 48l5-30q31-12 62 0l5 30z" fill="url(#pt-g-wood-dark)" stroke="#1f0d03" strokeWidth="2" />
        <path d="M19 18q31-12 62 0" stroke="url(#pt-g-gold)" strokeWidth="4" fill="none" />
        <path d="M22 46l3-24q25-8 50 0l3 24z" fill="#1f0d03" opacity="0.55" />
        <path
          d="M15 54c4-14 18-20 35-20s31 6 35 20z"
          fill="url(#pt-g-gold)"
          stroke="#8a5a05"
          strokeWidth="1.6"
        />
        {COINS.map(([cx, cy]) => (
          <g key={`${cx}-${cy}`}>
            <circle cx={cx} cy={cy} r="6" fill="url(#pt-g-gold)" stroke="#8a5a05" strokeWidth="1.3" />
            <circle cx={cx} cy={cy} r="3.2" fill="none" stroke="#a86a05" strokeWidth="1" />
          </g>
        ))}
        <path d="M33 36l5-7 5 7-5 5z" fill="#e0362a" stroke="#5c0b06" strokeWidth="1.2" />
        <circle cx="66" cy="33" r="3.4" fill="#6ee7b7" stroke="#065f46" strokeWidth="1.2" />
        <rect
          x="12"
          y="50"
          width="76"
          height="40"
          rx="4"
          fill="url(#pt-g-wood)"
          stroke="#1f0d03"
          strokeWidth="2"
        />
        <path d="M12 64h76M12 77h76" stroke="#3a1a06" strokeOpacity="0.45" strokeWidth="1.2" />
        {/* The gold bands and the lock plate. */}
        <g fill="url(#pt-g-gold)" stroke="#7a4a05" strokeWidth="1.2">
          <rect x="12" y="50" width="76" height="6" />
          <rect x="20" y="50" width="7" height="40" />
          <rect x="73" y="50" width="7" height="40" />
          <rect x="42" y="55" width="16" height="18" rx="3" strokeWidth="1.4" />
        </g>
        <circle cx="50" cy="62" r="2.6" fill="#2e1606" />
        <path d="M48.8 63h2.4l1 6h-4.4z" fill="#2e1606" />
      </g>
      <Sparkle x={24} y={26} size={6} />
      <Sparkle x={78} y={22} size={5} />
      <Sparkle x={54} y={14} size={4} />
    </symbol>
  );
}

export function Captain() {
  return (
    <symbol id="pt-sym-captain" viewBox="0 0 100 100">
      <g filter="url(#pt-f-shadow)" strokeLinejoin="round">
        <circle cx="50" cy="58" r="25" fill="url(#pt-g-skin)" stroke="#6b3a1a" strokeWidth="2" />
        <circle cx="25.5" cy="66" r="3.6" fill="none" stroke="url(#pt-g-gold)" strokeWidth="2.4" />
        <path
          d="M26 60c0 22 12 36 24 36s24-14 24-36c-6 8-14 12-24 12s-18-4-24-12z"
          fill="url(#pt-g-beard)"
          stroke="#140a04"
          strokeWidth="1.8"
        />
        <path d="M44 80q6 4 12 0q-6 2-12 0z" fill="#f7efe2" />
        <path
          d="M33 72c6-8 13-7 17-4 4-3 11-4 17 4-6-2-11-1-17 3-6-4-11-5-17-3z"
          fill="#2a170c"
          stroke="#140a04"
          strokeWidth="1.2"
        />
        <path d="M50 57c-4 6-4 10 0 11 4-1 4-5 0-11z" fill="#d8946a" />
        <path d="M28 45l44 7" stroke="#111" strokeWidth="2.6" strokeLinecap="round" />
        <ellipse cx="40" cy="57" rx="8" ry="7" fill="#121212" stroke="#000" strokeWidth="1" />
        <path d="M36 54q3-2 6 0" stroke="#3a3a3a" strokeWidth="1.2" fill="none" />
        <circle cx="60" cy="57" r="3.4" fill="#1a1a1a" />
        <circle cx="58.9" cy="55.9" r="1.1" fill="#ffffff" />
        <path d="M54 50q6-4 12 0" stroke="#2a170c" strokeWidth="2.6" fill="none" strokeLinecap="round" />
        <path
          d="M4 44c12-6 22-26 46-30 24 4 34 24 46 30-16-3-30-2-46 4-16-6-30-7-46-4z"
          fill="url(#pt-g-navy)"
          stroke="#05060f"
          strokeWidth="2"
        />
        <path
          d="M4 44c16-3 30-2 46 4 16-6 30-7 46-4"
          stroke="url(#pt-g-gold)"
          strokeWidth="3.2"
          fill="none"
        />
        <path
          d="M22 27c8-7 17-11 28-13 11 2 20 6 28 13"
          stroke="#fcc93b"
          strokeOpacity="0.55"
          strokeWidth="1.4"
          fill="none"
        />
        <path d="M42 38l16-8M42 30l16 8" stroke="#f7efe2" strokeWidth="2.4" strokeLinecap="round" />
        <circle cx="50" cy="31" r="5.4" fill="#f7efe2" stroke="#05060f" strokeWidth="0.8" />
        <rect x="46.6" y="34" width="6.8" height="4.4" rx="1.2" fill="#f7efe2" />
        <circle cx="48" cy="31" r="1.4" fill="#05060f" />
        <circle cx="52" cy="31" r="1.4" fill="#05060f" />
      </g>
    </symbol>
  );
}
