import { moderationMessages } from './moderation-texts';
import { type SchemaCheckValues, schemaCheckText, unknownFieldText } from './request-texts';
import { TIP_LIMITS, tipsMessages } from './tips-texts';

// Messages filled in at run time (a limit, an amount left, a time), as error answers carry them
// (issue 39): the English `message`, its `code` and the `values` a client writes its own words with.
// The web's `errors` catalogue holds each code's text as ICU with these arguments; its English is
// `template` below, and a test checks that it gives the contract's own English for the same values
// (a time, `until`, is an ISO 8601 value the client writes in its own way).

/** Each filled message: its English as the contract writes it, from the values; its ICU text. */
const FILLED = {
  'tips.accountTooNew': {
    english: (v: { hoursLeft: number; minHours: number }) => tipsMessages.accountTooNew(v.hoursLeft),
    template:
      'Your account must be at least {minHours, number} hours old to send tips or rain ' +
      '({hoursLeft, plural, one {# hour} other {# hours}} to go)',
  },
  'tips.notEnoughWagered': {
    english: (v: { wagered: number; minWagered: number }) => tipsMessages.notEnoughWagered(v.wagered),
    template:
      'You must have wagered at least {minWagered, number} FF in total to send tips or rain (so far: {wagered, number} FF)',
  },
  'tips.dailyLimit': {
    english: (v: { left: number; dailyLimit: number }) => tipsMessages.dailyLimit(v.left),
    template:
      'You can send at most {dailyLimit, number} FF a day in tips and rain: {left, number} FF left today ' +
      '(the day resets at 00:00 UTC)',
  },
  'request.schemaCheck': {
    english: (v: SchemaCheckValues) => schemaCheckText(v),
    // The field's name by its key in other languages (`betAmount`), its English label otherwise.
    template:
      '{field, select, other {{label}}} {rule, select, required {is required} ' +
      'type {must be {type, select, integer {a whole number} number {a number} string {text} boolean {true or false} object {an object} array {a list} null {empty} other {{type}}}' +
      '{orType, select, none {} integer { or a whole number} number { or a number} string { or text} boolean { or true or false} object { or an object} array { or a list} null { or empty} other { or {orType}}}} ' +
      'minimum {must be at least {limit, number, ::group-off}} ' +
      'maximum {must be at most {limit, number, ::group-off}} ' +
      'minLength {must be at least {limit, number, ::group-off} characters} ' +
      'maxLength {must be at most {limit, number, ::group-off} characters} ' +
      'oneOf {must be {count, plural, =1 {{last}} other {{others} or {last}}}} ' +
      'multipleOf {must be a multiple of {limit, number, ::group-off}} ' +
      'other {is not valid}}',
  },
  'request.unknownField': {
    english: (v: { name: string }) => unknownFieldText(v),
    template: 'Unknown field "{name}"',
  },
  'moderation.chatMutedUntil': {
    english: (v: { until: string }) => moderationMessages.chatMutedUntil(v.until),
    template: 'You are muted from chat until {until}',
  },
} as const;

export type FilledCode = keyof typeof FILLED;
type ValuesOf<C extends FilledCode> = Parameters<(typeof FILLED)[C]['english']>[0];

/** A filled message as an error answer carries it. */
export interface FilledMessage {
  message: string;
  code: FilledCode;
  values: Record<string, string | number>;
}

/** The filled message of `code` for `values` (its English, code and values). */
export function filledMessage<C extends FilledCode>(code: C, values: ValuesOf<C>): FilledMessage {
  const english = FILLED[code].english as (values: ValuesOf<C>) => string;
  return { message: english(values), code, values: { ...values } };
}

/** The limits the tips' messages name, as their values carry them. */
export const tipLimitValues = {
  minHours: TIP_LIMITS.minAccountAgeHours,
  minWagered: TIP_LIMITS.minWagered,
  dailyLimit: TIP_LIMITS.dailyLimit,
} as const;

/** Each filled code's English ICU text, for the `errors` catalogue. */
export const filledTemplates: Readonly<Record<FilledCode, string>> = Object.fromEntries(
  Object.entries(FILLED).map(([code, { template }]) => [code, template]),
) as Record<FilledCode, string>;
