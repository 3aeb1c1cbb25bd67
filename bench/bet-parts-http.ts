import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance } from 'fastify';
import { DiceBody, DiceResult } from '../src/contract/dice';
import { loadConfig } from '../src/server/config';
import { registerErrorHandler } from '../src/server/http/error-handler';
import { registerRateLimits, registerSecurityHeaders } from '../src/server/http/security';
import { registerValidators } from '../src/server/http/validators';
import { time } from './timing';

// The HTTP pipeline around a bet, without the database: app.inject on a route that answers a fixed
// DiceResult, with our plugins added one at a time. Differences matter here, not absolute figures.

export interface PipelineTimes {
  hello: number;
  plain: number;
  securityHeaders: number;
  rateLimit: number;
}

const answer: DiceResult = {
  won: true,
  diceResult: 5,
  outcomeDescription: 'Rolled 5: over 3 wins',
  winAmount: 2,
  multiplier: 2,
  betAmount: 1,
  newBalance: 1000001,
  prediction: 'over',
  targetNumber: 3,
  betId: 12345,
  serverSeedHash: 'f'.repeat(64),
  clientSeed: '0123456789abcdef',
  nonce: 42,
};

async function pipeline(securityHeaders: boolean, rateLimit: boolean): Promise<FastifyInstance> {
  const config = { ...loadConfig({}), apiRateLimitMax: 1_000_000_000, logLevel: 'silent' };
  const app = Fastify({ logger: false }).withTypeProvider<TypeBoxTypeProvider>();
  registerValidators(app);
  registerErrorHandler(app);
  if (securityHeaders) registerSecurityHeaders(app);
  if (rateLimit) registerRateLimits(app, config);
  app.post(
    '/api/games/dice',
    { schema: { body: DiceBody, response: { 200: DiceResult } } },
    async () => answer,
  );
  await app.ready();
  return app;
}

export async function timePipeline(iterations: number): Promise<PipelineTimes> {
  console.log('\nper request, the Fastify pipeline (app.inject; differences matter, not the absolute):');
  const payload = JSON.stringify({ betAmount: 1, prediction: 'over', targetNumber: 3 } satisfies DiceBody);
  const inject = (app: FastifyInstance) => () =>
    app.inject({
      method: 'POST',
      url: '/api/games/dice',
      payload,
      headers: { 'content-type': 'application/json', authorization: 'Bearer x' },
    });
  const apps: FastifyInstance[] = [];
  const built = async (securityHeaders: boolean, rateLimit: boolean) => {
    const app = await pipeline(securityHeaders, rateLimit);
    apps.push(app);
    return app;
  };
  try {
    const bare = Fastify({ logger: false });
    apps.push(bare);
    bare.get('/', async () => ({ hello: 'world' }));
    await bare.ready();
    const hello = await time('hello-world GET / (bare Fastify)', iterations, () => bare.inject({ url: '/' }));
    const plain = await time(
      'POST, body + response schema, our validators',
      iterations,
      inject(await built(false, false)),
    );
    const withHeaders = await time('  + security headers', iterations, inject(await built(true, false)));
    const withLimit = await time('  + rate limit (in memory)', iterations, inject(await built(false, true)));
    await time('  + both', iterations, inject(await built(true, true)));
    return { hello, plain, securityHeaders: withHeaders - plain, rateLimit: withLimit - plain };
  } finally {
    await Promise.all(apps.map((app) => app.close()));
  }
}
