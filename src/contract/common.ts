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
