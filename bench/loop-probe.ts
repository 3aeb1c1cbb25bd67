import { monitorEventLoopDelay } from 'node:perf_hooks';
import { watchLateTurns } from '../src/server/http/late-turns';

// The reference for the server's event loop figure: an idle node process's own event loop delay over
// the same stretch of time. On a machine shared with other work, a process that waits for a core
// shows the same delays as one whose task holds its loop; this one does nothing, so its delays are
// the machine's. Usage (bench/scale-loop.ts): tsx bench/loop-probe.ts; it prints a line once it
// watches its loop and, on SIGTERM, { maxMs, p99Ms, lateTurns } as JSON, the late turns (at least
// 2 ms late, with when they began) for bench:scale to lay beside the server's.

const histogram = monitorEventLoopDelay({ resolution: 1 });
histogram.enable();
const lateTurns = watchLateTurns(2);
// Something to wait for, so that the loop stays alive with only unref'd timers.
const keepAlive = setInterval(() => undefined, 60_000);
process.stdout.write('watching\n');

process.once('SIGTERM', () => {
  histogram.disable();
  lateTurns.stop();
  clearInterval(keepAlive);
  const ms = (ns: number) => Math.round(ns / 1e4) / 100;
  const window = {
    maxMs: ms(histogram.max),
    p99Ms: ms(histogram.percentile(99)),
    lateTurns: lateTurns.take(),
  };
  process.stdout.write(`${JSON.stringify(window)}\n`);
});
