import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers smaller than this go out as they are: compressing them saves less than it costs. */
const THRESHOLD_BYTES = 1024;

/**
 * Route options for a bet route, whose answers are small: a dice result is about 300 bytes, a slots
 * spin 400–900 and at most about 2.3 KB (every one of the nine lines paying). It goes without the
 * compression hooks, which on nearly every answer would only measure it and pass it on, at a cost on
 * every bet; the rare spin over the threshold goes uncompressed too, a kilobyte or so more.
 */
export const uncompressedRoute = { compress: false } as const;

/**
 * Compresses every answer worth it (JSON, scripts, styles, HTML, SVG) with brotli or gzip, whichever
 * the browser asks for first. Brotli at quality 4 compresses about as fast as gzip and smaller.
 * Request bodies are read as sent: no decompression of uploads. Register it before the routes.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: THRESHOLD_BYTES,
    globalDecompression: false,
  });
}
