import type { CSSProperties } from 'react';
import { Funds } from '../../../components/ui/funds';
import { useT } from '../../../lib/i18n';
import type texts from '../../../locales/en/slots.json';

/** Where each coin falls from, how late and how far (fixed, so every celebration looks the same). */
const COINS = [
  { left: 6, delay: 0, fall: 300 },
  { left: 16, delay: 320, fall: 340 },
  { left: 27, delay: 120, fall: 310 },
  { left: 38, delay: 520, fall: 360 },
  { left: 49, delay: 60, fall: 330 },
  { left: 60, delay: 420, fall: 350 },
  { left: 71, delay: 200, fall: 320 },
  { left: 82, delay: 600, fall: 345 },
  { left: 92, delay: 260, fall: 315 },
] as const;

/** The big-win celebration over the reels: a title, the amount and a shower of coins. */
export function BigWinOverlay({ win, multiple }: { win: number; multiple: number }) {
  const t = useT<typeof texts>('slots');
  return (
    <div
      aria-hidden="true"
      className="pointer-events-none absolute inset-0 z-30 grid place-items-center overflow-hidden rounded-[1.75rem] bg-night-950/45"
    >
      {COINS.map((coin) => (
        <span
          key={coin.left}
          className="absolute -top-6 size-6 animate-[pt-coin-fall_1.6s_ease-in_infinite] motion-reduce:hidden rounded-full bg-gold shadow-glow-gold ring-2 ring-gold-700/60"
          style={
            {
              left: `${coin.left}%`,
              animationDelay: `${coin.delay}ms`,
              '--pt-fall': `${coin.fall}px`,
            } as CSSProperties
          }
        />
      ))}
      <div className="animate-[pt-big-win_600ms_cubic-bezier(0.2,0.9,0.3,1.3)_both] text-center">
        <p className="font-black font-display text-4xl text-gold-gradient uppercase tracking-wide drop-shadow-[0_4px_12px_rgb(0_0_0/0.8)] sm:text-6xl">
          {multiple >= 100 ? t('megaWin') : t('bigWin')}
        </p>
        <Funds
          as="p"
          amount={win}
          className="mt-1 font-black text-2xl text-gold-200 drop-shadow-[0_2px_8px_rgb(0_0_0/0.9)] sm:text-3xl"
        />
      </div>
    </div>
  );
}
