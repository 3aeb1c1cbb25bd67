import { connect } from 'node:net';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminMessages } from '../../contract/admin';
import { fairnessMessages } from '../../contract/fairness';
import { type FilledCode, filledMessage } from '../../contract/filled-messages';
import { leaderboardMessages } from '../../contract/leaderboard';
import { messages } from '../../contract/messages';
import { shopMessages } from '../../contract/shop';
import { socialMessages } from '../../contract/social';
import { useAdminTestApp } from '../testing/admin-kit';
import { listenOnFreePort } from '../testing/socket-client';
import { bearer, buildTestApp, type TestApp, testDialects } from '../testing/test-app';
import { errorBody } from './errors';
import { frameworkMessages } from './framework-errors';
import { MAX_STAKE_REQUESTS } from './hostile-stakes';

type Method = NonNullable<InjectOptions['method']>;

/** Every route with an id in its path, and what it answers for an id that names nothing. */
const ID_ROUTES: { method: Method; path: string; payload?: object; notFound: string }[] = [
  { method: 'GET', path: '/api/fairness/bets/:id', notFound: fairnessMessages.betNotFound },
  { method: 'POST', path: '/api/shop/purchase/:id', notFound: shopMessages.itemNotFound },
  { method: 'DELETE', path: '/api/social/chat/:id', notFound: socialMessages.messageNotFound },
  { method: 'DELETE', path: '/api/social/friends/:id', notFound: socialMessages.notFriends },
  { method: 'DELETE', path: '/api/social/friend-requests/:id', notFound: socialMessages.requestNotFound },
  {
    method: 'POST',
    path: '/api/social/friend-requests/:id/accept',
    notFound: socialMessages.requestNotFound,
  },
  {
    method: 'POST',
    path: '/api/social/friend-requests/:id/decline',
    notFound: socialMessages.requestNotFound,
  },
  {
    method: 'PATCH',
    path: '/api/users/:id/admin',
    payload: { isAdmin: true },
    notFound: messages.userNotFound,
  },
  {
    method: 'PATCH',
    path: '/api/users/:id/ban',
    payload: { isBanned: true },
    notFound: messages.userNotFound,
  },
  {
    method: 'PUT',
    path: '/api/leaderboard/:id',
    payload: { value: 1 },
    notFound: leaderboardMessages.entryNotFound,
  },
  { method: 'DELETE', path: '/api/leaderboard/:id', notFound: leaderboardMessages.entryNotFound },
];

/** Ids no row can have: past PostgreSQL's 32-bit keys, past 2^53, negative, zero, not whole, not numbers. */
const HOSTILE_IDS = [
  '2147483648',
  '9223372036854775808',
  '99999999999999999999999',
  '-1',
  '0',
  '1.5',
  'abc',
  '1e400',
  'NaN',
  '%20',
  // Valid ids that name nothing.
  '2147483647',
  '1e3',
];

/** Bodies, queries and framework errors: each must answer its status with `{ message }` only. */
const HOSTILE_REQUESTS: { name: string; request: InjectOptions; status: number; message?: string }[] = [
  {
    name: 'admin users cursor past the range',
    request: { url: '/api/users?after=999999999999999999' },
    status: 400,
    message: adminMessages.badCursor,
  },
  { name: 'admin users cursor not an id', request: { url: '/api/users?before=abc' }, status: 400 },
  { name: 'admin users two page starts', request: { url: '/api/users?after=1&last=true' }, status: 400 },
  { name: 'admin users limit -1', request: { url: '/api/users?limit=-1' }, status: 400 },
  { name: 'admin users limit huge', request: { url: '/api/users?limit=1e300' }, status: 400 },
  { name: 'admin users last not a boolean', request: { url: '/api/users?last=abc' }, status: 400 },
  {
    name: 'audit log cursor past the range',
    request: { url: '/api/admin/audit?before=999999999999999999' },
    status: 400,
    message: adminMessages.badCursor,
  },
  { name: 'audit log limit huge', request: { url: '/api/admin/audit?limit=99999999999' }, status: 400 },
  {
    name: 'chat history before huge',
    request: { url: '/api/social/chat/all?before=2147483648' },
    status: 400,
  },
  { name: 'ledger limit huge', request: { url: '/api/funds/transactions?limit=99999999999' }, status: 400 },
  { name: 'history limit negative', request: { url: '/api/games/history?limit=-5' }, status: 400 },
  { name: 'bets limit huge', request: { url: '/api/fairness/bets?limit=1e20' }, status: 400 },
  {
    name: 'share a bet id past the range',
    request: { method: 'POST', url: '/api/social/chat/share', payload: { betId: 2147483648 } },
    status: 400,
  },
  {
    name: 'challenge with ids past the range',
    request: {
      method: 'POST',
      url: '/api/social/challenges',
      payload: { friendId: 2147483648, sessionId: 99999999999999 },
    },
    status: 400,
  },
  {
    name: 'equip an item id past the range',
    request: { method: 'PUT', url: '/api/shop/equipped', payload: { slot: 'avatar', itemId: 2147483648 } },
    status: 400,
  },
  {
    name: 'add funds to a user id past the range',
    request: { method: 'POST', url: '/api/funds/add', payload: { userId: 2147483648, amount: 5 } },
    status: 400,
  },
  {
    name: 'leaderboard entry for a user id past the range',
    request: {
      method: 'POST',
      url: '/api/leaderboard',
      payload: { userId: '99999999999999999999', category: 'most_ff', value: 1 },
    },
    status: 404,
    message: messages.userNotFound,
  },
  { name: 'bad URL encoding', request: { url: '/api/%ZZ' }, status: 400, message: frameworkMessages.badUrl },
  {
    name: 'bad URL encoding in an id',
    request: { url: '/api/fairness/bets/%E0%A4%A' },
    status: 400,
    message: frameworkMessages.badUrl,
  },
  {
    name: 'over-long path parameter',
    request: { url: `/api/fairness/bets/${'9'.repeat(500)}` },
    status: 414,
    message: frameworkMessages.urlTooLong,
  },
  {
    name: 'body that is not JSON',
    request: {
      method: 'POST',
      url: '/api/games/dice',
      headers: { 'content-type': 'application/json' },
      payload: '{"betAmount": ',
    },
    status: 400,
    message: 'Request body is not valid JSON',
  },
  {
    name: 'empty JSON body',
    request: { method: 'POST', url: '/api/games/dice', headers: { 'content-type': 'application/json' } },
    status: 400,
  },
  {
    name: 'content type that is not JSON',
    request: {
      method: 'POST',
      url: '/api/games/dice',
      headers: { 'content-type': 'text/xml' },
      payload: '<bet/>',
    },
    status: 415,
  },
  {
    name: 'body over the limit',
    request: { method: 'PUT', url: '/api/users/profile', payload: { username: 'x'.repeat(200 * 1024) } },
    status: 413,
    message: messages.bodyTooLarge,
  },
  {
    name: 'JSON that is not an object',
    request: {
      method: 'POST',
      url: '/api/games/dice',
      headers: { 'content-type': 'application/json' },
      payload: '"text"',
    },
    status: 400,
  },
  {
    name: 'prototype pollution in a body',
    request: {
      method: 'POST',
      url: '/api/games/dice',
      headers: { 'content-type': 'application/json' },
      payload: '{"__proto__": {"isAdmin": true}, "betAmount": 1}',
    },
    status: 400,
  },
];

/** The body is `{ message }`, or `{ message, code }` for a contract message; answers the message alone. */
function expectMessageOnly(body: string): { message: string } {
  const parsed = JSON.parse(body) as Record<string, unknown>;
  expect(typeof parsed.message).toBe('string');
  // A schema check's refusal is filled in at run time: its English comes again from its code and values.
  if (parsed.values !== undefined) {
    expect(filledMessage(parsed.code as FilledCode, parsed.values as never)).toEqual(parsed);
  } else {
    expect(parsed).toEqual(errorBody(parsed.message as string));
  }
  return { message: parsed.message as string };
}

describe.each(testDialects())('hostile ids and paths on %s', (dialect) => {
  const t = useAdminTestApp(dialect);

  describe.each(ID_ROUTES)('$method $path', ({ method, path, payload, notFound }) => {
    it.each(HOSTILE_IDS)('answers 404 for id %s', async (id) => {
      const res = await t.app.inject({
        method,
        url: path.replace(':id', id),
        headers: bearer(t.admin),
        ...(payload ? { payload } : {}),
      });
      expect({ status: res.statusCode, body: expectMessageOnly(res.body) }).toEqual({
        status: 404,
        body: { message: notFound },
      });
    });
  });

  it.each(HOSTILE_REQUESTS)('$name: $status with { message }', async ({ request, status, message }) => {
    const res = await t.app.inject({ ...request, headers: { ...bearer(t.admin), ...request.headers } });
    const body = expectMessageOnly(res.body);
    expect(res.statusCode).toBe(status);
    if (message) expect(body.message).toBe(message);
    expect(body.message).not.toMatch(/FST_|\bat .*\.js|SELECT|select /);
  });

  it.each(MAX_STAKE_REQUESTS)(
    'the largest stake on $name: 400 with { message }',
    async ({ request, message }) => {
      const res = await t.app.inject({ ...request, headers: bearer(t.admin) });
      expect({ status: res.statusCode, body: expectMessageOnly(res.body) }).toEqual({
        status: 400,
        body: { message },
      });
    },
  );
});

describe('malformed HTTP on a real port', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await buildTestApp('sqlite');
    port = Number(new URL(await listenOnFreePort(t.app)).port);
  });
  afterAll(async () => {
    await t.close();
  });

  /** Sends raw bytes and resolves with everything the server answers before it closes. */
  function raw(request: string): Promise<string> {
    return new Promise((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => socket.write(request));
      let answer = '';
      socket.setEncoding('utf8');
      socket.on('data', (chunk) => {
        answer += chunk;
      });
      socket.on('close', () => resolve(answer));
      socket.on('error', reject);
    });
  }

  it.each([
    ['a request line that is not HTTP', 'HELLO\r\n\r\n', 400],
    ['a header without a colon', 'GET /api/health HTTP/1.1\r\nHost: x\r\nbroken header\r\n\r\n', 400],
    [
      'headers past the size limit',
      `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
      431,
    ],
  ])('answers %s with { message }', async (_name, request, status) => {
    const answer = await raw(request);
    const [head = '', body = ''] = answer.split('\r\n\r\n');
    expect(head).toMatch(new RegExp(`^HTTP/1.1 ${status} `));
    expectMessageOnly(body);
  });

  it('answers a bad URL over the network with { message }', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/api/%ZZ`);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: frameworkMessages.badUrl });
  });
});
