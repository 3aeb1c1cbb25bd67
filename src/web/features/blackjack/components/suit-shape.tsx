// The four suits as paths in a 100 x 100 box, placed by centre and size inside a card's SVG.

const SUIT_PATHS: Record<string, string> = {
  hearts:
    'M50 92C22 68 2 50 2 28 2 12 14 2 28 2c10 0 18 6 22 14C54 8 62 2 72 2c14 0 26 10 26 26 0 22-20 40-48 64Z',
  diamonds: 'M50 2 90 50 50 98 10 50Z',
  spades:
    'M50 2C64 22 98 40 98 64c0 14-11 24-24 24-8 0-15-4-19-10 2 9 6 15 13 20H32c7-5 11-11 13-20-4 6-11 10-19 10C13 88 2 78 2 64 2 40 36 22 50 2Z',
  clubs:
    'M50 4a21 21 0 0 1 19 30 21 21 0 1 1-6 41c-4-1-7-3-9-5 1 9 5 17 12 25H34c7-8 11-16 12-25-2 2-5 4-9 5a21 21 0 1 1-6-41A21 21 0 0 1 50 4Z',
};

interface SuitShapeProps {
  suit: string;
  /** Centre of the shape in the parent's coordinates. */
  x: number;
  y: number;
  size: number;
  flipped?: boolean;
  fill: string;
}

export function SuitShape({ suit, x, y, size, flipped = false, fill }: SuitShapeProps) {
  const scale = size / 100;
  const rotate = flipped ? ` rotate(180 ${x} ${y})` : '';
  return (
    <path
      d={SUIT_PATHS[suit] ?? SUIT_PATHS.spades}
      fill={fill}
      transform={`${rotate} translate(${x - size / 2} ${y - size / 2}) scale(${scale})`.trim()}
    />
  );
}
