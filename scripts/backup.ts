import { loadConfig } from '../src/server/config';
import { backupSqlite } from '../src/server/db/backup';

// `npm run backup -- FILE`: a consistent copy of the SQLite database DATABASE_URL names (the default
// ./data/casino.db), taken while the server runs. docs/operations.md, "Backups", says how to restore it.
const destination = process.argv[2];
const { databaseUrl } = loadConfig();

if (!destination) {
  console.error('Usage: npm run backup -- FILE (a new file, e.g. backups/casino-2030-01-01.db)');
  process.exitCode = 2;
} else if (!databaseUrl.startsWith('sqlite:')) {
  console.error(
    'DATABASE_URL names PostgreSQL: back it up with pg_dump or pg_basebackup (see docs/operations.md).',
  );
  process.exitCode = 2;
} else {
  const source = databaseUrl.slice('sqlite:'.length);
  try {
    const summary = await backupSqlite(source, destination);
    console.log(
      `Copied ${source} to ${destination}: ${summary.pages} pages, ${summary.users} players, ` +
        `${summary.ledgerRows} ledger rows; the copy passes SQLite's check.`,
    );
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
  }
}
