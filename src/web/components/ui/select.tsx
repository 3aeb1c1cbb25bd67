import type { SelectHTMLAttributes } from 'react';
import { cx } from '../../lib/cx';
import { ChevronDownIcon } from '../icons';
import { FieldFrame, type FieldProps, fieldBorder, fieldClasses } from './input';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'>, FieldProps {
  options: SelectOption[];
  placeholder?: string;
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
  return (
    <FieldFrame field={{ label, error, helperText, id, required, className }}>
      {(control) => (
        <>
          <select
            {...control}
            className={cx(fieldClasses, 'appearance-none pr-10', fieldBorder(error))}
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
        </>
      )}
    </FieldFrame>
  );
}
