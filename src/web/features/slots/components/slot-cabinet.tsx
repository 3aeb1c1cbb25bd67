import type { ReactNode } from 'react';
import { cx } from '../../../lib/cx';
import { useT } from '../../../lib/i18n';
import type texts from '../../../locales/en/slots.json';
import '../slots.css';

const BULBS = Array.from({ length: 9 }, (_, bulb) => bulb);

/** The marquee's lights: they chase while the reels spin and shine steadily otherwise. */
function Bulbs({ chasing, className }: { chasing: boolean; className?: string }) {
  return (
    <div aria-hidden="true" className={cx('flex items-center gap-2', className)}>
      {BULBS.map((bulb) => (
        <span
          key={bulb}
          className={cx(
            'size-1.5 rounded-full bg-gold-300 shadow-[0_0_8px_2px_rgb(252_201_59/0.7)]',
            chasing ? 'animate-[pt-bulb_1.4s_ease-in-out_infinite]' : 'opacity-80',
          )}
          style={chasing ? { animationDelay: `${bulb * 150}ms` } : undefined}
        />
      ))}
    </div>
  );
}

/** The machine's frame: a gold-rimmed cabinet with the Pirate Treasures marquee. */
export function SlotCabinet({ children, phase }: { children: ReactNode; phase: string }) {
  const t = useT<typeof texts>('slots');
  return (
    <section
      aria-label={t('cabinet.label')}
      data-testid="slot-machine"
      data-phase={phase}
      className="rounded-[2rem] bg-[linear-gradient(160deg,var(--color-gold-300),var(--color-gold-700)_40%,var(--color-gold-500)_60%,var(--color-gold-900))] p-[3px] shadow-lift"
    >
      <div className="relative rounded-[calc(2rem-3px)] bg-[radial-gradient(120%_80%_at_50%_0%,rgb(124_58_237/0.25),transparent_60%),linear-gradient(180deg,var(--color-night-800),var(--color-night-950))] px-3 pt-2.5 pb-3 sm:px-5 sm:pb-4 tall:pt-3">
        <header className="mb-2 flex flex-col items-center gap-1 tall:mb-3 tall:gap-1.5">
          <Bulbs chasing={phase === 'spinning'} />
          <p
            aria-hidden="true"
            className="text-center font-black font-display text-gold-gradient text-xl uppercase tracking-[0.12em] drop-shadow-[0_2px_6px_rgb(0_0_0/0.6)] sm:text-2xl sm:tracking-[0.16em] lg:tall:text-3xl"
          >
            {t('cabinet.marquee')}
          </p>
          <p
            aria-hidden="true"
            className="hidden font-semibold text-2xs text-royal-300 uppercase tracking-[0.4em] tall:block"
          >
            {t('cabinet.tagline')}
          </p>
        </header>
        {children}
      </div>
    </section>
  );
}
