import { execFile } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '../../contract/accounts';
import { buildApp } from '../app';
import { bearer, buildTestApp, expectLedgerConsistent, type TestApp, testConfig } from '../testing/test-app';
import { backupSqlite } from './backup';
import { openDatabase } from './database';

const run = promisify(execFile);
const repositoryRoot = fileURLToPath(new URL('../../..', import.meta.url));

describe('npm run backup: an online copy of the SQLite database', () => {
  let t: TestApp;
  let directory: string;
  let sourcePath: string;
  const players: Session[] = [];

  beforeAll(async () => {
    t = await buildTestApp('sqlite');
    sourcePath = t.database.sqlite?.name as string;
    directory = mkdtempSync(join(tmpdir(), 'casino-backup-'));
    for (let i = 0; i < 4; i += 1) players.push(await t.register());
  });
  afterAll(async () => {
    await t?.close();
    if (directory) rmSync(directory, { recursive: true, force: true });
  });

  const bet = (player: Session) =>
    t.app.inject({
      method: 'POST',
      url: '/api/games/dice',
      headers: bearer(player),
      payload: { betAmount: 1, prediction: 'under', targetNumber: 4 },
    });

  it('copies while bets are placed, and the restored copy has every ledger intact', async () => {
    let betting = true;
    let answered = 0;
    const bettors = players.map(async (player) => {
      while (betting) {
        const response = await bet(player);
        if (response.statusCode === 200) answered += 1;
        await new Promise((resolve) => setTimeout(resolve, 1));
      }
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    const answeredBefore = answered;

    // The command an operator runs, in a process of its own, while this one keeps writing.
    const file = join(directory, 'casino-copy.db');
    const { stdout } = await run(process.execPath, ['--import', 'tsx', 'scripts/backup.ts', file], {
      cwd: repositoryRoot,
      env: { ...process.env, DATABASE_URL: `sqlite:${sourcePath}` },
    });
    expect(stdout).toContain(`to ${file}:`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    betting = false;
    await Promise.all(bettors);
    expect(answered).toBeGreaterThan(answeredBefore);

    // Restore as README says: the copy becomes the database file of a stopped server, then it starts.
    const restored = join(mkdtempSync(join(directory, 'restored-')), 'casino.db');
    copyFileSync(file, restored);
    const database = await openDatabase(`sqlite:${restored}`);
    const app = await buildApp(testConfig({ databaseUrl: `sqlite:${restored}` }), {
      database,
      logger: false,
    });
    try {
      const rows = await database.db
        .selectFrom('transactions')
        .select(({ fn }) => fn.countAll().as('n'))
        .executeTakeFirstOrThrow();
      // Everything answered before the copy began is in it (the sign-up grants and those bets at least).
      expect(Number(rows.n)).toBeGreaterThanOrEqual(players.length + answeredBefore);
      for (const player of players) {
        const balance = await expectLedgerConsistent(database, player._id);
        const me = await app.inject({ url: '/api/users/me', headers: bearer(player) });
        expect(me.json<{ funFunds: number }>().funFunds).toBe(balance);
      }
      // Play goes on from the restored copy.
      const next = await app.inject({
        method: 'POST',
        url: '/api/games/dice',
        headers: bearer(players[0] as Session),
        payload: { betAmount: 1, prediction: 'under', targetNumber: 4 },
      });
      expect(next.statusCode).toBe(200);
      await expectLedgerConsistent(database, (players[0] as Session)._id);
    } finally {
      await app.close();
      await database.close();
    }
  });

  it('refuses to overwrite a file, and names what is missing', async () => {
    const existing = join(directory, 'existing.db');
    writeFileSync(existing, 'keep me');
    await expect(backupSqlite(sourcePath, existing)).rejects.toThrow('already exists');
    await expect(backupSqlite(join(directory, 'none.db'), join(directory, 'new.db'))).rejects.toThrow(
      'There is no database',
    );
  });
});
