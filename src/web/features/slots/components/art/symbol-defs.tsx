interface Gradient {
  id: string;
  /** Top to bottom, or left to right when horizontal. */
  colors: readonly string[];
  /** Where each colour stands; evenly spaced when left out. */
  offsets?: readonly number[];
  horizontal?: boolean;
}

// The art's own palette.
const GRADIENTS: readonly Gradient[] = [
  { id: 'pt-g-gold', colors: ['#fff0c2', '#fcc93b', '#d98f06', '#a86a05'], offsets: [0, 0.45, 0.8, 1] },
  { id: 'pt-g-wood', colors: ['#c07f42', '#80461c', '#4a2610'] },
  { id: 'pt-g-wood-dark', colors: ['#8a5226', '#5a3014', '#2e1606'] },
  {
    id: 'pt-g-glass',
    colors: ['#3d1a06', '#b0641f', '#8a4614', '#2e1204'],
    offsets: [0, 0.3, 0.55, 1],
    horizontal: true,
  },
  { id: 'pt-g-bone', colors: ['#ffffff', '#efe6d2', '#c2b392'] },
  { id: 'pt-g-parch', colors: ['#fff7df', '#f1dca8', '#d9b877'] },
  { id: 'pt-g-red', colors: ['#ff8a70', '#e0362a', '#9c130d'] },
  { id: 'pt-g-green', colors: ['#86f5a0', '#22a34c', '#0d5f29'] },
  { id: 'pt-g-blue', colors: ['#8fd0ff', '#2a7fd6', '#173f80'] },
  { id: 'pt-g-navy', colors: ['#4a4f80', '#1d1f3d', '#0a0b1a'] },
  { id: 'pt-g-skin', colors: ['#ffe0c0', '#f0b184', '#c98354'] },
  { id: 'pt-g-beard', colors: ['#5a3620', '#3a2112', '#1c0e06'] },
  { id: 'pt-g-teal', colors: ['#ccfbf1', '#2dd4bf', '#0f766e'] },
  { id: 'pt-g-sky', colors: ['#dbeafe', '#60a5fa', '#1d4ed8'] },
  { id: 'pt-g-rose', colors: ['#fce7f3', '#f472b6', '#be185d'] },
  { id: 'pt-g-ember', colors: ['#ffedd5', '#fb923c', '#c2410c'] },
  { id: 'pt-g-violet', colors: ['#ede9fe', '#a78bfa', '#6d28d9'] },
];

function Linear({ id, colors, offsets, horizontal = false }: Gradient) {
  return (
    <linearGradient id={id} x1="0" y1="0" x2={horizontal ? '1' : '0'} y2={horizontal ? '0' : '1'}>
      {colors.map((color, index) => {
        const offset = offsets?.[index] ?? index / (colors.length - 1);
        return <stop key={offset} offset={offset} stopColor={color} />;
      })}
    </linearGradient>
  );
}

/** Gradients and the soft shadow every pirate symbol shares (the art's own palette). */
export function SymbolDefs() {
  return (
    <defs>
      {GRADIENTS.map((gradient) => (
        <Linear key={gradient.id} {...gradient} />
      ))}
      <radialGradient id="pt-g-glow" cx="0.5" cy="0.5" r="0.5">
        <stop offset="0" stopColor="#ffe08a" stopOpacity="0.85" />
        <stop offset="0.55" stopColor="#fcc93b" stopOpacity="0.25" />
        <stop offset="1" stopColor="#fcc93b" stopOpacity="0" />
      </radialGradient>
      <filter id="pt-f-shadow" x="-20%" y="-20%" width="140%" height="150%">
        <feDropShadow dx="0" dy="2.5" stdDeviation="1.8" floodColor="#000" floodOpacity="0.6" />
      </filter>
    </defs>
  );
}
