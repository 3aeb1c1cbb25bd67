import { cx } from '../../../lib/cx';
import { formatNumber } from '../../../lib/format';
import { HOT_STREAK } from '../hooks/use-dice-game';
import { useDiceText } from '../texts';

/** A small flame drawn in SVG. */
function Flame({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={className}>
      <path
        d="M12 2.5c.6 3-1.4 4.6-2.9 6.4C7.6 10.7 6.5 12.4 6.5 15a5.5 5.5 0 0 0 11 0c0-2.3-1-4-2.2-5.3.1 1.6-.5 2.8-1.6 3.3.4-3.7-.6-7.5-1.7-10.5Z"
        fill="currentColor"
      />
      <path
        d="M12 21a3 3 0 0 1-3-3c0-1.6 1.2-2.6 2.2-3.6.2 1 .9 1.5 1.6 1.8.9.4 2.2 1 2.2 2.3a3 3 0 0 1-3 2.5Z"
        fill="#fff0c2"
      />
    </svg>
  );
}

interface StreakMeterProps {
  streak: number;
  best: number;
}

/** The win streak: one pip per win up to the hot mark, then the count. */
export function StreakMeter({ streak, best }: StreakMeterProps) {
  const t = useDiceText();
  const hot = streak >= HOT_STREAK;
  return (
    <div
      data-testid="dice-streak"
      data-streak={streak}
      className={cx(
        'flex items-center gap-3 rounded-control border px-3 py-1.5 transition',
        hot ? 'border-gold-400/60 bg-gold-400/10 shadow-glow-gold' : 'border-line bg-night-950/40',
      )}
    >
      <Flame
        className={cx(
          'size-6 shrink-0',
          hot ? 'text-gold-500' : streak > 0 ? 'text-gold-600' : 'text-ink-faint',
        )}
      />
      <div className="flex min-w-0 items-baseline gap-2">
        <p className="text-2xs text-ink-faint uppercase tracking-wider">{t('winStreak')}</p>
        <p className="font-bold font-display text-ink leading-tight tabular-nums">
          {formatNumber(streak)}{' '}
          <span className="font-normal text-ink-muted text-xs">
            {t('bestStreak', { best: formatNumber(best) })}
          </span>
        </p>
      </div>
      <div aria-hidden="true" className="ml-auto flex gap-1">
        {Array.from({ length: HOT_STREAK }, (_, i) => i).map((step) => (
          <span
            key={step}
            className={cx('h-2 w-4 rounded-pill transition', step < streak ? 'bg-gold' : 'bg-night-600')}
          />
        ))}
      </div>
    </div>
  );
}

/** SPEC.md: shown for 3 seconds after a streak of 3 or more wins. */
export function HotStreakBanner({ streak }: { streak: number }) {
  const t = useDiceText();
  return (
    <div
      data-testid="hot-streak"
      className="pointer-events-none absolute inset-x-0 top-3 z-10 mx-auto flex w-fit animate-pop-in items-center gap-2 rounded-pill border border-gold-300/70 bg-linear-to-r from-loss-500 via-gold-500 to-loss-500 px-4 py-1.5 font-black font-display text-night-950 text-sm uppercase tracking-wide shadow-glow-gold"
    >
      <Flame className="size-5 text-night-950" />
      {t('hotStreak')}
      <span className="rounded-pill bg-night-950/80 px-2 py-0.5 text-gold-300 text-xs tabular-nums">
        {t('streakWins', { count: streak })}
      </span>
    </div>
  );
}
