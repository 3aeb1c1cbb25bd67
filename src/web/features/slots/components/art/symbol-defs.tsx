interface Stop {
  at: number;
  color: string;
}

function Linear({ id, stops, horizontal = false }: { id: string; stops: Stop[]; horizontal?: boolean }) {
  return (
    <linearGradient id={id} x1="0" y1="0" x2={horizontal ? '1' : '0'} y2={horizontal ? '0' : '1'}>
      {stops.map((stop) => (
        <stop key={stop.at} offset={stop.at} stopColor={stop.color} />
      ))}
    </linearGradient>
  );
}

const three = (top: string, middle: string, bottom: string): Stop[] => [
  { at: 0, color: top },
  { at: 0.5, color: middle },
  { at: 1, color: bottom },
];

/** Gradients and the soft shadow every pirate symbol shares (the art's own palette). */
export function SymbolDefs() {
  return (
    <defs>
      <Linear
        id="pt-g-gold"
        stops={[
          { at: 0, color: '#fff0c2' },
          { at: 0.45, color: '#fcc93b' },
          { at: 0.8, color: '#d98f06' },
          { at: 1, color: '#a86a05' },
        ]}
      />
      <Linear id="pt-g-wood" stops={three('#c07f42', '#80461c', '#4a2610')} />
      <Linear id="pt-g-wood-dark" stops={three('#8a5226', '#5a3014', '#2e1606')} />
      <Linear
        id="pt-g-glass"
        horizontal
        stops={[
          { at: 0, color: '#3d1a06' },
          { at: 0.3, color: '#b0641f' },
          { at: 0.55, color: '#8a4614' },
          { at: 1, color: '#2e1204' },
        ]}
      />
      <Linear id="pt-g-bone" stops={three('#ffffff', '#efe6d2', '#c2b392')} />
      <Linear id="pt-g-parch" stops={three('#fff7df', '#f1dca8', '#d9b877')} />
      <Linear id="pt-g-red" stops={three('#ff8a70', '#e0362a', '#9c130d')} />
      <Linear id="pt-g-green" stops={three('#86f5a0', '#22a34c', '#0d5f29')} />
      <Linear id="pt-g-blue" stops={three('#8fd0ff', '#2a7fd6', '#173f80')} />
      <Linear id="pt-g-navy" stops={three('#4a4f80', '#1d1f3d', '#0a0b1a')} />
      <Linear id="pt-g-skin" stops={three('#ffe0c0', '#f0b184', '#c98354')} />
      <Linear id="pt-g-beard" stops={three('#5a3620', '#3a2112', '#1c0e06')} />
      <Linear id="pt-g-teal" stops={three('#ccfbf1', '#2dd4bf', '#0f766e')} />
      <Linear id="pt-g-sky" stops={three('#dbeafe', '#60a5fa', '#1d4ed8')} />
      <Linear id="pt-g-rose" stops={three('#fce7f3', '#f472b6', '#be185d')} />
      <Linear id="pt-g-ember" stops={three('#ffedd5', '#fb923c', '#c2410c')} />
      <Linear id="pt-g-violet" stops={three('#ede9fe', '#a78bfa', '#6d28d9')} />
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
