import express from 'express';

// The second reference point of the bet benchmark: bare Express 5, no middleware, the same answer as
// bench/hello-server.ts.
const app = express();
app.get('/', (_request, response) => {
  response.json({ hello: 'world' });
});

const port = Number(process.env.PORT ?? 3002);
const server = app.listen(port, '127.0.0.1', (error?: Error) => {
  if (error) throw error;
});

process.on('SIGTERM', () => {
  server.close(() => process.exit(0));
  server.closeAllConnections();
});
