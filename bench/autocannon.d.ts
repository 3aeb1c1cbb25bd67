// The part of autocannon 9's API the benchmarks use; the package ships no types of its own.
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  export interface RequestParams {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
  }

  export interface Request extends RequestParams {
    /** Called before each send of this request; returns what to send. */
    setupRequest?: (request: RequestParams, context: Record<string, unknown>) => RequestParams | null;
  }

  /** One connection. `reqsMade` counts requests written; the client closes itself after `responseMax`. */
  export interface Client extends EventEmitter {
    reqsMade: number;
    responseMax: number | undefined;
    /** Replaces the request this connection sends (built once, sent again and again). */
    setHeadersAndBody(headers: Record<string, string>, body: string): void;
  }

  export interface Options {
    url: string;
    connections?: number;
    /** Seconds. */
    duration?: number;
    pipelining?: number;
    /** Seconds before an unanswered request counts as a timeout. */
    timeout?: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    requests?: Request[];
    setupClient?: (client: Client) => void;
  }

  export interface Stats {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    p50: number;
    p90: number;
    p99: number;
  }

  export interface Result {
    duration: number;
    errors: number;
    timeouts: number;
    mismatches: number;
    resets: number;
    non2xx: number;
    '2xx': number;
    statusCodeStats: Record<string, { count: number }>;
    latency: Stats;
    requests: Stats & { sent: number; total: number };
  }

  export interface Instance extends EventEmitter {
    stop(): void;
  }

  export default function autocannon(
    options: Options,
    callback: (error: Error | null, result: Result) => void,
  ): Instance;
}
