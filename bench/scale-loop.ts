import type { EventLoopStats } from '../src/contract/admin';
import { startTs } from './processes';
import type { EventLoopWindow } from './scale-report';

// The two accounts of the event loop that bench:scale lays side by side: the server's own
// (GET /api/admin/event-loop, each read starting a new window) and an idle process's (bench/loop-probe.ts).

export interface IdleProbe {
  /** Ends the probe and gives its event loop window, from its start until now. */
  stop(): Promise<EventLoopWindow>;
}

/** Starts an idle node process and resolves once it watches its loop, so that its window covers the phase. */
export async function startIdleProbe(): Promise<IdleProbe> {
  const probe = startTs('bench/loop-probe.ts', [], process.env, [], 'pipe');
  let output = '';
  probe.stdout?.setEncoding('utf8');
  const exited = new Promise<number | null>((done) => probe.once('exit', done));
  await new Promise<void>((ready, fail) => {
    probe.stdout?.on('data', (chunk: string) => {
      output += chunk;
      if (output.includes('\n')) ready();
    });
    void exited.then((code) => fail(new Error(`the event loop probe exited (${code}) before it started`)));
  });
  return {
    async stop() {
      probe.kill('SIGTERM');
      const code = await exited;
      if (code !== 0) throw new Error(`the event loop probe failed (exit ${code})`);
      return JSON.parse(output.trim().split('\n').pop() ?? '') as EventLoopWindow;
    },
  };
}

/** The server's event loop since the previous read. */
export async function eventLoopSince(baseUrl: string, adminToken: string): Promise<EventLoopWindow> {
  const response = await fetch(`${baseUrl}/api/admin/event-loop`, {
    headers: { authorization: `Bearer ${adminToken}` },
  });
  if (!response.ok) throw new Error(`GET /api/admin/event-loop answered ${response.status}`);
  const stats = (await response.json()) as EventLoopStats;
  return { maxMs: stats.maxMs, p99Ms: stats.p99Ms, lateTurns: stats.lateTurns };
}
