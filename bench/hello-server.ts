import Fastify from 'fastify';

// The reference point of the bet benchmark: bare Fastify, no plugins, no logger, no schema.
const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));

const port = Number(process.env.PORT ?? 3001);
await app.listen({ port, host: '127.0.0.1' });

process.on('SIGTERM', () => {
  void app.close().then(() => process.exit(0));
});
