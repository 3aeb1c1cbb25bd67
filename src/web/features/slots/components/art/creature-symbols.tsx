import { useT } from '../../../../lib/i18n';
import type texts from '../../../../locales/en/slots.json';

/** The rum bottle (wild), the parrot and the skull. */

export function RumBottle() {
  const t = useT<typeof texts>('slots');
  const wild = t('art.wild');
  return (
    <symbol id="pt-sym-rum" viewBox="0 0 100 100">
      <g filter="url(#pt-f-shadow)">
        <rect
          x="40.5"
          y="4"
          width="19"
          height="12"
          rx="3"
          fill="url(#pt-g-wood)"
          stroke="#2e1606"
          strokeWidth="1.8"
        />
        <path d="M44 9h12" stroke="#2e1606" strokeOpacity="0.45" strokeWidth="1.4" />
        <path
          d="M42 15h16v15c0 6 17 9 17 22v28a7 7 0 0 1-7 7H32a7 7 0 0 1-7-7V52c0-13 17-16 17-22z"
          fill="url(#pt-g-glass)"
          stroke="#1f0b02"
          strokeWidth="2.2"
          strokeLinejoin="round"
        />
        <rect
          x="40.5"
          y="26"
          width="19"
          height="5"
          rx="1.5"
          fill="url(#pt-g-gold)"
          stroke="#7a4a05"
          strokeWidth="1"
        />
        <rect x="30" y="44" width="4.5" height="34" rx="2.2" fill="#ffffff" opacity="0.32" />
        <rect x="45" y="17" width="3" height="9" rx="1.5" fill="#ffffff" opacity="0.3" />
        <rect
          x="31"
          y="52"
          width="38"
          height="22"
          rx="3.5"
          fill="url(#pt-g-parch)"
          stroke="#6b3a12"
          strokeWidth="1.6"
        />
        <text
          x="50"
          y="64"
          textAnchor="middle"
          dominantBaseline="central"
          fontFamily="Georgia, 'DejaVu Serif', serif"
          fontWeight={900}
          fontSize="13"
          fill="#6b1a08"
          letterSpacing="1"
        >
          {t('art.rum')}
        </text>
        <path d="M35 56.5h30M35 71.5h30" stroke="#6b3a12" strokeOpacity="0.5" strokeWidth="1" />
      </g>
      <g filter="url(#pt-f-shadow)">
        <path
          d="M4 82l8-3v16l-8-3 4-5z"
          fill="#8e1a12"
          stroke="#3b0906"
          strokeWidth="1.4"
          strokeLinejoin="round"
        />
        <path
          d="M96 82l-8-3v16l8-3-4-5z"
          fill="#8e1a12"
          stroke="#3b0906"
          strokeWidth="1.4"
          strokeLinejoin="round"
        />
        <rect
          x="11"
          y="77"
          width="78"
          height="17"
          rx="3"
          fill="url(#pt-g-red)"
          stroke="#3b0906"
          strokeWidth="1.8"
        />
        <text
          x="50"
          y="86"
          textAnchor="middle"
          dominantBaseline="central"
          fontFamily="ui-rounded, 'DejaVu Sans', system-ui, sans-serif"
          fontWeight={900}
          fontSize="13.5"
          letterSpacing={wild.length > 5 ? 1 : 2.5}
          // A longer word than WILD is squeezed to the banner's width.
          textLength={wild.length > 5 ? 72 : undefined}
          lengthAdjust="spacingAndGlyphs"
          fill="#ffe08a"
          stroke="#3b0906"
          strokeWidth="0.8"
          paintOrder="stroke"
        >
          {wild}
        </text>
      </g>
    </symbol>
  );
}

export function Parrot() {
  return (
    <symbol id="pt-sym-parrot" viewBox="0 0 100 100">
      <g filter="url(#pt-f-shadow)" strokeLinejoin="round">
        <path d="M44 90c-6-4-8-10-6-16l10 4z" fill="url(#pt-g-blue)" stroke="#0c2350" strokeWidth="1.6" />
        <path
          d="M58 14c-6-6-14-6-18-2 6 0 9 2 11 5-9-3-18 1-21 9-3 9 0 17 5 22-2 10 0 22 8 32 8 10 24 12 34 6 8-5 10-16 6-28-3-10-9-16-9-24 0-10-5-17-16-20z"
          fill="url(#pt-g-red)"
          stroke="#5c0b06"
          strokeWidth="2"
        />
        <path
          d="M60 46c12 2 22 12 22 26 0 9-4 16-10 20-8-8-14-20-14-32 0-6 0-10 2-14z"
          fill="url(#pt-g-green)"
          stroke="#0b4220"
          strokeWidth="1.8"
        />
        <path
          d="M70 80c4 4 7 8 8 14-6-1-10-4-12-8z"
          fill="url(#pt-g-blue)"
          stroke="#0c2350"
          strokeWidth="1.5"
        />
        <path d="M66 56c5 3 9 8 10 15M63 64c4 3 7 8 7 13" stroke="#0b4220" strokeWidth="1.4" fill="none" />
        <path
          d="M36 26c4-4 12-6 20-2 4 4 4 12-2 16-6 4-16 2-20-4-2-4-1-8 2-10z"
          fill="#fff6ea"
          stroke="#5c0b06"
          strokeWidth="1.4"
        />
        <path d="M40 34h3M41 38h3M45 40h3" stroke="#c7a48a" strokeWidth="1" />
        <circle cx="49" cy="29" r="6" fill="#f5c542" stroke="#5c3a05" strokeWidth="1" />
        <circle cx="49.5" cy="29" r="3.6" fill="#140a05" />
        <circle cx="48.2" cy="27.6" r="1.3" fill="#ffffff" />
        <path
          d="M36 28c-10-2-18 4-19 14-1 5 1 10 4 13 1-6 5-10 11-11 3-1 6-3 7-6z"
          fill="url(#pt-g-bone)"
          stroke="#3a3128"
          strokeWidth="1.8"
        />
        <path d="M21 55c0-3 1-6 3-8" stroke="#3a3128" strokeWidth="2.2" fill="none" strokeLinecap="round" />
        <path d="M36 42c-5 0-9 3-10 8 4 1 9 0 12-3z" fill="#2b2622" stroke="#15110e" strokeWidth="1.4" />
      </g>
    </symbol>
  );
}

function Bone({ angle }: { angle: number }) {
  return (
    <g transform={`rotate(${angle} 50 56)`} fill="url(#pt-g-bone)" stroke="#6b5d45" strokeWidth="1.6">
      <rect x="14" y="51.5" width="72" height="9" rx="4.5" />
      {/* The knuckles at both ends. */}
      <circle cx="14" cy="51" r="6" />
      <circle cx="14" cy="61" r="6" />
      <circle cx="86" cy="51" r="6" />
      <circle cx="86" cy="61" r="6" />
    </g>
  );
}

export function Skull() {
  return (
    <symbol id="pt-sym-skull" viewBox="0 0 100 100">
      <g filter="url(#pt-f-shadow)">
        <Bone angle={32} />
        <Bone angle={-32} />
        <path
          d="M22 42a28 28 0 0 1 56 0c0 10-4 16-11 19v9a5 5 0 0 1-5 5H38a5 5 0 0 1-5-5v-9c-7-3-11-9-11-19z"
          fill="url(#pt-g-bone)"
          stroke="#5b4e38"
          strokeWidth="2.2"
          strokeLinejoin="round"
        />
        <path d="M64 20c-2 5 1 8-2 12" stroke="#8d7d5e" strokeWidth="1.4" fill="none" strokeLinecap="round" />
        <ellipse cx="39" cy="45" rx="8" ry="9" fill="#1b1230" />
        <ellipse cx="61" cy="45" rx="8" ry="9" fill="#1b1230" />
        <circle cx="40" cy="46" r="2.2" fill="#ff5a4a" opacity="0.9" />
        <circle cx="60" cy="46" r="2.2" fill="#ff5a4a" opacity="0.9" />
        <path d="M50 54l-4.5 8h9z" fill="#1b1230" strokeLinejoin="round" />
        <path d="M43 66v8M50 66v9M57 66v8" stroke="#5b4e38" strokeWidth="1.8" strokeLinecap="round" />
      </g>
    </symbol>
  );
}
