import { type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely, PostgresAdapter } from 'kysely';

// Migrations are dialect-neutral but for the auto-increment key, which each dialect spells its own way.
export function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** A new table whose first column is its auto-increment key. */
export function createTableWithId(db: Kysely<unknown>, table: string) {
  const pg = isPostgres(db);
  return db.schema
    .createTable(table)
    .addColumn('id', pg ? 'serial' : 'integer', (c) =>
      pg ? c.primaryKey() : c.primaryKey().autoIncrement(),
    );
}

export const required = (c: ColumnDefinitionBuilder) => c.notNull();

/** The player a row belongs to: the row goes with the player's account. */
export const ownedByUser = (c: ColumnDefinitionBuilder) =>
  c.notNull().references('users.id').onDelete('cascade');

/** A server seed, secret until revealed, beside its hash, published before any bet uses the seed. */
export function withServerSeed<TB extends string, C extends string>(table: CreateTableBuilder<TB, C>) {
  return table.addColumn('server_seed', 'text', required).addColumn('server_seed_hash', 'text', required);
}

/** What recomputes a bet: the public half of its seed pair and the nonce it drew with. */
export function withBetSeed<TB extends string, C extends string>(table: CreateTableBuilder<TB, C>) {
  return table
    .addColumn('server_seed_hash', 'text', required)
    .addColumn('client_seed', 'text', required)
    .addColumn('nonce', 'integer', required);
}

/** An index over a table's columns; chain `.unique()` or `.where()` before `.execute()`. */
export function indexOn(db: Kysely<unknown>, table: string, name: string, columns: string[]) {
  return db.schema.createIndex(name).on(table).columns(columns);
}

/** Drops the tables in the order given: those that reference others first. */
export async function dropTables(db: Kysely<unknown>, tables: string[]): Promise<void> {
  for (const table of tables) await db.schema.dropTable(table).execute();
}
