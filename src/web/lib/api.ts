import type { ApiRoute, ApiRoutes } from '../../contract/api-routes';
import type { ErrorBody } from '../../contract/common';
import { formatDateTime } from './format';
import { currentLocale, defaultLocale, messageText, translate } from './i18n';
import { loadCatalogue } from './i18n/catalogues';

/** An API answer with a non-2xx status, or a request that never got an answer (status 0). */
export class ApiError extends Error {
  readonly status: number;
  /** The server's own `message` (English), when it sent one. */
  readonly serverMessage: string | undefined;
  /** The message's stable code (`messages.insufficientFunds`), when it is a contract message. */
  readonly code: string | undefined;
  /** A message filled in at run time: the values its words are written with (`{left: 7500}`). */
  readonly values: Record<string, string | number> | undefined;

  constructor(
    status: number,
    message: string,
    serverMessage?: string,
    code?: string,
    values?: Record<string, string | number>,
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.serverMessage = serverMessage;
    this.code = code;
    this.values = values;
  }
}

/**
 * The server's message if there is one, in the player's language (by its code, see lib/i18n
 * server-messages; English for a message without one), else the screen's own fallback text.
 */
export function errorText(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.serverMessage
    ? messageText(error.serverMessage, error.code, shownValues(error.values))
    : fallback;
}

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** A filled message's values as the player reads them: a time (ISO 8601) in their language's way. */
function shownValues(values: Record<string, string | number> | undefined) {
  if (!values) return undefined;
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => [
      key,
      typeof value === 'string' && ISO_TIME.test(value) ? formatDateTime(value) : value,
    ]),
  );
}

let bearerToken: string | null = null;
let sessionEndedHandler: (() => void) | null = null;

/** Sets (or with null clears) the bearer token sent with every later request. */
export function setBearerToken(token: string | null): void {
  bearerToken = token;
}

/** Called when a signed-in request learns the session is over: expired token or banned account. */
export function onSessionEnded(handler: (() => void) | null): void {
  sessionEndedHandler = handler;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface RequestOptions {
  body?: unknown;
  signal?: AbortSignal;
}

async function request<T>(method: Method, path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = bearerToken;
  if (token) headers.Authorization = `Bearer ${token}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, translate('common', 'api.unreachable'));
  }

  const payload: unknown = await readPayload(response);
  if (response.ok) return payload as T;

  const serverMessage = messageOf(payload);
  const code = codeOf(payload);
  if (token && token === bearerToken && endsSession(response.status, code)) {
    sessionEndedHandler?.();
  }
  // The errors catalogue in the player's language, so the page can show the message translated at once.
  const locale = currentLocale();
  if (code && locale !== defaultLocale) {
    await Promise.all([loadCatalogue(defaultLocale, 'errors'), loadCatalogue(locale, 'errors')]).catch(
      () => undefined,
    );
  }
  throw new ApiError(
    response.status,
    serverMessage ?? translate('common', 'api.requestFailed', { status: response.status }),
    serverMessage,
    code,
    valuesOf(payload),
  );
}

// A 401 means the token is no longer good, except where it judges a password typed on the page. By the
// messages' codes (src/contract/message-codes.ts), so the contract's texts stay out of the first load.
const PASSWORD_REJECTIONS: ReadonlySet<string | undefined> = new Set([
  'messages.invalidCredentials',
  'messages.currentPasswordWrong',
]);

/** Whether an error of api() is the server saying that the session is over (expired, or a ban). */
export function endedSession(error: unknown): boolean {
  return error instanceof ApiError && endsSession(error.status, error.code);
}

function endsSession(status: number, code: string | undefined): boolean {
  if (status === 401) return !PASSWORD_REJECTIONS.has(code);
  return status === 403 && code === 'messages.banned';
}

async function readPayload(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text().catch(() => '');
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function messageOf(payload: unknown): string | undefined {
  if (typeof payload !== 'object' || payload === null || !('message' in payload)) return undefined;
  const { message } = payload as ErrorBody;
  return typeof message === 'string' && message.trim() ? message : undefined;
}

function codeOf(payload: unknown): string | undefined {
  if (typeof payload !== 'object' || payload === null || !('code' in payload)) return undefined;
  const { code } = payload as ErrorBody;
  return typeof code === 'string' && code ? code : undefined;
}

function valuesOf(payload: unknown): Record<string, string | number> | undefined {
  if (typeof payload !== 'object' || payload === null || !('values' in payload)) return undefined;
  const { values } = payload as ErrorBody;
  if (typeof values !== 'object' || values === null) return undefined;
  const kept = Object.entries(values).filter(([, value]) => ['string', 'number'].includes(typeof value));
  return Object.fromEntries(kept);
}

type Spec<R extends ApiRoute> = ApiRoutes[R];

/** What a call of route R takes: its path parameters and body when it has them, a query, a signal. */
export type CallOptions<R extends ApiRoute> = {
  [K in keyof Spec<R> as K extends 'params' | 'body' ? K : never]: Spec<R>[K];
} & {
  [K in keyof Spec<R> as K extends 'query' ? K : never]?: Spec<R>[K];
} & { signal?: AbortSignal };

/** What route R answers. */
export type Answer<R extends ApiRoute> = Spec<R>['answer'];

type CallArgs<R extends ApiRoute> =
  object extends CallOptions<R> ? [options?: CallOptions<R>] : [options: CallOptions<R>];

interface LooseOptions {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
  signal?: AbortSignal;
}

/**
 * Calls one route of src/contract/api-routes.ts: `api('PATCH /api/users/:id/ban', { params: { id },
 * body: { isBanned } })`. The route's name, its parameters, body and answer are all checked by the
 * compiler against the contract.
 */
export function api<R extends ApiRoute>(route: R, ...[options]: CallArgs<R>): Promise<Answer<R>> {
  const [method, template] = route.split(' ') as [Method, string];
  const { params, query, body, signal } = (options ?? {}) as LooseOptions;
  const path = template.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params?.[name])));
  return request<Answer<R>>(method, path + queryString(query), { body, signal });
}

function queryString(query: Record<string, unknown> | undefined): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined) search.set(name, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
