import type { FastifyInstance, InjectOptions } from 'fastify';
import { beforeAll } from 'vitest';
import type { Session } from '../../contract/accounts';
import type { LeaderboardEntry } from '../../contract/leaderboard';
import type { AppConfig } from '../config';
import type { DialectName } from '../db/database';
import { bearer, registerUser, type TestApp, useTestApp } from './test-app';

export const TEST_ADMIN_EMAIL = 'admin@admin-tests.example';

/** What an admin call may need: a player to act on, a leaderboard entry to edit, a chat message. */
export interface AdminCallTarget {
  userId: number;
  entryId: number;
  messageId: number;
}

export interface AdminCall {
  name: string;
  request(target: AdminCallTarget): AdminRequest;
  /** The status an admin gets. */
  ok: number;
}

type AdminRequest = Pick<InjectOptions, 'method' | 'url' | 'payload'>;

/** The request that sets a player's ban or admin flag. */
export function userPatch(
  userId: number,
  change: { isBanned: boolean } | { isAdmin: boolean },
): AdminRequest {
  const flag = 'isBanned' in change ? 'ban' : 'admin';
  return { method: 'PATCH', url: `/api/users/${userId}/${flag}`, payload: change };
}

/** The request that adds funds to a player's balance with a reason for the ledger. */
export function fundsAdd(userId: number, amount: unknown, reason: string): AdminRequest {
  return { method: 'POST', url: '/api/funds/add', payload: { userId, amount, reason } };
}

/** Every admin-only call of the API; the access table test runs each as guest, player and admin. */
export const ADMIN_CALLS: AdminCall[] = [
  {
    name: 'GET /api/users',
    ok: 200,
    request: () => ({ method: 'GET', url: '/api/users?search=a&limit=5' }),
  },
  {
    name: 'PATCH /api/users/:id/admin',
    ok: 200,
    request: ({ userId }) => userPatch(userId, { isAdmin: false }),
  },
  {
    name: 'PATCH /api/users/:id/ban',
    ok: 200,
    request: ({ userId }) => userPatch(userId, { isBanned: false }),
  },
  { name: 'POST /api/funds/add', ok: 200, request: ({ userId }) => fundsAdd(userId, 5, 'access test') },
  { name: 'GET /api/admin/audit', ok: 200, request: () => ({ method: 'GET', url: '/api/admin/audit' }) },
  {
    name: 'POST /api/leaderboard',
    ok: 201,
    request: ({ userId }) => ({
      method: 'POST',
      url: '/api/leaderboard',
      payload: { userId, category: 'largest_win', value: 12.5, gameType: 'dice' },
    }),
  },
  {
    name: 'PUT /api/leaderboard/:id',
    ok: 200,
    request: ({ entryId }) => ({ method: 'PUT', url: `/api/leaderboard/${entryId}`, payload: { value: 3 } }),
  },
  {
    name: 'POST /api/leaderboard/update-from-transactions',
    ok: 200,
    request: () => ({ method: 'POST', url: '/api/leaderboard/update-from-transactions' }),
  },
  {
    name: 'DELETE /api/leaderboard/clear/:category',
    ok: 200,
    request: () => ({ method: 'DELETE', url: '/api/leaderboard/clear/largest_win' }),
  },
  {
    name: 'GET /api/social/chat/all',
    ok: 200,
    request: () => ({ method: 'GET', url: '/api/social/chat/all' }),
  },
  {
    name: 'DELETE /api/social/chat/:id',
    ok: 200,
    request: ({ messageId }) => ({ method: 'DELETE', url: `/api/social/chat/${messageId}` }),
  },
  // Last: it removes the entry the calls above use.
  {
    name: 'DELETE /api/leaderboard/:id',
    ok: 200,
    request: ({ entryId }) => ({ method: 'DELETE', url: `/api/leaderboard/${entryId}` }),
  },
];

/** Registers the configured admin (the app must be built with adminEmails: [TEST_ADMIN_EMAIL]). */
export async function registerAdmin(app: FastifyInstance): Promise<Session> {
  const session = await registerUser(app, { email: TEST_ADMIN_EMAIL, username: 'chief_admin' });
  if (!session.isAdmin) throw new Error('the test admin is not an admin: build the app with adminEmails');
  return session;
}

export interface AdminTestApp extends TestApp {
  /** The configured admin, registered before the block's tests run. */
  admin: Session;
}

/** useTestApp with the test admin configured and registered. */
export function useAdminTestApp(dialect: DialectName, overrides: Partial<AppConfig> = {}): AdminTestApp {
  const t = useTestApp(dialect, { adminEmails: [TEST_ADMIN_EMAIL], ...overrides }) as AdminTestApp;
  // Runs after useTestApp's own beforeAll has built the app.
  beforeAll(async () => {
    t.admin = await registerAdmin(t.app);
  });
  return t;
}

/** A fresh Most FF entry of `userId`, for the calls that edit one. */
export async function mostFfEntryOf(app: FastifyInstance, userId: number): Promise<LeaderboardEntry> {
  const response = await app.inject({ method: 'GET', url: '/api/leaderboard' });
  const entry = response.json<{ most_ff: LeaderboardEntry[] }>().most_ff.find((row) => row.userId === userId);
  if (!entry) throw new Error(`no Most FF entry for user ${userId}`);
  return entry;
}

export const as = (session: Session | null) => (session ? { headers: bearer(session) } : {});

/** `request` made by `admin` on `app`. */
export function asAdmin(app: FastifyInstance, admin: Session, request: AdminRequest) {
  return app.inject({ ...request, ...as(admin) });
}
