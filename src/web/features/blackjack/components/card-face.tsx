import { isRedSuit, type ShownCard } from '../rules';
import { CARD_VIEW_BOX, insetRect } from './card-geometry';
import { SuitShape } from './suit-shape';

// A card face: corner indices, pips for 2-10, a framed portrait for J, Q, K.

// Pip layouts are mirror images: `sides` are the heights of pips in both outer columns, `centre`
// those in the middle one.
const PIP_ROWS: Record<string, { sides: number[]; centre: number[] }> = {
  '2': { sides: [], centre: [30, 110] },
  '3': { sides: [], centre: [30, 70, 110] },
  '4': { sides: [30, 110], centre: [] },
  '5': { sides: [30, 110], centre: [70] },
  '6': { sides: [30, 70, 110], centre: [] },
  '7': { sides: [30, 70, 110], centre: [50] },
  '8': { sides: [30, 70, 110], centre: [50, 90] },
  '9': { sides: [30, 57, 83, 110], centre: [70] },
  '10': { sides: [30, 57, 83, 110], centre: [44, 96] },
};

/** Where a number card's pips stand, as [x, y]; undefined for an ace or a face card. */
function pipsOf(rank: string): Array<readonly [number, number]> | undefined {
  const rows = PIP_ROWS[rank];
  if (!rows) return undefined;
  const sides = rows.sides.flatMap((y) => [32, 68].map((x) => [x, y] as const));
  return [...sides, ...rows.centre.map((y) => [50, y] as const)];
}

const HEADWEAR: Record<string, string> = {
  K: 'M34 52 36 34 43 44 50 30 57 44 64 34 66 52Z',
  Q: 'M36 52c0-8 2-14 4-18l5 8 5-12 5 12 5-8c2 4 4 10 4 18Z',
  J: 'M36 52c2-10 8-18 18-20 4 0 8 2 10 6-6 0-9 3-10 8 3-2 7-2 10 0-5 1-8 3-9 6Z',
};

interface RankMarkLayout {
  x: number;
  rankY: number;
  suitY: number;
  rankSize: number;
  suitSize: number;
  weight: number;
  spacing?: number;
}

// The rank with its suit under it stands in both corners and in a face card's frame.
const RANK_MARKS: Record<'corner' | 'frame', RankMarkLayout> = {
  corner: { x: 11, rankY: 22, suitY: 33, rankSize: 19, suitSize: 11, weight: 800, spacing: 0 },
  frame: { x: 50, rankY: 92, suitY: 106, rankSize: 38, suitSize: 12, weight: 900 },
};

function RankMark({ card, ink, at }: { card: ShownCard; ink: string; at: keyof typeof RANK_MARKS }) {
  const mark = RANK_MARKS[at];
  // Only a corner ever shows the 10, squeezed to fit.
  const ten = card.rank === '10';
  return (
    <>
      <text
        x={mark.x}
        y={mark.rankY}
        textAnchor="middle"
        fontSize={ten ? 16 : mark.rankSize}
        fontWeight={mark.weight}
        letterSpacing={ten ? -1.5 : mark.spacing}
        fontFamily="var(--font-display)"
        fill={ink}
      >
        {card.rank}
      </text>
      <SuitShape suit={card.suit} x={mark.x} y={mark.suitY} size={mark.suitSize} fill={ink} />
    </>
  );
}

function Corner({ card, ink }: { card: ShownCard; ink: string }) {
  return (
    <g>
      <RankMark card={card} ink={ink} at="corner" />
    </g>
  );
}

function Portrait({ card, ink }: { card: ShownCard; ink: string }) {
  return (
    <g>
      <rect
        {...insetRect(22, 5)}
        fill="var(--color-gold-200)"
        stroke={ink}
        strokeOpacity={0.5}
        strokeWidth={1.2}
      />
      <rect {...insetRect(25, 3)} fill="none" stroke="var(--color-gold-600)" strokeWidth={0.8} />
      <path
        d={HEADWEAR[card.rank] ?? HEADWEAR.K}
        fill="var(--color-gold-500)"
        stroke="var(--color-gold-700)"
        strokeWidth={1.2}
        strokeLinejoin="round"
      />
      <RankMark card={card} ink={ink} at="frame" />
    </g>
  );
}

export function CardFace({ card }: { card: ShownCard }) {
  const ink = isRedSuit(card.suit) ? 'var(--color-loss-600)' : 'var(--color-night-950)';
  const pips = pipsOf(card.rank);
  return (
    <svg viewBox={CARD_VIEW_BOX} className="block size-full" aria-hidden="true" focusable="false">
      <rect {...insetRect(0.5, 8)} fill="#ffffff" stroke="rgb(0 0 0 / 0.18)" />
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
