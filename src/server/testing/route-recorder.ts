import { channel } from 'node:diagnostics_channel';
import type { FastifyInstance } from 'fastify';
import type { RouteAccess } from '../http/auth-guards';
import { buildTestApp, type TestApp } from './test-app';

/** One /api route the app registered: `METHOD /api/path` and who may call it. */
export interface RegisteredRoute {
  route: string;
  access: RouteAccess | undefined;
}

/**
 * Builds the app (SQLite, with the opt-in event-loop route too) while listening to Fastify's
 * initialization channel, which hands over the instance before any route exists, so an onRoute hook
 * sees every /api route the app registers. HEAD routes, Fastify's own copies of the GET routes, are
 * left out.
 */
export async function buildRecordingRoutes(): Promise<{ testApp: TestApp; routes: RegisteredRoute[] }> {
  const routes: RegisteredRoute[] = [];
  const initialization = channel('fastify.initialization');
  const record = (message: unknown) => {
    const { fastify } = message as { fastify: FastifyInstance };
    fastify.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) {
        if (method === 'HEAD' || !route.url.startsWith('/api')) continue;
        routes.push({ route: `${method} ${route.url}`, access: route.config?.access });
      }
    });
  };
  initialization.subscribe(record);
  try {
    return { testApp: await buildTestApp('sqlite', { eventLoopStats: true }), routes };
  } finally {
    initialization.unsubscribe(record);
  }
}
