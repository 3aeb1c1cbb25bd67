import type { Ref } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { cx } from '../../../lib/cx';
import { useT } from '../../../lib/i18n';
import type texts from '../../../locales/en/slots.json';

interface SpinButtonsProps {
  spinning: boolean;
  autoRunning: boolean;
  autoRemaining: number;
  autoStopping: boolean;
  onSpin: () => void;
  onStop: () => void;
  onAuto: () => void;
  spinRef?: Ref<HTMLButtonElement>;
  className?: string;
}

const BASE =
  'relative inline-flex h-14 select-none items-center justify-center gap-2 rounded-2xl font-black font-display tracking-[0.12em] ' +
  'transition duration-200 disabled:pointer-events-none disabled:opacity-50';

/** AUTO and SPIN; while AUTO runs, SPIN becomes STOP with the spins left. */
export function SpinButtons({
  spinning,
  autoRunning,
  autoRemaining,
  autoStopping,
  onSpin,
  onStop,
  onAuto,
  spinRef,
  className,
}: SpinButtonsProps) {
  const t = useT<typeof texts>('slots');
  return (
    <div className={cx('grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-2', className)}>
      <button
        type="button"
        onClick={onAuto}
        disabled={spinning || autoRunning}
        aria-haspopup="dialog"
        className={cx(
          BASE,
          'border border-royal-400/50 bg-linear-to-b from-royal-500/40 to-royal-700/40 text-royal-200 text-base',
          'hover:-translate-y-px hover:shadow-glow-royal',
        )}
      >
        {t('spin.auto')}
      </button>
      <button
        ref={spinRef}
        type="button"
        onClick={autoRunning ? onStop : onSpin}
        disabled={autoRunning ? autoStopping : spinning}
        aria-busy={(autoRunning ? autoStopping : spinning) || undefined}
        aria-label={autoRunning ? t('spin.stopLabel', { count: autoRemaining }) : undefined}
        className={cx(
          BASE,
          'hover:-translate-y-px hover:brightness-110 active:translate-y-0',
          autoRunning
            ? 'bg-linear-to-b from-loss-400 to-loss-600 text-lg text-white shadow-[0_10px_30px_-12px_rgb(239_68_68/0.9)]'
            : 'bg-gold text-gold-900 text-xl shadow-[0_10px_30px_-10px_rgb(245_176_20/0.9)] hover:shadow-glow-gold',
        )}
      >
        {(autoRunning ? autoStopping : spinning) && (
          <Spinner size="sm" className="border-current/25 border-t-current" />
        )}
        {autoRunning ? t('spin.stop') : t('spin.spin')}
        {autoRunning && (
          <span
            data-testid="auto-remaining"
            className="rounded-pill bg-night-950/40 px-2 py-0.5 font-bold text-sm tabular-nums tracking-normal"
          >
            {autoRemaining}
          </span>
        )}
      </button>
    </div>
  );
}
