import { monitorEventLoopDelay } from 'node:perf_hooks';

// The reference for the server's event loop figure: an idle node process's own event loop delay over
// the same seconds. On a machine shared with other work, a process that waits for a core shows the same
// delays as one whose task holds its loop; this one does nothing, so its delays are the machine's.
// Usage: tsx bench/loop-probe.ts SECONDS; prints { maxMs, p99Ms } as JSON.

const seconds = Number(process.argv[2] ?? 10);
const histogram = monitorEventLoopDelay({ resolution: 1 });
histogram.enable();
setTimeout(() => {
  histogram.disable();
  const ms = (ns: number) => Math.round(ns / 1e4) / 100;
  process.stdout.write(
    `${JSON.stringify({ maxMs: ms(histogram.max), p99Ms: ms(histogram.percentile(99)) })}\n`,
  );
}, seconds * 1000);
