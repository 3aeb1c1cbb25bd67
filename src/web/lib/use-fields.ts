import { useState } from 'react';

/** A form's text fields: their values, and for each the name, value and onChange to spread on an Input. */
export function useFields<T extends { [K in keyof T]: string }>(initial: T) {
  const [fields, setFields] = useState(initial);
  const field = (name: keyof T & string) => ({
    name,
    value: fields[name],
    onChange: (event: { target: { value: string } }) =>
      setFields((current) => ({ ...current, [name]: event.target.value })),
  });
  return { fields, setFields, field };
}
