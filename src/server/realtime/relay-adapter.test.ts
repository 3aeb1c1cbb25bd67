import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Redis } from 'ioredis';
import { Server } from 'socket.io';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectSocket, type TestSocket } from '../testing/socket-client';
import { testRedisUrl } from '../testing/test-database';
import { createRelayAdapter } from './relay-adapter';
import type { RealtimeServer } from './socket-types';
import { createTurnQueue } from './turn-queue';

const redisUrl = testRedisUrl();

describe.skipIf(!redisUrl)(
  redisUrl ? 'the relaying adapter' : 'the relaying adapter: skipped, set REDIS_URL',
  () => {
    const key = `test-relay-${randomBytes(4).toString('hex')}`;
    const clients: Redis[] = [];
    const servers: RealtimeServer[] = [];
    /** Each instance's queue, with what went through it. */
    const queues = [0, 1].map(() => {
      const queue = createTurnQueue();
      const counted = {
        pushed: 0,
        push(job: () => void) {
          counted.pushed += 1;
          queue.push(job);
        },
        get length() {
          return queue.length;
        },
      };
      return counted;
    });
    let watcher: TestSocket;

    beforeAll(async () => {
      for (const queue of queues) {
        const [pub, sub] = [new Redis(redisUrl as string), new Redis(redisUrl as string)];
        clients.push(pub, sub);
        const http = createServer();
        const io: RealtimeServer = new Server(http);
        io.adapter(createRelayAdapter(pub, sub, { key }, queue));
        io.on('connection', (socket) => void socket.join('watchers'));
        servers.push(io);
        await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
      }
      const address = (servers[1] as RealtimeServer).httpServer.address() as AddressInfo;
      watcher = await connectSocket(`http://127.0.0.1:${address.port}`);
      // The adapters subscribe as they start: once a first broadcast comes through, the next ones will.
      for (let heard = false; !heard; ) {
        (servers[0] as RealtimeServer)
          .to('watchers')
          .emit('crashTick', { id: 0, elapsedMs: 0, multiplier: 1 });
        heard = await watcher
          .next('crashTick', (tick) => tick.id === 0, 200)
          .then(
            () => true,
            () => false,
          );
      }
      for (const queue of queues) queue.pushed = 0;
    });

    afterAll(async () => {
      watcher?.close();
      await Promise.all(servers.map((io) => io.close()));
      for (const client of clients) client.disconnect();
    });

    it("writes another instance's broadcasts from the turn queue, in order", async () => {
      const tick = (id: number) => ({ id, elapsedMs: id * 100, multiplier: 1 });
      for (const id of [1, 2, 3]) (servers[0] as RealtimeServer).to('watchers').emit('crashTick', tick(id));
      for (const id of [1, 2, 3]) expect(await watcher.next('crashTick', (t) => t.id > 0)).toEqual(tick(id));
      // Relayed on the watcher's instance through its queue (the sender hears its own back, and drops them there).
      expect(queues[1]?.pushed).toBe(3);
    });
  },
);
