import { readFileSync } from 'node:fs';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildRecordingRoutes } from '../testing/route-recorder';
import type { TestApp } from '../testing/test-app';

// The web app's typed client (src/web/lib/api.ts) can call only the routes src/contract/api-routes.ts
// lists, so that list and the server's /api routes must be the same, both ways.

/** The /api routes the server answers that are not for the web client: probes for the proxy. */
const NOT_FOR_THE_WEB_CLIENT = ['GET /api/health', 'GET /api/ready'];

/** The keys of the ApiRoutes interface, `METHOD /api/path`, read from the contract's source. */
function contractRoutes(): string[] {
  const path = new URL('../../contract/api-routes.ts', import.meta.url);
  const source = ts.createSourceFile(path.pathname, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest);
  const routes = source.statements.find(
    (statement): statement is ts.InterfaceDeclaration =>
      ts.isInterfaceDeclaration(statement) && statement.name.text === 'ApiRoutes',
  );
  if (!routes) throw new Error('api-routes.ts has no ApiRoutes interface');
  return routes.members.map((member) => {
    if (!member.name || !ts.isStringLiteral(member.name)) throw new Error('an ApiRoutes key is not a string');
    return member.name.text;
  });
}

describe('the API contract', () => {
  let testApp: TestApp;
  let registered: string[];
  const listed = contractRoutes();

  beforeAll(async () => {
    const built = await buildRecordingRoutes();
    testApp = built.testApp;
    registered = built.routes.map((entry) => entry.route);
  });
  afterAll(async () => {
    await testApp?.close();
  });

  it('lists routes once each', () => {
    expect(listed.length).toBeGreaterThan(0);
    expect(new Set(listed).size).toBe(listed.length);
  });

  it('lists only routes the server registers, with their method and URL', () => {
    expect(listed.filter((route) => !registered.includes(route))).toEqual([]);
    for (const route of listed) {
      const [method, url] = route.split(' ') as [string, string];
      expect(testApp.app.hasRoute({ method, url }), route).toBe(true);
    }
  });

  it('lists every /api route the server registers, but for the probes', () => {
    const unlisted = registered.filter((route) => !listed.includes(route));
    expect(unlisted.filter((route) => !NOT_FOR_THE_WEB_CLIENT.includes(route))).toEqual([]);
    // The exceptions stay true: each is a route the server has and the contract does not.
    expect([...unlisted].sort()).toEqual([...NOT_FOR_THE_WEB_CLIENT].sort());
  });
});
