import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../contract/messages';
import { buildRecordingRoutes, type RegisteredRoute } from '../testing/route-recorder';
import type { HttpMethod, TestApp } from '../testing/test-app';
import type { RouteAccess } from './auth-guards';

// Every /api route says who may call it (`config: { access: 'user' | 'admin' }`, auth-guards.ts), or
// is public by name below: a new route without either fails here, so none is left open by mistake.

/** The /api routes anyone may call, without a session. */
const PUBLIC_ROUTES = [
  'POST /api/auth/register',
  'POST /api/auth/login',
  'GET /api/health',
  'GET /api/ready',
  'GET /api/shop/items',
  'GET /api/leaderboard',
  'GET /api/fairness/rtp',
  'GET /api/games/crash',
  'GET /api/games/crash/rounds/:id',
  'GET /api/games/crash/wins',
  'GET /api/users/:id/achievements',
  'GET /api/bets/live',
  'GET /api/bets/:id',
  'GET /api/races/current',
  'GET /api/races',
];

/** A route's method and a URL that reaches it (each parameter 1: the guard answers before any check). */
function callOf(route: string): [HttpMethod, string] {
  const [method, path] = route.split(' ') as [HttpMethod, string];
  return [method, path.replace(/:\w+/g, '1')];
}

// The route table is the same on either database, so SQLite alone.
describe('route access', () => {
  let testApp: TestApp;
  let routes: RegisteredRoute[];
  const withAccess = (access: RouteAccess) => routes.filter((r) => r.access === access).map((r) => r.route);

  beforeAll(async () => {
    ({ testApp, routes } = await buildRecordingRoutes());
  });
  afterAll(async () => {
    await testApp?.close();
  });

  it('is named by every /api route, but for the public ones listed', () => {
    expect(routes.length).toBeGreaterThan(0);
    const unnamed = routes.filter((r) => r.access === undefined).map((r) => r.route);
    expect(unnamed.sort()).toEqual([...PUBLIC_ROUTES].sort());
  });

  it('keeps every route that is not public from a call without a session (401)', async () => {
    const guarded = routes.map((r) => r.route).filter((route) => !PUBLIC_ROUTES.includes(route));
    expect(guarded.length).toBeGreaterThan(0);
    const answers = await Promise.all(
      guarded.map(async (route) => {
        const [method, url] = callOf(route);
        return `${route} ${(await testApp.call(method, url)).statusCode}`;
      }),
    );
    expect(answers).toEqual(guarded.map((route) => `${route} 401`));
  });

  it("keeps the admins' routes from a signed-in player who is no admin (403)", async () => {
    const player = await testApp.register();
    const adminRoutes = withAccess('admin');
    expect(adminRoutes).toContain('GET /api/admin/event-loop');
    const answers = await Promise.all(
      adminRoutes.map(async (route) => {
        const [method, url] = callOf(route);
        const response = await testApp.call(method, url, player);
        return `${route} ${response.statusCode} ${response.json().message}`;
      }),
    );
    expect(answers).toEqual(adminRoutes.map((route) => `${route} 403 ${messages.adminRequired}`));
  });
});
