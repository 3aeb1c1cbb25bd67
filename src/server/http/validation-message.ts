// Turns a JSON-schema validation failure into one sentence a player can read.

export interface SchemaError {
  instancePath: string;
  keyword: string;
  params: Record<string, unknown>;
  message?: string | undefined;
}

const partNames: Record<string, string> = {
  body: 'Request body',
  querystring: 'Query',
  params: 'Path parameter',
  headers: 'Header',
};

/** `betAmount` -> `Bet amount`, `/items/0/id` -> `Id`. */
export function fieldLabel(name: string): string {
  const last = name.split('/').filter(Boolean).pop() ?? '';
  if (last === '' || /^\d+$/.test(last)) return 'Value';
  const words = last
    .replace(/_/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const typeWords: Record<string, string> = {
  integer: 'a whole number',
  number: 'a number',
  string: 'text',
  boolean: 'true or false',
  object: 'an object',
  array: 'a list',
  null: 'empty',
};

/** `['a', 'b', 'c']` -> `a, b or c`. */
function orList(values: string[]): string {
  if (values.length <= 1) return values.join('');
  return `${values.slice(0, -1).join(', ')} or ${values[values.length - 1]}`;
}

export function describeSchemaError(error: SchemaError, part = 'body'): string {
  const label = error.instancePath ? fieldLabel(error.instancePath) : (partNames[part] ?? 'Request');
  const p = error.params;
  switch (error.keyword) {
    case 'required':
      return `${fieldLabel(String(p.missingProperty))} is required`;
    case 'type': {
      const wanted = String(p.type)
        .split(',')
        .map((t) => typeWords[t] ?? t)
        .join(' or ');
      return `${label} must be ${wanted}`;
    }
    case 'minimum':
    case 'exclusiveMinimum':
      return `${label} must be at least ${error.keyword === 'minimum' ? p.limit : Number(p.limit) + 1}`;
    case 'maximum':
    case 'exclusiveMaximum':
      return `${label} must be at most ${p.limit}`;
    case 'minLength':
      return `${label} must be at least ${p.limit} characters`;
    case 'maxLength':
      return `${label} must be at most ${p.limit} characters`;
    case 'enum':
      return `${label} must be ${orList((p.allowedValues as unknown[]).map(String))}`;
    case 'const':
      return `${label} must be ${String(p.allowedValue)}`;
    case 'additionalProperties':
      return `Unknown field "${String(p.additionalProperty)}"`;
    case 'multipleOf':
      return `${label} must be a multiple of ${p.multipleOf}`;
    default:
      return `${label} is not valid`;
  }
}
