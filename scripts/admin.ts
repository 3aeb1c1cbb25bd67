import { loadConfig } from '../src/server/config';
import { migrateToLatest, openDatabase } from '../src/server/db/database';
import { runAdminCommand } from '../src/server/domains/accounts/admin-cli';
import { tellRunningInstances } from '../src/server/domains/accounts/announce-sessions';

// `npm run admin -- <command>` (no command: its usage): works on the database DATABASE_URL names (the
// SQLite file by default) and, with REDIS_URL set, tells the running instances of a change of rights,
// so that they drop the user's sessions at once.
const config = loadConfig();
const database = await openDatabase(config.databaseUrl);
try {
  await migrateToLatest(database.db, database.schema);
  const result = await runAdminCommand(database.db, process.argv.slice(2));
  (result.exitCode === 0 ? console.log : console.error)(result.output);
  process.exitCode = result.exitCode;
  const untold = await tellRunningInstances(config, result.changedUserId);
  if (untold) {
    console.error(untold);
    process.exitCode = 1;
  }
} finally {
  await database.close();
}
