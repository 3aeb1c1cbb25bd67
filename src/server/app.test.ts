import { describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { registerUser, testConfig, testDialects, useTestDatabase } from './testing/test-app';

describe.each(testDialects())('start-up on %s', (dialect) => {
  const testDb = useTestDatabase(dialect);

  it('runs migrations once, keeps data across restarts and promotes ADMIN_EMAILS accounts', async () => {
    const first = await buildApp(testConfig(), { database: testDb.database, logger: false });
    const user = await registerUser(first, { email: 'later.admin@example.com' });
    expect(user.isAdmin).toBe(false);
    await first.close();

    const second = await buildApp(testConfig({ adminEmails: ['later.admin@example.com'] }), {
      database: testDb.database,
      logger: false,
    });
    const login = await second.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'later.admin@example.com', password: 'secret123' },
    });
    expect(login.json()).toMatchObject({ _id: user._id, funFunds: 100, isAdmin: true });
    const health = await second.inject({ url: '/api/health' });
    expect(health.json()).toEqual({
      status: 'ok',
      database: dialect,
      realtime: 'ok',
      redis: 'not configured',
    });
    await second.close();
  });
});
