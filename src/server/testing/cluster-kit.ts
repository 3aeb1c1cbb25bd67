import { randomBytes } from 'node:crypto';
import type { Session } from '../../contract/accounts';
import { type InstanceName, PIN_HEADER, SERVED_BY_HEADER } from './proxy';
import { connectSocket, pause, type TestSocket } from './socket-client';

// Players that reach the app only through the proxy, each pinned to one instance by a header that
// only the test's proxy configuration reads.

export interface Answer<T = unknown> {
  status: number;
  body: T;
  /** The instance that answered, as the test proxy names it. */
  servedBy: string | null;
}

export async function callThrough<T = unknown>(
  proxyUrl: string,
  pin: InstanceName,
  method: string,
  path: string,
  options: { token?: string; body?: unknown } = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = { [PIN_HEADER]: pin };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${proxyUrl}${path}`, {
    method,
    headers,
    ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {}
  return { status: response.status, body: body as T, servedBy: response.headers.get(SERVED_BY_HEADER) };
}

export interface ProxiedPlayer {
  session: Session;
  id: number;
  pin: InstanceName;
  call<T = unknown>(method: string, path: string, body?: unknown): Promise<Answer<T>>;
  /** A socket through the proxy, pinned like the player, reconnecting by itself as the web app does. */
  connect(): Promise<TestSocket>;
}

let counter = 0;

/** Registers a player through the proxy, pinned to `pin`; `email` for an ADMIN_EMAILS address. */
export async function registerThrough(
  proxyUrl: string,
  pin: InstanceName,
  email?: string,
): Promise<ProxiedPlayer> {
  counter += 1;
  const tag = `${counter}${randomBytes(3).toString('hex')}`;
  const registered = await callThrough<Session>(proxyUrl, pin, 'POST', '/api/auth/register', {
    body: { username: `c_${tag}`, email: email ?? `c_${tag}@example.com`, password: 'secret123' },
  });
  if (registered.status !== 201) throw new Error(`register failed: ${registered.status}`);
  if (registered.servedBy !== pin) throw new Error(`pinned to ${pin}, served by ${registered.servedBy}`);
  const session = registered.body;
  return {
    session,
    id: session._id,
    pin,
    call: (method, path, body) =>
      callThrough(proxyUrl, pin, method, path, { token: session.token, ...(body ? { body } : {}) }),
    connect: () =>
      connectSocket(proxyUrl, session.token, {
        extraHeaders: { [PIN_HEADER]: pin },
        reconnectionDelayMs: 100,
      }),
  };
}

/** The value of a sample in Prometheus text, e.g. `casino_bets_total{game="dice"}`; 0 when absent. */
export async function scrape(metricsUrl: string, sample: string): Promise<number> {
  const text = await (await fetch(metricsUrl)).text();
  const line = text.split('\n').find((row) => row.startsWith(`${sample} `));
  return line ? Number(line.slice(sample.length + 1)) : 0;
}

export interface BetStream {
  /** Stops betting and resolves with every answer, in order. */
  stop(): Promise<Answer[]>;
}

/** One player betting 1 FF on dice, one bet after another, until stopped. */
export function betContinuously(player: ProxiedPlayer): BetStream {
  const answers: Answer[] = [];
  let stopped = false;
  const running = (async () => {
    while (!stopped) {
      answers.push(
        await player.call('POST', '/api/games/dice', { betAmount: 1, prediction: 'under', targetNumber: 4 }),
      );
      await pause(5);
    }
  })();
  return {
    async stop() {
      stopped = true;
      await running;
      return answers;
    },
  };
}
