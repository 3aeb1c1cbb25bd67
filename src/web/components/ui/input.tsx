import { type InputHTMLAttributes, type ReactNode, useId } from 'react';
import { cx } from '../../lib/cx';

interface InputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: ReactNode;
  error?: string | undefined;
  helperText?: ReactNode;
  /** An icon shown inside the field, before the text. */
  icon?: ReactNode;
  id?: string;
}

export const fieldClasses =
  'block w-full rounded-control border bg-night-950/60 px-3.5 py-2.5 text-ink text-base placeholder:text-ink-faint ' +
  'shadow-[inset_0_1px_2px_rgb(0_0_0/0.4)] transition duration-150 ' +
  'focus:border-gold-400/70 focus:bg-night-950/80 focus:outline-none focus-visible:outline-none focus:ring-3 focus:ring-gold-400/20 ' +
  'disabled:cursor-not-allowed disabled:opacity-60 sm:text-sm';

function FieldLabel({
  htmlFor,
  required,
  children,
}: {
  htmlFor: string;
  required?: boolean;
  children: ReactNode;
}) {
  // The asterisk sits beside the label, not in it, so the field's accessible name stays clean;
  // aria-required tells assistive technology instead.
  return (
    <div className="mb-1.5 flex items-baseline gap-0.5 font-medium text-ink-soft text-sm">
      <label htmlFor={htmlFor}>{children}</label>
      {required && (
        <span className="text-gold-400" aria-hidden="true">
          *
        </span>
      )}
    </div>
  );
}

function FieldMessages({
  id,
  error,
  helperText,
}: {
  id: string;
  error?: string | undefined;
  helperText?: ReactNode;
}) {
  return (
    <>
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-loss-300 text-sm">
          {error}
        </p>
      )}
      {helperText && !error && (
        <p id={`${id}-helper`} className="mt-1.5 text-ink-muted text-xs">
          {helperText}
        </p>
      )}
    </>
  );
}

export function describedBy(id: string, error?: string, helperText?: ReactNode): string | undefined {
  if (error) return `${id}-error`;
  if (helperText) return `${id}-helper`;
  return undefined;
}

interface FieldFrameProps {
  id: string;
  label: ReactNode;
  required?: boolean | undefined;
  error?: string | undefined;
  helperText?: ReactNode;
  className?: string | undefined;
  children: ReactNode;
}

/** A form control's label above it, and its error or helper line below. */
export function FieldFrame({ id, label, required, error, helperText, className, children }: FieldFrameProps) {
  return (
    <div className={className}>
      <FieldLabel htmlFor={id} required={required}>
        {label}
      </FieldLabel>
      <div className="relative">{children}</div>
      <FieldMessages id={id} error={error} helperText={helperText} />
    </div>
  );
}

/** A text input with its label, an asterisk when required, and an error or helper line. */
export function Input({ label, error, helperText, icon, id, required, className, ...props }: InputProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <FieldFrame
      id={inputId}
      label={label}
      required={required}
      error={error}
      helperText={helperText}
      className={className}
    >
      {icon && (
        <span className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-ink-faint">
          {icon}
        </span>
      )}
      <input
        id={inputId}
        required={required}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(inputId, error, helperText)}
        className={cx(
          fieldClasses,
          icon ? 'pl-10' : false,
          error ? 'border-loss-400/70' : 'border-line-strong',
        )}
        {...props}
      />
    </FieldFrame>
  );
}
