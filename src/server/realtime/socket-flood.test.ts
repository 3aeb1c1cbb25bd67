import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '../../contract/accounts';
import { messages } from '../../contract/messages';
import { connectSocket, listenOnFreePort } from '../testing/socket-client';
import { bearer, testDialects, useTestApp } from '../testing/test-app';
import { EVENT_BUDGETS } from './event-budget';

const FLOOD_EVENTS = 20_000;
/** Generous: timings on a shared machine vary; the figure is printed, the bound only catches a stall. */
const ME_P99_BOUND_MS = 1_000;

interface FloodReport {
  sent: number;
  answers: number;
  errors: string[];
  disconnectReason: string | null;
  elapsedMs: number;
}

// The flooding client runs in a worker thread, so that its own work does not hold up the server's
// event loop (which this test process shares) and only the server's handling is measured.
const FLOODER = `
const { parentPort, workerData } = require('node:worker_threads');
const { io } = require(workerData.client);
const socket = io(workerData.url, {
  path: '/socket.io',
  auth: workerData.token ? { token: workerData.token } : {},
  transports: ['websocket'],
  reconnection: false,
  forceNew: true,
});
const report = { sent: 0, answers: 0, errors: [], disconnectReason: null, elapsedMs: 0 };
socket.on('activeSessions', () => { report.answers += 1; });
socket.on('error', (error) => { report.errors.push(error.message); });
socket.on('disconnect', (reason) => { report.disconnectReason = reason; });
socket.on('connect', async () => {
  parentPort.postMessage({ type: 'connected' });
  const started = Date.now();
  for (let i = 0; i < workerData.events && socket.connected; i += 1) {
    socket.emit(workerData.event);
    report.sent += 1;
    // Let the socket write now and then, as a real client's event loop would.
    if (i % 200 === 199) await new Promise((resolve) => setImmediate(resolve));
  }
  report.elapsedMs = Date.now() - started;
  setTimeout(() => {
    socket.close();
    parentPort.postMessage({ type: 'done', report });
  }, 300);
});
socket.on('connect_error', (error) => parentPort.postMessage({ type: 'failed', message: error.message }));
`;

function flood(
  url: string,
  token: string | undefined,
  event: string,
): {
  connected: Promise<void>;
  done: Promise<FloodReport>;
} {
  const client = createRequire(import.meta.url).resolve('socket.io-client');
  const worker = new Worker(FLOODER, {
    eval: true,
    workerData: { url, token, event, events: FLOOD_EVENTS, client },
  });
  let connected: () => void = () => undefined;
  const connectedPromise = new Promise<void>((resolve) => {
    connected = resolve;
  });
  const done = new Promise<FloodReport>((resolve, reject) => {
    worker.on('message', (message: { type: string; report?: FloodReport; message?: string }) => {
      if (message.type === 'connected') connected();
      if (message.type === 'failed') reject(new Error(`flooder could not connect: ${message.message}`));
      if (message.type === 'done' && message.report) resolve(message.report);
    });
    worker.on('error', reject);
  }).finally(() => worker.terminate());
  return { connected: connectedPromise, done };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? Number.NaN;
}

describe.each(testDialects())('one socket flooding the server on %s', (dialect) => {
  const t = useTestApp(dialect);
  let url: string;
  let player: Session;
  beforeAll(async () => {
    url = await listenOnFreePort(t.app);
    player = await t.register();
  });

  it.each([
    ['without a token', false],
    ['signed in', true],
  ])(
    '%s: is refused past its budget, then disconnected, and /api/users/me stays answered',
    async (_name, signedIn) => {
      const flooder = await t.register();
      const { connected, done } = flood(url, signedIn ? flooder.token : undefined, 'getActiveSessions');
      await connected;

      let flooding = true;
      const finished = done.finally(() => {
        flooding = false;
      });
      const latencies: number[] = [];
      const statuses: number[] = [];
      // Calls one after another, as a player's page would, for as long as the flood lasts (at least 50).
      while (flooding || latencies.length < 50) {
        const started = performance.now();
        const res = await fetch(`${url}/api/users/me`, { headers: bearer(player) });
        await res.arrayBuffer();
        latencies.push(performance.now() - started);
        statuses.push(res.status);
      }
      const report = await finished;

      const sorted = [...latencies].sort((a, b) => a - b);
      const p50 = percentile(sorted, 50);
      const p99 = percentile(sorted, 99);
      console.log(
        `[flood ${dialect}, ${signedIn ? 'signed in' : 'no token'}] sent ${report.sent} events in ` +
          `${report.elapsedMs} ms, ${report.answers} answered, disconnect: ${report.disconnectReason}; ` +
          `GET /api/users/me x${latencies.length}: p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, ` +
          `max ${(sorted.at(-1) ?? 0).toFixed(1)} ms`,
      );

      expect(statuses.every((status) => status === 200)).toBe(true);
      expect(p99).toBeLessThan(ME_P99_BOUND_MS);
      // Refused past the budget with a clear error, then cut off: the lobby was read a bounded number of times.
      expect(report.errors).toContain(messages.tooManyRequests);
      expect(report.errors).toContain(messages.socketFlooded);
      expect(report.disconnectReason).toBe('io server disconnect');
      const budget = signedIn ? EVENT_BUDGETS.signedIn : EVENT_BUDGETS.guest;
      expect(report.answers).toBeLessThanOrEqual(budget.burst + budget.perSecond * 10);
      expect(report.sent).toBeLessThan(FLOOD_EVENTS);

      // Other sockets are served as before.
      const bystander = await connectSocket(url, player.token);
      bystander.socket.emit('getActiveSessions');
      await bystander.next('activeSessions');
      bystander.close();
    },
  );

  it('lets a page that sends a few events at a time go on for as long as it likes', async () => {
    const page = await connectSocket(url, player.token);
    try {
      for (let round = 0; round < 3; round += 1) {
        for (let i = 0; i < 10; i += 1) page.socket.emit('getActiveSessions');
        for (let i = 0; i < 10; i += 1) await page.next('activeSessions');
      }
      expect(page.all('error')).toEqual([]);
      expect(page.socket.connected).toBe(true);
    } finally {
      page.close();
    }
  });
});
