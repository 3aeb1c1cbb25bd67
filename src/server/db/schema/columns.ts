import type { ColumnType } from 'kysely';

// Column names are snake_case in the database and camelCase here (CamelCasePlugin).
// Flags are stored as 0/1 integers so that both dialects bind them the same way.

/** A column the database fills with its default when an insert leaves it out. */
export type Defaulted<T> = ColumnType<T, T | undefined, T>;
/** A nullable column an insert may leave out. */
export type Optional<T> = ColumnType<T | null, T | null | undefined, T | null>;
