import { describe, expect, it } from 'vitest';
import type { PublicUser, Session } from '../../../contract/accounts';
import { messages } from '../../../contract/messages';
import { bearer, expectMessage, testDialects, useTestApp } from '../../testing/test-app';

// The player's language in their profile (issue 39, migration 0025): kept by PUT /api/users/profile
// without a password, answered in every PublicUser, and there at the next sign-in.

describe.each(testDialects())('the profile language on %s', (dialect) => {
  const t = useTestApp(dialect);

  const put = (user: { token: string }, payload: object) =>
    t.app.inject({ method: 'PUT', url: '/api/users/profile', payload, headers: bearer(user) });

  it('is null for a new player, in the session and the profile', async () => {
    const user = await t.register();
    expect(user.locale).toBeNull();
    const profile = await t.app.inject({ url: '/api/users/me', headers: bearer(user) });
    expect(profile.json<PublicUser>().locale).toBeNull();
  });

  it('keeps a chosen language without the password, and answers it at the next sign-in', async () => {
    const user = await t.register({ email: 'lang.keeper@example.com', password: 'secret1' });
    const chosen = await put(user, { locale: 'de' });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json<PublicUser>()).toMatchObject({ _id: user._id, locale: 'de' });

    const again = await t.app.inject({ url: '/api/auth/profile', headers: bearer(user) });
    expect(again.json<PublicUser>().locale).toBe('de');

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'lang.keeper@example.com', password: 'secret1' },
    });
    expect(login.json<Session>().locale).toBe('de');

    expect((await put(user, { locale: 'pt-BR' })).json<PublicUser>().locale).toBe('pt-BR');
  });

  it('changes the language beside a username change, which still needs the password', async () => {
    const user = await t.register({ password: 'secret1' });
    expectMessage(
      await put(user, { locale: 'es', username: 'Renamed_1' }),
      400,
      messages.currentPasswordRequiredForProfile,
    );
    const both = await put(user, { locale: 'es', username: 'Renamed_1', currentPassword: 'secret1' });
    expect(both.json<PublicUser>()).toMatchObject({ username: 'Renamed_1', locale: 'es' });
  });

  it.each([['fr'], ['EN'], ['pt'], [''], ['de-DE']])(
    'refuses %j with a 400 and changes nothing',
    async (locale) => {
      const user = await t.register();
      const refused = await put(user, { locale });
      expectMessage(refused, 400, messages.localeInvalid);
      expect(refused.json()).toEqual({ message: messages.localeInvalid, code: 'messages.localeInvalid' });
      const profile = await t.app.inject({ url: '/api/users/me', headers: bearer(user) });
      expect(profile.json<PublicUser>().locale).toBeNull();
    },
  );

  it('refuses a language that is not text', async () => {
    const user = await t.register();
    expect((await put(user, { locale: 3 })).statusCode).toBe(400);
  });
});
