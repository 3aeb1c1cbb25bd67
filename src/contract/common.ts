import { type Static, Type } from 'typebox';

export const ErrorBody = Type.Object({ message: Type.String() });
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

/** The largest row id: ids are PostgreSQL `serial` columns, 32-bit signed integers. */
export const MAX_ROW_ID = 2_147_483_647;

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

/** How each game is named to players. */
export const GAME_NAMES: Readonly<Record<string, string>> = {
  dice: 'Dice',
  slots: 'Slots',
  mines: 'Mines',
  blackjack: 'Blackjack',
  coinflip: 'Coinflip',
};
