import { describe, expect, it } from 'vitest';
import { createLatencyHistogram } from './latency-histogram';

describe('the answer-time histogram', () => {
  it('writes cumulative buckets, +Inf, sum and count per series, as Prometheus reads them', () => {
    const histogram = createLatencyHistogram('answer_seconds', 'Answer times', [0.01, 0.1, 1]);
    const dice = histogram.seriesOf({ method: 'POST', route: '/api/games/dice', status_code: '200' });
    const odd = histogram.seriesOf({ method: 'GET', route: 'a "quoted"\\path\n', status_code: '404' });
    for (const seconds of [0.001, 0.01, 0.05, 0.5, 2]) dice.observe(seconds);
    odd.observe(0.2);
    const labels = 'method="POST",route="/api/games/dice",status_code="200"';
    const oddLabels = 'method="GET",route="a \\"quoted\\"\\\\path\\n",status_code="404"';
    expect(histogram.text().split('\n')).toEqual([
      '# HELP answer_seconds Answer times',
      '# TYPE answer_seconds histogram',
      // A bound counts the answers at or under it, as Prometheus' `le` says.
      `answer_seconds_bucket{le="0.01",${labels}} 2`,
      `answer_seconds_bucket{le="0.1",${labels}} 3`,
      `answer_seconds_bucket{le="1",${labels}} 4`,
      `answer_seconds_bucket{le="+Inf",${labels}} 5`,
      `answer_seconds_sum{${labels}} 2.561`,
      `answer_seconds_count{${labels}} 5`,
      `answer_seconds_bucket{le="0.01",${oddLabels}} 0`,
      `answer_seconds_bucket{le="0.1",${oddLabels}} 0`,
      `answer_seconds_bucket{le="1",${oddLabels}} 1`,
      `answer_seconds_bucket{le="+Inf",${oddLabels}} 1`,
      `answer_seconds_sum{${oddLabels}} 0.2`,
      `answer_seconds_count{${oddLabels}} 1`,
      '',
    ]);
  });
});
