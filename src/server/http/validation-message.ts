// Turns a JSON-schema validation failure into one sentence a player can read, with the code and values
// a client writes it with in the player's language (src/contract/request-texts.ts).

import { type FilledMessage, filledMessage } from '../../contract/filled-messages';
import type { SchemaCheckValues, SchemaRule } from '../../contract/request-texts';

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

/** The last name of a path: `/items/0/id` -> `id`; '' for an element of a list or the whole part. */
function lastName(path: string): string {
  const last = path.split('/').filter(Boolean).pop() ?? '';
  return /^\d+$/.test(last) ? '' : last;
}

/** `betAmount` -> `Bet amount`, `/items/0/id` -> `Id`. */
export function fieldLabel(name: string): string {
  const last = lastName(name);
  if (last === '') return 'Value';
  const words = last
    .replace(/_/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** What a refusal names: the property, else the part of the request as a whole, or a list's element. */
function fieldOf(error: SchemaError, part: string): Pick<SchemaCheckValues, 'field' | 'label'> {
  if (error.keyword === 'required') {
    const name = String(error.params.missingProperty);
    return { field: lastName(name) || '_item', label: fieldLabel(name) };
  }
  if (!error.instancePath) {
    return partNames[part]
      ? { field: `_${part}`, label: partNames[part] }
      : { field: '_request', label: 'Request' };
  }
  return { field: lastName(error.instancePath) || '_item', label: fieldLabel(error.instancePath) };
}

/** The rule a keyword broke, with its bound or allowed values (`invalid` for any other keyword). */
function ruleOf(error: SchemaError): Partial<SchemaCheckValues> & { rule: SchemaRule } {
  const p = error.params;
  switch (error.keyword) {
    case 'required':
      return { rule: 'required' };
    case 'type': {
      // A type or two: `integer`, `string,null` (more than two ride along in orType, comma-separated).
      const [type = 'none', ...others] = String(p.type).split(',');
      return { rule: 'type', type, orType: others.length > 0 ? others.join(',') : 'none' };
    }
    case 'minimum':
      return { rule: 'minimum', limit: Number(p.limit) };
    case 'exclusiveMinimum':
      return { rule: 'minimum', limit: Number(p.limit) + 1 };
    case 'maximum':
    case 'exclusiveMaximum':
      return { rule: 'maximum', limit: Number(p.limit) };
    case 'minLength':
      return { rule: 'minLength', limit: Number(p.limit) };
    case 'maxLength':
      return { rule: 'maxLength', limit: Number(p.limit) };
    case 'enum':
    case 'const': {
      const allowed = (error.keyword === 'enum' ? (p.allowedValues as unknown[]) : [p.allowedValue]).map(
        String,
      );
      return {
        rule: 'oneOf',
        count: allowed.length,
        others: allowed.slice(0, -1).join(', '),
        last: allowed.at(-1) ?? '',
      };
    }
    case 'multipleOf':
      return { rule: 'multipleOf', limit: Number(p.multipleOf) };
    default:
      return { rule: 'invalid' };
  }
}

/**
 * A schema check's refusal as the server answers it: its English, with the code and values a client
 * writes it with (`request.schemaCheck`, or `request.unknownField` for a field the schema does not know).
 */
export function schemaCheckMessage(error: SchemaError, part = 'body'): FilledMessage {
  if (error.keyword === 'additionalProperties') {
    return filledMessage('request.unknownField', { name: String(error.params.additionalProperty) });
  }
  return filledMessage('request.schemaCheck', {
    type: 'none',
    orType: 'none',
    limit: 0,
    count: 0,
    others: '',
    last: '',
    ...fieldOf(error, part),
    ...ruleOf(error),
  });
}

export function describeSchemaError(error: SchemaError, part = 'body'): string {
  return schemaCheckMessage(error, part).message;
}
