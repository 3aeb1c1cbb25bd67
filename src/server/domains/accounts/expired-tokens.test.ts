import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, type TestApp, testDialects, useTestApp } from '../../testing/test-app';
import { sweepExpiredTokens } from './expired-tokens';
import { createAccountsRepository } from './repository';

const silent = { warn() {} } as unknown as Parameters<typeof sweepExpiredTokens>[1];

describe.each(testDialects())('the sweep of expired sessions on %s', (dialect) => {
  const t: TestApp = useTestApp(dialect);
  let expired: { token: string }[];
  let current: { token: string };

  beforeAll(async () => {
    const sessions = await Promise.all(Array.from({ length: 6 }, () => t.register()));
    expired = sessions.slice(0, 5);
    current = sessions[5] as { token: string };
    const ids = sessions.slice(0, 5).map((session) => session._id);
    await t.database.db
      .updateTable('authTokens')
      .set({ expiresAt: '2000-01-01T00:00:00.000Z' })
      .where('userId', 'in', ids)
      .execute();
  });

  async function tokensLeft(): Promise<number> {
    const row = await t.database.db
      .selectFrom('authTokens')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  it('deletes expired tokens in batches after the start, with a pause between two, and keeps the others', async () => {
    const before = await tokensLeft();
    const sweep = sweepExpiredTokens(createAccountsRepository(t.database.db), silent, {
      batch: 2,
      firstAfterMs: 60_000,
      pauseMs: 50,
    });
    try {
      // Nothing before its time: a start never waits for it.
      expect(await tokensLeft()).toBe(before);
      const startedAt = performance.now();
      await sweep.run();
      expect(await tokensLeft()).toBe(before - expired.length);
      // Five expired sessions in batches of two: two full batches, so two pauses before the last one.
      expect(performance.now() - startedAt).toBeGreaterThanOrEqual(2 * 50 - 5);
    } finally {
      await sweep.stop();
    }
    const me = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(current) });
    expect(me.statusCode).toBe(200);
    const gone = await t.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: bearer(expired[0] as { token: string }),
    });
    expect(gone.statusCode).toBe(401);
  });
});
