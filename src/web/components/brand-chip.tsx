import { useId } from 'react';

/** The brand's letters, the same in every language. */
const BRAND_MARK = 'FF';

/** The brand mark: a gold chip with FF. */
export function BrandChip({ size = 36 }: { size?: number }) {
  // Each chip needs its own gradient id: a reference into a hidden (display: none) copy paints nothing.
  const gradientId = useId();
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#fff0c2" />
          <stop offset="0.5" stopColor="#fcc93b" />
          <stop offset="1" stopColor="#d98f06" />
        </linearGradient>
      </defs>
      <circle cx="32" cy="32" r="30" fill={`url(#${gradientId})`} />
      <circle cx="32" cy="32" r="23" fill="none" stroke="#7a4d00" strokeWidth="3" strokeDasharray="6 5" />
      <circle cx="32" cy="32" r="17" fill="#3b2400" opacity="0.12" />
      <text
        x="32"
        y="40.5"
        fontFamily="ui-rounded, system-ui, sans-serif"
        fontSize="22"
        fontWeight="900"
        textAnchor="middle"
        fill="#3b2400"
      >
        {BRAND_MARK}
      </text>
    </svg>
  );
}
