import { useCallback, useRef } from 'react';
import { cx } from '../../../lib/cx';
import { type LimboRound, useClimb } from '../hooks/use-climb';
import { useLimboText } from '../limbo-texts';
import { formatMultiplier } from '../target';

interface MultiplierDisplayProps {
  round: LimboRound | null;
  /** The target chosen now: the counter's mark before the first bet. */
  target: number;
  instant: boolean;
  onSettled: () => void;
}

/** How far along the gauge a value stands toward its target (log scale, 0 to 1). */
function gaugeShare(value: number, target: number): number {
  if (target <= 1) return 1;
  return Math.min(1, Math.max(0, Math.log(value) / Math.log(target)));
}

/** The counter's size for the longest text it will show: "2.00x" big, "4,252,017,623.04x" smaller. */
function sizeFor(result: number): string {
  const length = formatMultiplier(result).length;
  if (length <= 8) return 'text-6xl sm:text-8xl';
  if (length <= 11) return 'text-5xl sm:text-7xl';
  if (length <= 14) return 'text-4xl sm:text-6xl';
  return 'text-2xl sm:text-5xl';
}

/**
 * The big multiplier: it climbs from 1.00x to the result, then turns green if it reached the
 * target and red if not. The climb is drawn straight into the DOM from each animation frame; the
 * page announces the round once it has come to rest.
 */
export function MultiplierDisplay({ round, target, instant, onSettled }: MultiplierDisplayProps) {
  const t = useLimboText();
  const numberRef = useRef<HTMLSpanElement>(null);
  const fillRef = useRef<HTMLDivElement>(null);
  const shown = round?.target ?? target;
  const onFrame = useRef<((value: number) => void) | null>(null);
  onFrame.current = (value: number) => {
    if (numberRef.current) numberRef.current.textContent = formatMultiplier(value);
    if (fillRef.current) {
      fillRef.current.style.width = `${gaugeShare(value, shown) * 100}%`;
      fillRef.current.dataset.reached = String(value >= shown);
    }
  };
  const settled = useCallback(() => onSettled(), [onSettled]);
  const phase = useClimb({ round, instant, onFrame, onSettled: settled });
  const outcome = phase === 'settled' && round ? (round.won ? 'win' : 'loss') : undefined;

  return (
    <div
      data-testid="limbo-counter"
      data-state={phase}
      data-outcome={outcome}
      className="relative flex w-full min-w-0 flex-col items-center gap-3 px-4 py-6 sm:py-10"
    >
      <span
        ref={numberRef}
        aria-hidden="true"
        data-testid="limbo-multiplier"
        className={cx(
          'whitespace-nowrap font-black font-display tabular-nums tracking-tight',
          sizeFor(round?.result ?? 1),
          outcome === 'win' && 'animate-pop-in text-win-300 [text-shadow:0_0_32px_rgb(52_211_153/0.55)]',
          outcome === 'loss' && 'animate-pop-in text-loss-300 [text-shadow:0_0_28px_rgb(239_68_68/0.45)]',
          !outcome && (phase === 'climbing' ? 'text-ink' : 'text-ink-soft'),
        )}
      >
        {formatMultiplier(round && phase === 'settled' ? round.result : 1)}
      </span>
      <div className="w-full max-w-sm">
        <div className="relative h-2.5 overflow-hidden rounded-pill bg-night-950/70 ring-1 ring-line">
          <div
            ref={fillRef}
            data-reached={round && phase === 'settled' ? String(round.won) : 'false'}
            style={{
              width: round && phase === 'settled' ? `${gaugeShare(round.result, shown) * 100}%` : '0%',
            }}
            className={cx(
              'h-full rounded-pill bg-linear-to-r',
              outcome === 'loss'
                ? 'from-loss-600 to-loss-400'
                : 'from-royal-500 to-gold-400 data-[reached=true]:from-win-500 data-[reached=true]:to-win-300',
            )}
          />
        </div>
        <div className="mt-1.5 flex justify-between text-2xs text-ink-faint uppercase tracking-wider">
          <span>{formatMultiplier(1)}</span>
          <span>
            {t('target')}{' '}
            <span className="font-bold text-gold-300 tabular-nums">{formatMultiplier(shown)}</span>
          </span>
        </div>
      </div>
    </div>
  );
}
