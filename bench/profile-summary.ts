import { readFileSync } from 'node:fs';

// Summarises a V8 .cpuprofile (node --cpu-prof; `BENCH_PROFILE=DIR npm run bench:bets` writes one):
// where the samples fall by package or source file, and the top functions by self and total time.
// Usage: tsx bench/profile-summary.ts FILE.cpuprofile [--last SECONDS] [--skip SECONDS] [--top N] [--match REGEX]
//   --last   only the final SECONDS of the profile
//   --skip   leave out the final SECONDS too: with --last, a window counted back from the end
//            (the benchmark prints the window of each load, e.g. dice alone)
//   --match  also list every function whose name or file matches, with self and total time

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

function option(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

const file = process.argv[2];
if (!file || file.startsWith('--')) {
  console.error(
    'usage: tsx bench/profile-summary.ts FILE.cpuprofile [--last SECONDS] [--skip SECONDS] [--top N] [--match REGEX]',
  );
  process.exit(2);
}
const lastSeconds = Number(option('--last') ?? 0);
const skipSeconds = Number(option('--skip') ?? 0);
const top = Number(option('--top') ?? 30);
const matchText = option('--match');
const match = matchText ? new RegExp(matchText, 'i') : undefined;

const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const byId = new Map<number, ProfileNode>();
const parent = new Map<number, number>();
for (const node of profile.nodes) {
  byId.set(node.id, node);
  for (const child of node.children ?? []) parent.set(child, node.id);
}

/** node_modules/<package>, a file of ours, or V8's own pseudo-frames. */
function place(frame: CallFrame): string {
  const { url, functionName } = frame;
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1] as string;
  if (url.startsWith('node:')) return 'node: core';
  const ours = /\/((?:src|bench)\/.*)$/.exec(url);
  return ours ? (ours[1] as string) : url;
}

const functionKey = (frame: CallFrame) =>
  `${frame.functionName || '(anonymous)'}  ${place(frame)}:${frame.lineNumber + 1}`;

// Sample i lasts timeDeltas[i + 1] (the gap to the next sample); the last one gets the mean gap.
const times = profile.samples.map((_, i) => profile.timeDeltas[i + 1] ?? 0);
const endAt = profile.endTime;
let at = profile.startTime;
const sampleAt = profile.timeDeltas.map((delta) => {
  at += delta;
  return at;
});
const from = lastSeconds > 0 ? endAt - lastSeconds * 1e6 : Number.NEGATIVE_INFINITY;
const to = endAt - skipSeconds * 1e6;

const selfByPlace = new Map<string, number>();
const selfByFunction = new Map<string, number>();
const totalByFunction = new Map<string, number>();
let total = 0;
let idle = 0;
const add = (map: Map<string, number>, key: string, value: number) =>
  map.set(key, (map.get(key) ?? 0) + value);

profile.samples.forEach((id, i) => {
  const sampledAt = sampleAt[i] ?? 0;
  if (sampledAt < from || sampledAt > to) return;
  const micros = times[i] ?? 0;
  const node = byId.get(id);
  if (!node) return;
  total += micros;
  if (node.callFrame.functionName === '(idle)') {
    idle += micros;
    return;
  }
  add(selfByPlace, place(node.callFrame), micros);
  add(selfByFunction, functionKey(node.callFrame), micros);
  const seen = new Set<string>();
  for (let current: number | undefined = id; current !== undefined; current = parent.get(current)) {
    const frame = byId.get(current)?.callFrame;
    if (!frame) break;
    const key = functionKey(frame);
    if (!seen.has(key)) {
      seen.add(key);
      add(totalByFunction, key, micros);
    }
  }
});

const busy = total - idle;
const before = (seconds: number, otherwise: string) =>
  seconds > 0 ? `${seconds} s before the end` : otherwise;
const span =
  lastSeconds > 0 || skipSeconds > 0
    ? ` (from ${before(lastSeconds, 'the start')} to ${before(skipSeconds, 'the end')})`
    : '';
const ms = (micros: number) => (micros / 1000).toFixed(0).padStart(7);
const pct = (micros: number) => `${((100 * micros) / busy).toFixed(1).padStart(5)}%`;
const list = (title: string, map: Map<string, number>, count: number) => {
  console.log(`\n${title}`);
  for (const [key, micros] of [...map.entries()].sort((a, b) => b[1] - a[1]).slice(0, count)) {
    console.log(`${ms(micros)} ms ${pct(micros)}  ${key}`);
  }
};

console.log(
  `${file}: ${(total / 1e6).toFixed(1)} s sampled${span}, ` +
    `${(busy / 1e6).toFixed(1)} s busy (${((100 * busy) / Math.max(total, 1)).toFixed(0)}%); percentages are of busy time`,
);
list('self time by package / file', selfByPlace, top);
list('self time by function', selfByFunction, top);
list(
  'total time by function (synchronous stacks only: time after an await is not charged to the caller)',
  totalByFunction,
  top,
);
if (match) {
  const matching = new Map([...totalByFunction].filter(([key]) => match.test(key)));
  console.log(`\nfunctions matching /${matchText}/: total (self)`);
  for (const [key, micros] of [...matching.entries()].sort((a, b) => b[1] - a[1])) {
    console.log(
      `${ms(micros)} ms ${pct(micros)} (${ms(selfByFunction.get(key) ?? 0).trim()} ms self)  ${key}`,
    );
  }
}
