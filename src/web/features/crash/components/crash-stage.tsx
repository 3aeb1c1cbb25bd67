import { useEffect, useRef } from 'react';
import type { CrashRoundView } from '../../../../contract/crash-texts';
import { elapsedForMultiplier, multiplierAt } from '../../../../games/crash';
import { Card } from '../../../components/ui/card';
import { cx } from '../../../lib/cx';
import { formatNumber } from '../../../lib/format';
import { useT } from '../../../lib/i18n';
import type texts from '../../../locales/en/crash.json';
import { countdownSeconds, elapsedAt, formatCrashMultiplier } from '../crash-math';
import { paintCurve } from './curve-painter';

interface CrashStageProps {
  round: CrashRoundView | null;
  /** Date.now() at which the running round was at 1.00×. */
  anchor: number | null;
  /** Server clock minus the page's, for the countdown. */
  offset: number;
  reducedMotion: boolean;
  /** The last crash points, above the graph. */
  top: React.ReactNode;
}

function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true
  );
}

export { prefersReducedMotion };

/**
 * The graph: the curve rising on a canvas (redrawn every frame while the round runs and the tab is
 * shown, interpolated between the server's ticks), the big multiplier over it, the countdown while
 * bets are taken and the crash point once it crashed. With reduced motion, only the number moves.
 */
export function CrashStage({ round, anchor, offset, reducedMotion, top }: CrashStageProps) {
  const t = useT<typeof texts>('crash');
  const canvas = useRef<HTMLCanvasElement>(null);
  const number = useRef<HTMLOutputElement>(null);
  const status = useRef<HTMLParagraphElement>(null);
  const phase = round?.phase;
  const startsAt = round?.startsAt;
  const crashPoint = round?.crashPoint;

  useEffect(() => {
    let frame = 0;
    let shown = 1;
    // The board while betting does not move: painted again only when its size changed, not every
    // frame (only the countdown's text changes, ten times a second).
    let idleSize = '';
    let countdown = '';
    const draw = () => {
      frame = 0;
      const now = Date.now();
      const board = reducedMotion ? null : canvas.current;
      if (phase === 'running' && anchor !== null) {
        const elapsed = elapsedAt(anchor, now);
        shown = Math.max(shown, multiplierAt(elapsed));
        if (number.current) number.current.textContent = formatCrashMultiplier(shown);
        if (board) paintCurve(board, elapsed, 'rising');
      } else if (phase === 'betting' && startsAt) {
        const text = t('startsIn', { seconds: countdownSeconds(startsAt, now, offset) });
        if (status.current && text !== countdown) status.current.textContent = text;
        countdown = text;
        const size = board ? `${board.clientWidth}x${board.clientHeight}` : '';
        if (board && size !== idleSize) paintCurve(board, 0, 'idle');
        idleSize = size;
      } else if (phase === 'crashed' && crashPoint !== undefined) {
        if (board) paintCurve(board, elapsedForMultiplier(crashPoint), 'crashed');
        return;
      }
      if (!document.hidden) frame = requestAnimationFrame(draw);
    };
    const onVisibility = () => {
      if (!document.hidden && frame === 0) draw();
    };
    draw();
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('resize', onVisibility);
    return () => {
      if (frame !== 0) cancelAnimationFrame(frame);
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('resize', onVisibility);
    };
  }, [phase, anchor, offset, startsAt, crashPoint, reducedMotion, t]);

  const crashed = phase === 'crashed';
  // While running, the frame loop writes the number: React's text stays the same so it never writes over it.
  const value = crashed && crashPoint !== undefined ? crashPoint : 1;
  return (
    <Card aria-label={t('graph')} className="flex h-full flex-col gap-3 overflow-hidden p-3 sm:p-4 lg:gap-4">
      <div
        aria-hidden="true"
        className={cx(
          'pointer-events-none absolute inset-0 transition-colors duration-500',
          crashed
            ? 'bg-[radial-gradient(ellipse_at_50%_30%,rgb(239_68_68/0.16),transparent_60%)]'
            : 'bg-[radial-gradient(ellipse_at_50%_30%,rgb(252_201_59/0.12),transparent_60%)]',
        )}
      />
      <div className="relative">{top}</div>
      <div
        data-testid="crash-board"
        data-phase={phase ?? 'loading'}
        className="relative h-64 overflow-hidden rounded-card border border-line bg-[radial-gradient(ellipse_at_50%_100%,var(--color-night-600),var(--color-night-900)_70%)] shadow-[inset_0_2px_30px_rgb(0_0_0/0.45)] sm:h-80 lg:h-[26rem]"
      >
        {!reducedMotion && (
          <div aria-hidden="true" className="absolute inset-0">
            <canvas ref={canvas} className="size-full" />
          </div>
        )}
        <div className="absolute inset-0 grid place-items-center p-4 text-center">
          <div>
            {phase === 'betting' ? (
              <p
                ref={status}
                data-testid="crash-countdown"
                className="font-bold font-display text-2xl text-ink sm:text-3xl"
              >
                {t('startsIn', {
                  seconds: startsAt ? countdownSeconds(startsAt, Date.now(), offset) : formatNumber(0, 1),
                })}
              </p>
            ) : (
              <output
                ref={number}
                data-testid="crash-multiplier"
                aria-live="off"
                className={cx(
                  'block font-black font-display text-6xl tabular-nums drop-shadow-[0_4px_24px_rgb(0_0_0/0.6)] sm:text-7xl',
                  crashed ? 'text-loss-400' : 'text-ink',
                )}
              >
                {formatCrashMultiplier(value)}
              </output>
            )}
            {crashed && crashPoint !== undefined && (
              <p
                data-testid="crash-result"
                className="mt-2 font-bold font-display text-loss-300 text-lg uppercase tracking-wide"
              >
                {t('crashedAt', { multiplier: formatCrashMultiplier(crashPoint) })}
              </p>
            )}
            {phase === 'betting' && <p className="mt-2 text-ink-muted text-sm">{t('placeYourBets')}</p>}
            {!round && <p className="text-ink-muted">{t('connectingRound')}</p>}
          </div>
        </div>
      </div>
    </Card>
  );
}
