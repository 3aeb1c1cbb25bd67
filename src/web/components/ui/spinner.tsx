import { cx } from '../../lib/cx';
import { useT } from '../../lib/i18n';
import type texts from '../../locales/en/common.json';

interface SpinnerProps {
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

const SIZES = { sm: 'size-4 border-2', md: 'size-8 border-3', lg: 'size-12 border-4' } as const;

/** A decorative spinning ring; pair it with visible or screen-reader text. */
export function Spinner({ size = 'md', className }: SpinnerProps) {
  return (
    <span
      aria-hidden="true"
      className={cx(
        'inline-block shrink-0 animate-spin-slow rounded-full border-gold-400/25 border-t-gold-400',
        SIZES[size],
        className,
      )}
    />
  );
}

/** The full-area loading state of a page or a panel. */
export function LoadingState({ label, className }: { label?: string; className?: string }) {
  const t = useT<typeof texts>('common');
  return (
    <div
      role="status"
      className={cx('flex flex-col items-center justify-center gap-3 py-12 text-ink-muted', className)}
    >
      <Spinner size="lg" />
      <span className="text-sm">{label ?? t('ui.loading')}</span>
    </div>
  );
}
