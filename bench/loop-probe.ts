import { monitorEventLoopDelay } from 'node:perf_hooks';
import { watchLateTurns } from '../src/server/http/late-turns';

// The reference for the server's event loop figure: an idle node process's own event loop delay over
// the same seconds. On a machine shared with other work, a process that waits for a core shows the same
// delays as one whose task holds its loop; this one does nothing, so its delays are the machine's.
// Usage: tsx bench/loop-probe.ts SECONDS; prints { maxMs, p99Ms, lateTurns } as JSON, the late turns
// (at least 2 ms late, with when they began) for bench:scale to lay beside the server's.

const seconds = Number(process.argv[2] ?? 10);
const histogram = monitorEventLoopDelay({ resolution: 1 });
histogram.enable();
const lateTurns = watchLateTurns(2);
setTimeout(() => {
  histogram.disable();
  lateTurns.stop();
  const ms = (ns: number) => Math.round(ns / 1e4) / 100;
  const window = {
    maxMs: ms(histogram.max),
    p99Ms: ms(histogram.percentile(99)),
    lateTurns: lateTurns.take(),
  };
  process.stdout.write(`${JSON.stringify(window)}\n`);
}, seconds * 1000);
