import { type ReactNode, type SelectHTMLAttributes, useId } from 'react';
import { cx } from '../../lib/cx';
import { ChevronDownIcon } from '../icons';
import { describedBy, FieldFrame, fieldClasses } from './input';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: ReactNode;
  options: SelectOption[];
  error?: string | undefined;
  helperText?: ReactNode;
  placeholder?: string;
  id?: string;
}

/** A native select (best keyboard and screen-reader support) dressed in the casino look. */
export function Select({
  label,
  options,
  error,
  helperText,
  placeholder,
  id,
  required,
  className,
  ...props
}: SelectProps) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  return (
    <FieldFrame
      id={selectId}
      label={label}
      required={required}
      error={error}
      helperText={helperText}
      className={className}
    >
      <select
        id={selectId}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(selectId, error, helperText)}
        className={cx(
          fieldClasses,
          'appearance-none pr-10',
          error ? 'border-loss-400/70' : 'border-line-strong',
        )}
        {...props}
      >
        {placeholder && (
          <option value="" disabled>
            {placeholder}
          </option>
        )}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
      <ChevronDownIcon
        size={18}
        className="pointer-events-none absolute inset-y-0 right-3 my-auto text-ink-muted"
      />
    </FieldFrame>
  );
}
