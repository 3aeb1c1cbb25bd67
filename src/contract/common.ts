import { type Static, type TObject, type TProperties, type TSchema, Type } from 'typebox';
import { MAX_ROW_ID } from './common-texts';

export * from './common-texts';

/**
 * An error answer: the English message, and its stable code when it is a contract message (message-codes.ts)
 * or a message filled in at run time (filled-messages.ts), whose `values` then come with it.
 */
export const ErrorBody = Type.Object({
  message: Type.String(),
  code: Type.Optional(Type.String()),
  values: Type.Optional(Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()]))),
});
export type ErrorBody = Static<typeof ErrorBody>;

export const MessageBody = Type.Object({ message: Type.String() });
export type MessageBody = Static<typeof MessageBody>;

/** The error answers every route may give, for response schemas. */
export const errorResponses = {
  400: ErrorBody,
  401: ErrorBody,
  403: ErrorBody,
  404: ErrorBody,
  409: ErrorBody,
  429: ErrorBody,
} as const;

/** A route's responses: its one success answer (200) beside the error answers. */
export const okResponses = <T extends TSchema>(body: T) => ({ 200: body, ...errorResponses });

/** A route's responses when success creates something (201). */
export const createdResponses = <T extends TSchema>(body: T) => ({ 201: body, ...errorResponses });

/** Another player named in an answer. */
export const UserRef = Type.Object({ id: Type.Integer(), username: Type.String() });

/** A row id in a body or a query; anything outside the database's range is refused before any query. */
export const RowId = () => Type.Integer({ minimum: 1, maximum: MAX_ROW_ID });

/**
 * The `/:id` of every route that names one row. A path whose id cannot name a row (negative, not a
 * number, beyond the database's range) names nothing, so it answers 404 with `notFoundMessage`, the
 * same answer as an id that names no row (see the server's error handler).
 */
export function IdParams(notFoundMessage: string) {
  return Type.Object({ id: RowId() }, { notFoundMessage });
}

/** A string that must be one of `values`, as a plain JSON-schema enum (one clear validation message). */
export function StringEnum<const T extends readonly string[]>(values: T) {
  return Type.Unsafe<T[number]>({ type: 'string', enum: [...values] });
}

type ActionVariants<V extends Record<string, TProperties>> = {
  [A in keyof V & string]: { action: A } & Static<TObject<V[A]>>;
}[keyof V & string];

/**
 * A body whose `action` says which other fields it has: `variants` maps each action to its fields.
 * Its type is the union of the variants. It is checked as a chain of if/then rather than anyOf so that
 * a refusal speaks of the variant the action names ("Selected tile must be a whole number"), and an
 * unknown action gets the one enum message ("Action must be start, reveal or cashout").
 */
export function ByAction<const V extends Record<string, TProperties>>(variants: V) {
  const actions = Object.keys(variants);
  const chain = actions.reduceRight<TSchema>(
    (otherwise, action) =>
      Type.Dependent(
        Type.Object({ action: Type.Literal(action) }),
        Type.Object({ action: Type.Literal(action), ...variants[action] }),
        otherwise,
      ),
    Type.Object({ action: StringEnum(actions) }),
  );
  return Type.Unsafe<ActionVariants<V>>(chain);
}
