import { type InputHTMLAttributes, type ReactNode, useId } from 'react';
import { cx } from '../../lib/cx';

/** What a framed control takes besides its element's own attributes. */
export interface FieldProps {
  label: ReactNode;
  error?: string | undefined;
  helperText?: ReactNode;
  id?: string | undefined;
  required?: boolean | undefined;
  className?: string | undefined;
}

interface InputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>, FieldProps {
  /** An icon shown inside the field, before the text. */
  icon?: ReactNode;
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

function describedBy(id: string, error?: string, helperText?: ReactNode): string | undefined {
  if (error) return `${id}-error`;
  if (helperText) return `${id}-helper`;
  return undefined;
}

/** What a framed control needs on itself to be labelled and described. */
export interface FieldControlProps {
  id: string;
  required: boolean | undefined;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface FieldFrameProps {
  /** The field's own props; an id is made up when none is given. */
  field: FieldProps;
  children: (control: FieldControlProps) => ReactNode;
}

/** A form control's label above it, and its error or helper line below. */
export function FieldFrame({ field, children }: FieldFrameProps) {
  const { id, label, required, error, helperText, className } = field;
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const control: FieldControlProps = {
    id: controlId,
    required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(controlId, error, helperText),
  };
  return (
    <div className={className}>
      <FieldLabel htmlFor={controlId} required={required}>
        {label}
      </FieldLabel>
      <div className="relative">{children(control)}</div>
      <FieldMessages id={controlId} error={error} helperText={helperText} />
    </div>
  );
}

/** The border of a field: red while it holds an error. */
export const fieldBorder = (error: string | undefined) =>
  error ? 'border-loss-400/70' : 'border-line-strong';

/** A text input with its label, an asterisk when required, and an error or helper line. */
export function Input({ label, error, helperText, icon, id, required, className, ...props }: InputProps) {
  return (
    <FieldFrame field={{ label, error, helperText, id, required, className }}>
      {(control) => (
        <>
          {icon && (
            <span className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-ink-faint">
              {icon}
            </span>
          )}
          <input
            {...control}
            aria-required={required || undefined}
            className={cx(fieldClasses, icon ? 'pl-10' : false, fieldBorder(error))}
            {...props}
          />
        </>
      )}
    </FieldFrame>
  );
}

/** A masked password field; every password the app asks for is required. */
export function PasswordInput(props: Omit<InputProps, 'type' | 'required'>) {
  return <Input type="password" required {...props} />;
}
