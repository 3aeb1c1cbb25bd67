import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { messages } from '../../contract/messages';
import { errorBody } from './errors';

/**
 * Serves the built web app from `root`: hashed assets cached for a year (brotli or gzip copies made at
 * build when the browser takes them), index.html never,
 * and index.html for every unknown non-API path so the app's router can answer (or show 'Page Not Found').
 */
export async function registerWebApp(app: FastifyInstance, root: string): Promise<void> {
  const hasWebApp = existsSync(join(root, 'index.html'));
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each asset (scripts/precompress.ts): sent as they are.
      preCompressed: true,
      setHeaders(res, path) {
        const immutable = path.includes(`${join(root, 'assets')}`);
        res.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') && !path.startsWith('/api/') && path !== '/api';
    if (isPage && hasWebApp) {
      return reply.header('Cache-Control', 'no-cache').type('text/html').sendFile('index.html');
    }
    if (isPage) {
      return reply.status(503).type('text/plain').send('The web app is not built yet: run npm run build.');
    }
    return reply.status(404).send(errorBody(messages.notFound));
  });
}
