import { type APIRequestContext, expect } from '@playwright/test';
import type { Session } from '../src/contract/accounts';

/** The admin of the browser tests: playwright.config.ts lists this e-mail in ADMIN_EMAILS. */
export const E2E_ADMIN = { username: 'e2e_admin', email: 'admin@e2e.test', password: 'admin-secret' };

/** Registers the admin on first use, else signs in (tests share the run's database). */
export async function adminSession(request: APIRequestContext): Promise<Session> {
  const registered = await request.post('/api/auth/register', { data: E2E_ADMIN });
  const response =
    registered.status() === 201
      ? registered
      : await request.post('/api/auth/login', {
          data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password },
        });
  expect(response.ok(), await response.text()).toBe(true);
  const session = (await response.json()) as Session;
  expect(session.isAdmin).toBe(true);
  return session;
}

/** Gives a player funds through the admin API (e.g. to put them on top of Most FF). */
export async function grantFunds(request: APIRequestContext, admin: Session, userId: number, amount: number) {
  const response = await request.post('/api/funds/add', {
    headers: { authorization: `Bearer ${admin.token}` },
    data: { userId, amount, reason: 'e2e setup' },
  });
  expect(response.status()).toBe(200);
}
