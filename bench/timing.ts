import { performance } from 'node:perf_hooks';

/**
 * Times `work` run `count` times one after another (after a tenth as many untimed, to warm up) and
 * prints the mean in µs beside the label. Returns that mean.
 */
export async function time(label: string, count: number, work: (i: number) => unknown): Promise<number> {
  for (let i = 0; i < Math.ceil(count / 10); i += 1) await work(i);
  const start = performance.now();
  for (let i = 0; i < count; i += 1) await work(i);
  const micros = ((performance.now() - start) * 1000) / count;
  console.log(`${micros.toFixed(1).padStart(9)} µs  ${label}`);
  return micros;
}
