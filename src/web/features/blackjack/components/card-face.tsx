import { isRedSuit, type ShownCard } from '../rules';
import { SuitShape } from './suit-shape';

// A card face in a 100 x 140 box: corner indices, pips for 2-10, a framed portrait for J, Q, K.

const L = 32;
const C = 50;
const R = 68;
const PIPS: Record<string, Array<[number, number]>> = {
  '2': [
    [C, 30],
    [C, 110],
  ],
  '3': [
    [C, 30],
    [C, 70],
    [C, 110],
  ],
  '4': [
    [L, 30],
    [R, 30],
    [L, 110],
    [R, 110],
  ],
  '5': [
    [L, 30],
    [R, 30],
    [C, 70],
    [L, 110],
    [R, 110],
  ],
  '6': [
    [L, 30],
    [R, 30],
    [L, 70],
    [R, 70],
    [L, 110],
    [R, 110],
  ],
  '7': [
    [L, 30],
    [R, 30],
    [C, 50],
    [L, 70],
    [R, 70],
    [L, 110],
    [R, 110],
  ],
  '8': [
    [L, 30],
    [R, 30],
    [C, 50],
    [L, 70],
    [R, 70],
    [C, 90],
    [L, 110],
    [R, 110],
  ],
  '9': [
    [L, 30],
    [R, 30],
    [L, 57],
    [R, 57],
    [C, 70],
    [L, 83],
    [R, 83],
    [L, 110],
    [R, 110],
  ],
  '10': [
    [L, 30],
    [R, 30],
    [C, 44],
    [L, 57],
    [R, 57],
    [L, 83],
    [R, 83],
    [C, 96],
    [L, 110],
    [R, 110],
  ],
};

const HEADWEAR: Record<string, string> = {
  K: 'M34 52 36 34 43 44 50 30 57 44 64 34 66 52Z',
  Q: 'M36 52c0-8 2-14 4-18l5 8 5-12 5 12 5-8c2 4 4 10 4 18Z',
  J: 'M36 52c2-10 8-18 18-20 4 0 8 2 10 6-6 0-9 3-10 8 3-2 7-2 10 0-5 1-8 3-9 6Z',
};

function Corner({ card, ink }: { card: ShownCard; ink: string }) {
  return (
    <g>
      <text
        x={11}
        y={22}
        textAnchor="middle"
        fontSize={card.rank === '10' ? 16 : 19}
        fontWeight={800}
        letterSpacing={card.rank === '10' ? -1.5 : 0}
        fontFamily="var(--font-display)"
        fill={ink}
      >
        {card.rank}
      </text>
      <SuitShape suit={card.suit} x={11} y={33} size={11} fill={ink} />
    </g>
  );
}

function Portrait({ card, ink }: { card: ShownCard; ink: string }) {
  return (
    <g>
      <rect
        x={22}
        y={22}
        width={56}
        height={96}
        rx={5}
        fill="var(--color-gold-200)"
        stroke={ink}
        strokeOpacity={0.5}
        strokeWidth={1.2}
      />
      <rect
        x={25}
        y={25}
        width={50}
        height={90}
        rx={3}
        fill="none"
        stroke="var(--color-gold-600)"
        strokeWidth={0.8}
      />
      <path
        d={HEADWEAR[card.rank] ?? HEADWEAR.K}
        fill="var(--color-gold-500)"
        stroke="var(--color-gold-700)"
        strokeWidth={1.2}
        strokeLinejoin="round"
      />
      <text
        x={50}
        y={92}
        textAnchor="middle"
        fontSize={38}
        fontWeight={900}
        fontFamily="var(--font-display)"
        fill={ink}
      >
        {card.rank}
      </text>
      <SuitShape suit={card.suit} x={50} y={106} size={12} fill={ink} />
    </g>
  );
}

export function CardFace({ card }: { card: ShownCard }) {
  const ink = isRedSuit(card.suit) ? 'var(--color-loss-600)' : 'var(--color-night-950)';
  const pips = PIPS[card.rank];
  return (
    <svg viewBox="0 0 100 140" className="block size-full" aria-hidden="true" focusable="false">
      <rect x={0.5} y={0.5} width={99} height={139} rx={8} fill="#ffffff" stroke="rgb(0 0 0 / 0.18)" />
      <Corner card={card} ink={ink} />
      <g transform="rotate(180 50 70)">
        <Corner card={card} ink={ink} />
      </g>
      {pips?.map(([x, y]) => (
        <SuitShape key={`${x}-${y}`} suit={card.suit} x={x} y={y} size={17} flipped={y > 70} fill={ink} />
      ))}
      {card.rank === 'A' && (
        <g>
          <circle cx={50} cy={70} r={30} fill="none" stroke={ink} strokeOpacity={0.18} strokeWidth={1.5} />
          <SuitShape suit={card.suit} x={50} y={70} size={40} fill={ink} />
        </g>
      )}
      {!pips && card.rank !== 'A' && <Portrait card={card} ink={ink} />}
    </svg>
  );
}
