import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';

// Where the machine's CPU went during a run (Linux /proc): this run's own processes (the benchmark and
// the servers it starts), the database servers, and everything else on the machine meanwhile. A run
// that shares two cores with other work says so here, in core-seconds, beside its figures.

/** Clock ticks a second of /proc's CPU counters (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;
/** The database servers' processes, by name: they work for the run, but are not its children. */
const SERVICES = new Set(['postgres', 'redis-server', 'haproxy']);

interface ProcessTicks {
  name: string;
  parent: number;
  /** Its own CPU ticks and those of its children it has waited for (a server's finished backends). */
  ticks: number;
}

export interface CpuSnapshot {
  /** Busy ticks of all cores (all but idle and iowait). */
  busy: number;
  all: number;
  processes: Map<number, ProcessTicks>;
}

function readProcess(pid: number): ProcessTicks | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The name is in parentheses and may hold spaces; the numbered fields follow the last ')'.
    const close = stat.lastIndexOf(')');
    const fields = stat.slice(close + 2).split(' ');
    const [utime, stime, cutime, cstime] = fields.slice(11, 15).map(Number);
    return {
      name: stat.slice(stat.indexOf('(') + 1, close),
      parent: Number(fields[1]),
      ticks: (utime ?? 0) + (stime ?? 0) + (cutime ?? 0) + (cstime ?? 0),
    };
  } catch {
    return undefined; // gone meanwhile
  }
}

/** The machine's CPU counters now, or undefined where there is no /proc/stat (not Linux). */
export function cpuSnapshot(): CpuSnapshot | undefined {
  let cores: number[];
  try {
    cores = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '').split(/\s+/).slice(1).map(Number);
  } catch {
    return undefined;
  }
  const all = cores.reduce((sum, value) => sum + (Number.isFinite(value) ? value : 0), 0);
  const idle = (cores[3] ?? 0) + (cores[4] ?? 0);
  const processes = new Map<number, ProcessTicks>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const found = readProcess(Number(entry));
    if (found) processes.set(Number(entry), found);
  }
  return { busy: all - idle, all, processes };
}

const seconds = (ticks: number) => `${(ticks / TICKS_PER_SECOND).toFixed(1)} s`;

/**
 * One line on the CPU between two snapshots: the cores' busy time, this process's share (its threads:
 * the load's clients), the servers it started (its descendants), the database servers', and the rest,
 * with the busiest other processes by name. A process that started after `before` counts whole; one
 * that ended between the two counts only through its parent (a PostgreSQL backend, the postmaster).
 */
export function cpuLine(before: CpuSnapshot | undefined, after = cpuSnapshot()): string | undefined {
  if (!before || !after) return undefined;
  const used = (pid: number) => {
    const end = after.processes.get(pid);
    if (!end) return 0;
    // By id: a kernel worker's name changes with its work.
    const start = before.processes.get(pid);
    return start ? Math.max(0, end.ticks - start.ticks) : end.ticks;
  };
  const isOurs = (pid: number): boolean => {
    for (let at = pid, hops = 0; at > 1 && hops < 64; hops += 1) {
      if (at === process.pid) return true;
      at = after.processes.get(at)?.parent ?? 0;
    }
    return false;
  };
  const clients = used(process.pid);
  let servers = 0;
  let services = 0;
  const others = new Map<string, number>();
  for (const [pid, { name }] of after.processes) {
    if (pid === process.pid) continue;
    const ticks = used(pid);
    if (isOurs(pid)) servers += ticks;
    else if (SERVICES.has(name)) services += ticks;
    else if (ticks > 0) others.set(name, (others.get(name) ?? 0) + ticks);
  }
  const busy = after.busy - before.busy;
  const elapsed = (after.all - before.all) / availableParallelism();
  const rest = Math.max(0, busy - clients - servers - services);
  const busiest = [...others.entries()]
    .filter(([, ticks]) => ticks >= TICKS_PER_SECOND / 10)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([name, ticks]) => `${name} ${seconds(ticks)}`)
    .join(', ');
  return (
    `CPU over ${seconds(elapsed)} on ${availableParallelism()} cores: busy ${seconds(busy)}, of it the ` +
    `benchmark's own process (its clients) ${seconds(clients)}, the servers it started ${seconds(servers)}, ` +
    `PostgreSQL, Redis and HAProxy ${seconds(services)}, the rest ${seconds(rest)}` +
    (busiest ? ` (the busiest others: ${busiest})` : '')
  );
}
