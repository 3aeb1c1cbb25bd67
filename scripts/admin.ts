import { loadConfig } from '../src/server/config';
import { migrateToLatest, openDatabase } from '../src/server/db/database';
import { runAdminCommand } from '../src/server/domains/accounts/admin-cli';

// `npm run admin -- promote EMAIL`: works on the database DATABASE_URL names (the SQLite file by default).
const config = loadConfig();
const database = await openDatabase(config.databaseUrl);
try {
  await migrateToLatest(database.db, database.schema);
  const result = await runAdminCommand(database.db, process.argv.slice(2));
  (result.exitCode === 0 ? console.log : console.error)(result.output);
  process.exitCode = result.exitCode;
} finally {
  await database.close();
}
