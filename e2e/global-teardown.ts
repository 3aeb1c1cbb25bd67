import { rm } from 'node:fs/promises';

/** Removes the run's SQLite database (and its WAL files) once the web server has stopped. */
export default async function globalTeardown(): Promise<void> {
  const file = process.env.E2E_DB_FILE;
  if (!file) return;
  await Promise.all(
    ['', '-wal', '-shm', '-journal'].map((suffix) => rm(`${file}${suffix}`, { force: true })),
  );
}
