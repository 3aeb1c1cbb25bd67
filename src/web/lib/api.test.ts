import { afterEach, describe, expect, it, vi } from 'vitest';
import { filledMessage } from '../../contract/filled-messages';
import { messages } from '../../contract/messages';
import { ApiError, api, endedSession, errorText } from './api';
import { chooseLocale } from './i18n';

interface Sent {
  url: string;
  method: string | undefined;
  body: unknown;
}

function answerWith(status: number, payload: unknown): Sent[] {
  const sent: Sent[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    sent.push({ url, method: init.method, body: init.body ? JSON.parse(String(init.body)) : undefined });
    return new Response(JSON.stringify(payload), { status });
  });
  return sent;
}

afterEach(() => vi.unstubAllGlobals());

describe('api', () => {
  it('fills path parameters and sends the body as JSON', async () => {
    const sent = answerWith(200, { _id: 7 });
    await api('PATCH /api/users/:id/ban', { params: { id: 7 }, body: { isBanned: true } });
    expect(sent).toEqual([{ url: '/api/users/7/ban', method: 'PATCH', body: { isBanned: true } }]);
  });

  it('writes the query without the fields left undefined', async () => {
    const sent = answerWith(200, { bets: [] });
    await api('GET /api/fairness/bets', { query: { game: 'dice', limit: 5 } });
    await api('GET /api/users', { query: { search: undefined, limit: 20, last: true } });
    await api('GET /api/fairness/bets');
    expect(sent.map((call) => call.url)).toEqual([
      '/api/fairness/bets?game=dice&limit=5',
      '/api/users?limit=20&last=true',
      '/api/fairness/bets',
    ]);
  });

  it('answers what the server sent, and refuses with its message', async () => {
    answerWith(200, { funFunds: 1000, message: 'Funds reset to 1000' });
    await expect(api('POST /api/users/resetFunds')).resolves.toEqual({
      funFunds: 1000,
      message: 'Funds reset to 1000',
    });
    answerWith(400, { message: 'Bet amount must be greater than 0' });
    const refusal = api('POST /api/games/dice', {
      body: { betAmount: 0, prediction: 'over', targetNumber: 3 },
    });
    await expect(refusal).rejects.toBeInstanceOf(ApiError);
    await expect(refusal).rejects.toMatchObject({
      status: 400,
      serverMessage: 'Bet amount must be greater than 0',
    });
  });

  it("writes a message filled in at run time in the player's language, from its values", async () => {
    const limit = filledMessage('tips.dailyLimit', { left: 7_500, dailyLimit: 10_000 });
    const muted = filledMessage('moderation.chatMutedUntil', { until: '2026-11-29T13:05:00.000Z' });
    const refusal = async (payload: unknown) => {
      answerWith(400, payload);
      return errorText(
        await api('POST /api/social/tips', { body: { toUserId: 2, amount: 8_000 } }).catch((error) => error),
        'fallback',
      );
    };
    expect(await refusal(limit)).toBe(limit.message);
    await chooseLocale('de');
    try {
      expect(await refusal(limit)).toBe(
        'Du kannst höchstens 10.000 FF pro Tag als Trinkgeld und Regen senden: heute noch 7.500 FF ' +
          '(der Tag beginnt um 00:00 UTC neu)',
      );
      // The time in the player's way (their language, their clock), not the server's English one.
      expect(await refusal(muted)).toMatch(/^Du bist im Chat stummgeschaltet bis 29\. Nov\.?, \d{1,2}:05$/);
      // Without its values (an older server), the English it came as.
      expect(await refusal({ message: limit.message })).toBe(limit.message);
    } finally {
      await chooseLocale('en');
    }
  });

  it('checks route, body and answer at compile time', () => {
    const calls = () => [
      // @ts-expect-error no such route
      api('GET /api/nowhere'),
      // @ts-expect-error a mines move names its action
      api('POST /api/games/mines', { body: { selectedTile: 3 } }),
      // @ts-expect-error a cash-out takes no tile
      api('POST /api/games/mines', { body: { action: 'cashout', selectedTile: 3 } }),
      // @ts-expect-error the path parameter is required
      api('POST /api/shop/purchase/:id'),
    ];
    const answerType = async () => {
      const { bets } = await api('GET /api/fairness/bets');
      const first: number | undefined = bets[0]?.nonce;
      return first;
    };
    expect([calls, answerType]).toHaveLength(2);
  });
});

describe('endedSession', () => {
  it('is the server saying the session is over, and nothing else', () => {
    expect(endedSession(new ApiError(401, 'x'))).toBe(true);
    expect(endedSession(new ApiError(403, messages.banned, messages.banned, 'messages.banned'))).toBe(true);
    // A request that got no answer (a network failure, or the page left while it was under way).
    expect(endedSession(new ApiError(0, 'Unable to reach the server.'))).toBe(false);
    expect(endedSession(new ApiError(429, 'Too many requests'))).toBe(false);
    expect(endedSession(new ApiError(503, 'x'))).toBe(false);
    expect(
      endedSession(
        new ApiError(
          401,
          messages.invalidCredentials,
          messages.invalidCredentials,
          'messages.invalidCredentials',
        ),
      ),
    ).toBe(false);
    expect(endedSession(new TypeError('Failed to fetch'))).toBe(false);
  });
});
