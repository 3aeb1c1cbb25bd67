import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { diceMessages } from '../../contract/dice';
import {
  codeGroup,
  codeOfMessage,
  isMessages,
  messageCodes,
  messageEntries,
  messageFiles,
} from '../../contract/message-codes';
import { messages } from '../../contract/messages';
import { moderationMessages } from '../../contract/moderation-texts';
import { plinkoMessages } from '../../contract/plinko-texts';
import { requestMessages } from '../../contract/request-texts';
import { tipsMessages } from '../../contract/tips-texts';
import { bearer, useTestApp } from '../testing/test-app';

// Every error answer whose message is a contract message carries its stable code (issue 39), so the web
// shows it in the player's language; a text filled in at run time has none.

const CONTRACT = join(import.meta.dirname, '..', '..', 'contract');

describe('message codes', () => {
  it('lists every contract file that defines messages, and gives every message its own code', async () => {
    const defining: string[] = [];
    const texts = new Map<string, Set<string>>();
    for (const file of readdirSync(CONTRACT).filter(
      (name) => name.endsWith('.ts') && !name.endsWith('.test.ts'),
    )) {
      const source = readFileSync(join(CONTRACT, file), 'utf8');
      const module = (await import(join(CONTRACT, file))) as Record<string, unknown>;
      for (const [name, value] of Object.entries(module)) {
        // Defined in this file, not re-exported from a texts file.
        if (!isMessages(name, value) || !new RegExp(`export const ${name}\\b`).test(source)) continue;
        defining.push(file);
        for (const [key, text] of messageEntries(value)) {
          const code = `${codeGroup(file)}.${key}`;
          texts.set(code, (texts.get(code) ?? new Set()).add(text));
        }
      }
    }
    expect(Object.keys(messageFiles)).toEqual(expect.arrayContaining([...new Set(defining)]));
    // Two objects of one file with a key in common share a code: only right when the text is the same
    // (plinkoOptionsMessages.rows is plinkoMessages.rows).
    const ambiguous = [...texts].filter(([, set]) => set.size > 1).map(([code]) => code);
    expect(ambiguous).toEqual([]);
    expect(Object.keys(messageCodes).sort()).toEqual([...texts.keys()].sort());
    expect(codeGroup('live-bets-texts.ts')).toBe('live-bets');
    expect(codeGroup('messages.ts')).toBe('messages');
    expect(messageCodes['dice.overSixNeverWins']).toBe(diceMessages.overSixNeverWins);
    expect(codeOfMessage(messages.insufficientFunds)).toBe('messages.insufficientFunds');
    expect(codeOfMessage('Bet 12 FF more')).toBeUndefined();
    // An object with texts filled in at run time keeps codes for its plain texts, and one object down.
    expect(codeOfMessage(tipsMessages.tipSelf)).toBe('tips.tipSelf');
    expect(codeOfMessage(moderationMessages.resolved.mute)).toBe('moderation.resolved.mute');
    expect(codeOfMessage(tipsMessages.dailyLimit(500))).toBeUndefined();
  });
});

describe('error answers', () => {
  const t = useTestApp('sqlite');

  it('carry the code of a contract message beside the English message', async () => {
    const unknown = await t.app.inject({ url: '/api/nope' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: messages.notFound, code: 'messages.notFound' });

    const guest = await t.app.inject({ method: 'POST', url: '/api/games/dice', payload: { betAmount: 1 } });
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toEqual({ message: messages.notAuthorized, code: 'messages.notAuthorized' });

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'nobody@example.com', password: 'wrong-password' },
    });
    expect(login.statusCode).toBe(401);
    expect(login.json()).toEqual({
      message: messages.invalidCredentials,
      code: 'messages.invalidCredentials',
    });

    const user = await t.register();
    const broke = await t.app.inject({
      method: 'POST',
      url: '/api/games/dice',
      payload: { betAmount: 1_000_000, prediction: 'over', targetNumber: 3 },
      headers: bearer(user),
    });
    expect(broke.statusCode).toBe(400);
    expect(broke.json()).toEqual({ message: messages.insufficientFunds, code: 'messages.insufficientFunds' });
  });

  it("carry the request's own codes: a body that is not JSON, a schema check's refusal", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: '{not json',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: requestMessages.invalidJson, code: 'request.invalidJson' });

    const user = await t.register();
    const bet = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/games/plinko', payload, headers: bearer(user) });
    // A field of the wrong type: the English as before, its code, and the field and rule as values.
    const wrongType = await bet({ betAmount: '10', rows: 8, risk: 'low' });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json()).toEqual({
      message: 'Bet amount must be a whole number',
      code: 'request.schemaCheck',
      values: {
        field: 'betAmount',
        label: 'Bet amount',
        rule: 'type',
        type: 'integer',
        orType: 'none',
        limit: 0,
        count: 0,
        others: '',
        last: '',
      },
    });
    const missing = await bet({ betAmount: 10, rows: 8 });
    expect(missing.json()).toMatchObject({
      message: 'Risk is required',
      code: 'request.schemaCheck',
      values: { field: 'risk', rule: 'required' },
    });
    // A refusal whose words are a contract message keeps that message's code.
    const risk = await bet({ betAmount: 10, rows: 8, risk: 'wild' });
    expect(risk.json()).toEqual({ message: plinkoMessages.risk, code: 'plinko.risk' });

    // A query's field too.
    const query = await t.app.inject({ url: '/api/funds/transactions?limit=0', headers: bearer(user) });
    expect(query.statusCode).toBe(400);
    expect(query.json()).toMatchObject({
      message: 'Limit must be at least 1',
      code: 'request.schemaCheck',
      values: { field: 'limit', rule: 'minimum', limit: 1 },
    });
  });

  it('carry no code for a text that is not a contract message', async () => {
    const res = await t.app.inject({ url: '/api/%ZZ' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Request address is not valid' });
  });
});
