import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';
import { cx } from '../../lib/cx';
import { Spinner } from './spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'success' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

const BASE =
  'relative inline-flex select-none items-center justify-center gap-2 whitespace-nowrap rounded-control font-semibold ' +
  'transition duration-200 ease-out focus-visible:outline-2 focus-visible:outline-offset-2 ' +
  'disabled:pointer-events-none disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50';

const VARIANTS: Record<ButtonVariant, string> = {
  primary:
    'bg-gold text-gold-900 shadow-[0_8px_24px_-10px_rgb(245_176_20/0.8)] hover:-translate-y-px hover:brightness-110 hover:shadow-glow-gold active:translate-y-0',
  secondary:
    'bg-linear-to-br from-royal-500 to-royal-700 text-white shadow-[0_8px_24px_-10px_rgb(124_58_237/0.9)] hover:-translate-y-px hover:brightness-110 hover:shadow-glow-royal active:translate-y-0',
  outline:
    'border border-line-strong bg-night-800/40 text-ink hover:border-gold-400/60 hover:bg-night-700/60 hover:text-gold-200',
  ghost: 'text-ink-soft hover:bg-white/5 hover:text-ink',
  success:
    'bg-linear-to-br from-win-400 to-win-600 text-night-950 hover:-translate-y-px hover:brightness-110 hover:shadow-glow-win',
  danger: 'bg-linear-to-br from-loss-500 to-loss-600 text-white hover:-translate-y-px hover:brightness-110',
};

const SIZES: Record<ButtonSize, string> = {
  sm: 'h-9 px-3.5 text-sm',
  md: 'h-11 px-5 text-sm',
  lg: 'h-13 px-7 text-base',
};

interface StyleOptions {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  className?: string | undefined;
}

export function buttonClasses({
  variant = 'primary',
  size = 'md',
  fullWidth,
  className,
}: StyleOptions = {}): string {
  return cx(BASE, VARIANTS[variant], SIZES[size], fullWidth && 'w-full', className);
}

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, StyleOptions {
  loading?: boolean;
  icon?: ReactNode;
}

export function Button({
  variant,
  size,
  fullWidth,
  loading = false,
  icon,
  className,
  children,
  disabled,
  type = 'button',
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={buttonClasses({ variant, size, fullWidth, className })}
      {...props}
    >
      {loading ? <Spinner size="sm" className="border-current/25 border-t-current" /> : icon}
      {children}
    </button>
  );
}

interface ButtonLinkProps extends LinkProps, StyleOptions {
  icon?: ReactNode;
}

/** A link that looks like a button (navigation stays a link for assistive technology). */
export function ButtonLink({
  variant,
  size,
  fullWidth,
  icon,
  className,
  children,
  ...props
}: ButtonLinkProps) {
  return (
    <Link className={buttonClasses({ variant, size, fullWidth, className })} {...props}>
      {icon}
      {children}
    </Link>
  );
}
