import type { ReactNode } from 'react';
import { cx } from '../../lib/cx';

export type BadgeTone = 'gold' | 'royal' | 'win' | 'loss' | 'sky' | 'neutral';

const TONES: Record<BadgeTone, string> = {
  gold: 'bg-gold-400/15 text-gold-300 ring-gold-400/35',
  royal: 'bg-royal-500/15 text-royal-300 ring-royal-400/35',
  win: 'bg-win-500/15 text-win-300 ring-win-400/35',
  loss: 'bg-loss-500/15 text-loss-300 ring-loss-400/35',
  sky: 'bg-sky-500/15 text-sky-300 ring-sky-400/35',
  neutral: 'bg-white/5 text-ink-soft ring-white/15',
};

interface BadgeProps {
  tone?: BadgeTone;
  className?: string;
  children: ReactNode;
}

export function Badge({ tone = 'gold', className, children }: BadgeProps) {
  return (
    <span
      className={cx(
        'inline-flex shrink-0 items-center gap-1 rounded-pill px-2 py-0.5 font-semibold text-2xs uppercase tracking-wider ring-1 ring-inset',
        TONES[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}
