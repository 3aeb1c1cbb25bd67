/** One series of a histogram: a route's answers of one method and status. */
export interface LatencySeries {
  observe(seconds: number): void;
}

interface SeriesCounts {
  /** The series' labels as Prometheus text, e.g. `method="POST",route="/api/games/dice"`. */
  labels: string;
  /** Answers per bucket (not cumulative); the last slot holds those above every bound. */
  buckets: Float64Array;
  sum: number;
  count: number;
}

const escapeLabel = (value: string) =>
  value.replace(/\\/g, '\\\\').replace(/\n/g, '\\n').replace(/"/g, '\\"');

/**
 * A Prometheus histogram of answer times, counted in plain arrays. prom-client's own `observe`
 * hashes the labels into text, checks them and finds the bucket by its bound's text: about a
 * microsecond on every answer of the API (docs/performance-history.md). Here a series is made once per
 * route, method and status, and an answer costs a loop over a dozen bounds and three additions.
 * `text()` writes it out as prom-client writes its histograms, for the metrics endpoint.
 */
export function createLatencyHistogram(name: string, help: string, bounds: readonly number[]) {
  const series: SeriesCounts[] = [];
  return {
    seriesOf(labels: Record<string, string>): LatencySeries {
      const counts: SeriesCounts = {
        labels: Object.entries(labels)
          .map(([label, value]) => `${label}="${escapeLabel(value)}"`)
          .join(','),
        buckets: new Float64Array(bounds.length + 1),
        sum: 0,
        count: 0,
      };
      series.push(counts);
      return {
        observe(seconds) {
          let bucket = 0;
          while (bucket < bounds.length && seconds > (bounds[bucket] as number)) bucket += 1;
          counts.buckets[bucket] = (counts.buckets[bucket] as number) + 1;
          counts.sum += seconds;
          counts.count += 1;
        },
      };
    },

    /** The histogram in Prometheus' text format: HELP, TYPE, then each series' buckets, sum and count. */
    text(): string {
      const lines = [`# HELP ${name} ${help}`, `# TYPE ${name} histogram`];
      for (const { labels, buckets, sum, count } of series) {
        let below = 0;
        for (const [index, bound] of bounds.entries()) {
          below += buckets[index] as number;
          lines.push(`${name}_bucket{le="${bound}",${labels}} ${below}`);
        }
        lines.push(`${name}_bucket{le="+Inf",${labels}} ${count}`);
        lines.push(`${name}_sum{${labels}} ${sum}`);
        lines.push(`${name}_count{${labels}} ${count}`);
      }
      return `${lines.join('\n')}\n`;
    },
  };
}

export type LatencyHistogram = ReturnType<typeof createLatencyHistogram>;
