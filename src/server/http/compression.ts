import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers smaller than this go out as they are: compressing them saves less than it costs. */
const THRESHOLD_BYTES = 1024;

/**
 * Route options for a route whose answers are always under the threshold (a dice bet's result, about
 * 300 bytes): it goes without the compression hooks, which would only measure the answer and pass
 * it on. (A slots spin with many winning lines can pass 1 KB, so slots keeps them.)
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
