import { cx } from '../../lib/cx';

export const AVATAR_SIZES = {
  sm: 'size-8 text-sm',
  md: 'size-10 text-base',
  lg: 'size-20 text-3xl',
  xl: 'size-24 text-4xl',
} as const;

/** The player's initial on a gold-to-purple disc. */
export function Avatar({
  name,
  size = 'md',
  className,
}: {
  name: string;
  size?: keyof typeof AVATAR_SIZES;
  className?: string;
}) {
  const initial = name.trim().charAt(0).toUpperCase() || '?';
  return (
    <span
      aria-hidden="true"
      className={cx(
        'grid shrink-0 select-none place-items-center rounded-full bg-linear-to-br from-gold-300 via-gold-500 to-royal-600 font-black font-display text-night-950 ring-2 ring-gold-400/40 ring-offset-2 ring-offset-night-900',
        AVATAR_SIZES[size],
        className,
      )}
    >
      {initial}
    </span>
  );
}
