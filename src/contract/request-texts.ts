// What the server answers a request it cannot take as sent: a body that is not JSON, a field of the
// wrong type, a number out of range. The plain texts have codes like every contract message
// (`request.invalidJson`); a schema check's refusal is filled in at run time from the field and the
// rule it broke (`request.schemaCheck`, src/contract/filled-messages.ts), so that a client can write it
// in its player's language with the field's own name.

export const requestMessages = {
  notValid: 'Request is not valid',
  invalidJson: 'Request body is not valid JSON',
  emptyJsonBody: 'Request body is empty; send a JSON object',
  missingBody: 'Request body is missing; send a JSON object',
  unsupportedMediaType: 'Content type is not supported; send JSON',
  missingContentType: 'Content type is missing; send JSON',
  contentLengthMismatch: 'Content length does not match the body',
} as const;

/** The rules a schema check names: JSON Schema's keywords, folded where they read the same. */
export const SCHEMA_RULES = [
  'required',
  'type',
  'minimum',
  'maximum',
  'minLength',
  'maxLength',
  'oneOf',
  'multipleOf',
  'invalid',
] as const;
export type SchemaRule = (typeof SCHEMA_RULES)[number];

/** The JSON types a value can be asked to be, in words. */
const TYPE_WORDS: Readonly<Record<string, string>> = {
  integer: 'a whole number',
  number: 'a number',
  string: 'text',
  boolean: 'true or false',
  object: 'an object',
  array: 'a list',
  null: 'empty',
};

/**
 * A schema check's refusal as values: every one is always there (`none`, 0 or '' when the rule does
 * not use it), so that a client's text can name any of them.
 */
export interface SchemaCheckValues {
  /**
   * The property (`betAmount`), or what was checked as a whole: `_body`, `_querystring`, `_params`,
   * `_headers`, `_request`, or `_item` for an element of a list.
   */
  field: string;
  /** Its English name (`Bet amount`, `Request body`). */
  label: string;
  rule: SchemaRule;
  /**
   * The JSON type asked for (`integer`), and the other one allowed beside it (or `none`; more than one
   * comma-separated).
   */
  type: string;
  orType: string;
  /** The bound of `minimum`, `maximum`, `minLength`, `maxLength` and `multipleOf`. */
  limit: number;
  /** The allowed values of `oneOf`: how many, all but the last (comma-separated), and the last. */
  count: number;
  others: string;
  last: string;
}

/** The English of a schema check's refusal ("Bet amount must be a whole number"). */
export function schemaCheckText(v: SchemaCheckValues): string {
  switch (v.rule) {
    case 'required':
      return `${v.label} is required`;
    case 'type': {
      const wanted = [v.type, ...v.orType.split(',')].filter((type) => type !== 'none');
      return `${v.label} must be ${wanted.map((type) => TYPE_WORDS[type] ?? type).join(' or ')}`;
    }
    case 'minimum':
      return `${v.label} must be at least ${v.limit}`;
    case 'maximum':
      return `${v.label} must be at most ${v.limit}`;
    case 'minLength':
      return `${v.label} must be at least ${v.limit} characters`;
    case 'maxLength':
      return `${v.label} must be at most ${v.limit} characters`;
    case 'oneOf':
      return `${v.label} must be ${v.count > 1 ? `${v.others} or ${v.last}` : v.last}`;
    case 'multipleOf':
      return `${v.label} must be a multiple of ${v.limit}`;
    default:
      return `${v.label} is not valid`;
  }
}

/** The English of a field the schema does not know. */
export const unknownFieldText = (v: { name: string }) => `Unknown field "${v.name}"`;
