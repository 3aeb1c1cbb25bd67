const FONT = "Georgia, 'DejaVu Serif', 'Times New Roman', serif";

interface CarvedLetterProps {
  id: string;
  text: string;
  gradient: string;
  /** The dark edge colour, a deep shade of the fill. */
  edge: string;
  size?: number;
  spacing?: number;
}

/**
 * A card letter carved in painted wood: a dark outline, the gradient face, a light upper edge and a
 * groove, plus a little gold rivet so the low symbols still look like treasure.
 */
function CarvedLetter({ id, text, gradient, edge, size = 74, spacing = 0 }: CarvedLetterProps) {
  const common = {
    x: 50,
    y: 50,
    textAnchor: 'middle' as const,
    dominantBaseline: 'central' as const,
    fontFamily: FONT,
    fontWeight: 900,
    fontSize: size,
    letterSpacing: spacing,
  };
  return (
    <symbol id={id} viewBox="0 0 100 100">
      <g filter="url(#pt-f-shadow)">
        <text
          {...common}
          fill={edge}
          stroke={edge}
          strokeWidth={9}
          strokeLinejoin="round"
          transform="translate(0 2.5)"
        >
          {text}
        </text>
        <text {...common} fill={`url(#${gradient})`} stroke={edge} strokeWidth={4} strokeLinejoin="round">
          {text}
        </text>
        <text
          {...common}
          fill="none"
          stroke="#ffffff"
          strokeOpacity={0.55}
          strokeWidth={1.3}
          transform="translate(-0.9 -1.1)"
        >
          {text}
        </text>
      </g>
      <circle cx="82" cy="18" r="4.2" fill="url(#pt-g-gold)" stroke="#7a4a05" strokeWidth="1.2" />
    </symbol>
  );
}

export function LetterSymbols() {
  return (
    <>
      <CarvedLetter id="pt-sym-ten" text="10" gradient="pt-g-teal" edge="#053b36" size={62} spacing={-5} />
      <CarvedLetter id="pt-sym-J" text="J" gradient="pt-g-sky" edge="#0b2463" />
      <CarvedLetter id="pt-sym-Q" text="Q" gradient="pt-g-rose" edge="#5c0a2e" />
      <CarvedLetter id="pt-sym-K" text="K" gradient="pt-g-ember" edge="#5a1a04" />
      <CarvedLetter id="pt-sym-A" text="A" gradient="pt-g-violet" edge="#2e1065" />
      <symbol id="pt-sym-unknown" viewBox="0 0 100 100">
        <text
          x="50"
          y="50"
          textAnchor="middle"
          dominantBaseline="central"
          fontFamily={FONT}
          fontWeight={900}
          fontSize={60}
          fill="#9590c0"
        >
          ?
        </text>
      </symbol>
    </>
  );
}
