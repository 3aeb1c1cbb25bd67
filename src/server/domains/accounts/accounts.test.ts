import { beforeAll, describe, expect, it } from 'vitest';
import type { PublicUser, Session } from '../../../contract/accounts';
import { messages } from '../../../contract/messages';
import { connectSocket, disconnectReason, listenOnFreePort, roundTrip } from '../../testing/socket-client';
import { bearer, expectMessage, testDialects, useTestApp } from '../../testing/test-app';

describe.each(testDialects())('accounts on %s', (dialect) => {
  const t = useTestApp(dialect, { adminEmails: ['boss@example.com'] });

  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload: payload as object, headers });

  describe('register', () => {
    it('creates an account with 100 FF, a sign-up ledger row and a session', async () => {
      const res = await post('/api/auth/register', {
        username: 'Alice_1',
        email: 'Alice@Example.com',
        password: 'secret1',
      });
      expect(res.statusCode).toBe(201);
      const session = res.json<Session>();
      expect(session).toMatchObject({
        username: 'Alice_1',
        email: 'Alice@Example.com',
        funFunds: 100,
        isAdmin: false,
      });
      expect(session.token).toMatch(/^[\w-]{40,}$/);
      expect(typeof session._id).toBe('number');
      expect(Number.isNaN(Date.parse(session.createdAt))).toBe(false);
      expect(res.body).not.toContain('passwordHash');

      const tx = await t.app.inject({ url: '/api/funds/transactions?limit=5', headers: bearer(session) });
      expect(tx.json().transactions).toEqual([
        expect.objectContaining({ type: 'signup', amount: 100, balanceAfter: 100 }),
      ]);
    });

    it.each([
      [{}, messages.fillAllFields],
      [{ username: 'abc', email: 'a@b.io' }, messages.fillAllFields],
      [{ username: '   ', email: 'a@b.io', password: 'secret1' }, messages.fillAllFields],
      [{ username: 'abc', email: 'a@b.io', password: '12345' }, messages.passwordTooShort],
      [{ username: 'abc', email: 'a@b.io', password: 'x'.repeat(129) }, messages.passwordTooLong],
      [{ username: 'ab', email: 'a@b.io', password: 'secret1' }, messages.usernameInvalid],
      [{ username: 'a'.repeat(21), email: 'a@b.io', password: 'secret1' }, messages.usernameInvalid],
      [{ username: 'bad name!', email: 'a@b.io', password: 'secret1' }, messages.usernameInvalid],
      [{ username: 'abcd', email: 'not-an-email', password: 'secret1' }, messages.emailInvalid],
      [{ username: 123, email: 'a@b.io', password: 'secret1' }, 'Username must be text'],
    ])('refuses %j with "%s"', async (body, message) => {
      const res = await post('/api/auth/register', body);
      expectMessage(res, 400, message);
    });

    it('refuses a taken username or e-mail whatever their case', async () => {
      await t.register({ username: 'Taken_Name', email: 'taken@example.com' });
      const sameName = await post('/api/auth/register', {
        username: 'taken_name',
        email: 'other@example.com',
        password: 'secret1',
      });
      expectMessage(sameName, 409, messages.usernameTaken);
      const sameEmail = await post('/api/auth/register', {
        username: 'other_name',
        email: 'TAKEN@example.com',
        password: 'secret1',
      });
      expectMessage(sameEmail, 409, messages.emailTaken);
    });

    it('lets only one of two simultaneous sign-ups with the same name through', async () => {
      const body = (n: number) => ({
        username: 'racer_x',
        email: `racer${n}@example.com`,
        password: 'secret1',
      });
      const results = await Promise.all([
        post('/api/auth/register', body(1)),
        post('/api/auth/register', body(2)),
      ]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    });

    it('makes an ADMIN_EMAILS address an admin at registration', async () => {
      const session = await t.register({ email: 'Boss@Example.com' });
      expect(session.isAdmin).toBe(true);
    });
  });

  describe('login and tokens', () => {
    let user: Session;
    beforeAll(async () => {
      user = await t.register({ email: 'login.test@example.com', password: 'right-password' });
    });

    it('answers the session for the right password, with any case of e-mail', async () => {
      const res = await post('/api/auth/login', {
        email: 'LOGIN.test@example.com',
        password: 'right-password',
      });
      expect(res.statusCode).toBe(200);
      const session = res.json<Session>();
      expect(session).toMatchObject({ _id: user._id, username: user.username, funFunds: 100 });
      expect(session.token).not.toBe(user.token);
    });

    it('gives no hint whether the e-mail or the password was wrong', async () => {
      const wrongPassword = await post('/api/auth/login', {
        email: 'login.test@example.com',
        password: 'wrong-one',
      });
      const unknownEmail = await post('/api/auth/login', {
        email: 'nobody@example.com',
        password: 'wrong-one',
      });
      for (const res of [wrongPassword, unknownEmail]) {
        expectMessage(res, 401, messages.invalidCredentials);
      }
    });

    it('asks for both fields', async () => {
      const res = await post('/api/auth/login', { email: 'login.test@example.com' });
      expectMessage(res, 400, messages.fillAllFields);
    });

    it('reads the profile with the token and refuses without one', async () => {
      const ok = await t.app.inject({ url: '/api/auth/profile', headers: bearer(user) });
      expect(ok.statusCode).toBe(200);
      expect(ok.json<PublicUser>()).toMatchObject({ username: user.username, funFunds: 100 });
      const me = await t.app.inject({ url: '/api/users/me', headers: bearer(user) });
      expect(me.json<PublicUser>().funFunds).toBe(100);

      for (const headers of [
        {},
        { authorization: 'Bearer not-a-real-token' },
        { authorization: 'Basic abc' },
      ]) {
        const res = await t.app.inject({ url: '/api/auth/profile', headers });
        expectMessage(res, 401, messages.notAuthorized);
      }
    });

    it('revokes the token on logout', async () => {
      const session = (
        await post('/api/auth/login', { email: 'login.test@example.com', password: 'right-password' })
      ).json<Session>();
      const out = await post('/api/auth/logout', {}, bearer(session));
      expect(out.statusCode).toBe(200);
      const after = await t.app.inject({ url: '/api/auth/profile', headers: bearer(session) });
      expect(after.statusCode).toBe(401);
      // Other sessions of the same user stay signed in.
      expect((await t.app.inject({ url: '/api/auth/profile', headers: bearer(user) })).statusCode).toBe(200);
    });

    it('refuses an expired token', async () => {
      await t.database.db.updateTable('authTokens').set({ expiresAt: '2000-01-01T00:00:00.000Z' }).execute();
      t.app.sessionsChanged({ userId: user._id });
      const res = await t.app.inject({ url: '/api/auth/profile', headers: bearer(user) });
      expect(res.statusCode).toBe(401);
    });
  });

  describe('banned users', () => {
    it('are refused at login and on every authenticated call', async () => {
      const session = await t.register({ email: 'banned@example.com', password: 'secret1' });
      await t.database.db.updateTable('users').set({ isBanned: 1 }).where('id', '=', session._id).execute();

      const call = await t.app.inject({ url: '/api/users/me', headers: bearer(session) });
      expectMessage(call, 403, messages.banned);

      const login = await post('/api/auth/login', { email: 'banned@example.com', password: 'secret1' });
      expectMessage(login, 403, messages.banned);

      // A wrong password still says only that the credentials are wrong.
      const wrong = await post('/api/auth/login', { email: 'banned@example.com', password: 'nope-nope' });
      expect(wrong.statusCode).toBe(401);
    });
  });

  describe('profile updates', () => {
    it('changes username and e-mail, refusing ones taken by others', async () => {
      const other = await t.register();
      const me = await t.register();
      // Every change of name or e-mail comes with the current password (registerUser's).
      const put = (payload: object) =>
        t.app.inject({
          method: 'PUT',
          url: '/api/users/profile',
          payload: { currentPassword: 'secret123', ...payload },
          headers: bearer(me),
        });

      const renamed = await put({ username: 'renamed_me', email: 'renamed@example.com' });
      expect(renamed.statusCode).toBe(200);
      expect(renamed.json()).toMatchObject({
        username: 'renamed_me',
        email: 'renamed@example.com',
        funFunds: 100,
      });

      const clash = await put({ username: other.username.toUpperCase() });
      expectMessage(clash, 409, messages.usernameTaken);
      const clashMail = await put({ email: other.email });
      expect(clashMail.json()).toMatchObject({ message: messages.emailTaken });
      expect((await put({ username: 'x' })).json()).toMatchObject({ message: messages.usernameInvalid });
      expect((await put({ email: 'nope' })).json()).toMatchObject({ message: messages.emailInvalid });
    });

    it('changes the password only with the current one', async () => {
      const me = await t.register({ email: 'pw.change@example.com', password: 'old-password' });
      const put = (payload: object) =>
        t.app.inject({ method: 'PUT', url: '/api/users/profile', payload, headers: bearer(me) });

      expect((await put({ newPassword: 'new-password' })).json()).toMatchObject({
        message: messages.currentPasswordRequired,
      });
      expect((await put({ currentPassword: 'wrong', newPassword: 'new-password' })).json()).toMatchObject({
        message: messages.currentPasswordWrong,
      });
      expect((await put({ currentPassword: 'old-password', newPassword: '123' })).json()).toMatchObject({
        message: messages.passwordTooShort,
      });
      // A second session, signed in elsewhere before the change.
      const elsewhere = (
        await post('/api/auth/login', { email: 'pw.change@example.com', password: 'old-password' })
      ).json<{ token: string }>();
      expect((await put({ currentPassword: 'old-password', newPassword: 'new-password' })).statusCode).toBe(
        200,
      );
      // The session that changed the password stays; every other one is signed out.
      expect((await t.app.inject({ url: '/api/users/me', headers: bearer(me) })).statusCode).toBe(200);
      const revoked = await t.app.inject({ url: '/api/users/me', headers: bearer(elsewhere) });
      expectMessage(revoked, 401, messages.notAuthorized);

      const oldLogin = await post('/api/auth/login', {
        email: 'pw.change@example.com',
        password: 'old-password',
      });
      expect(oldLogin.statusCode).toBe(401);
      const newLogin = await post('/api/auth/login', {
        email: 'pw.change@example.com',
        password: 'new-password',
      });
      expect(newLogin.statusCode).toBe(200);
    });
  });

  it("a password change closes the sockets of the user's other sessions, and only those", async () => {
    const url = await listenOnFreePort(t.app);
    const me = await t.register({ email: 'pw.sockets@example.com', password: 'old-password' });
    const elsewhere = (
      await post('/api/auth/login', { email: 'pw.sockets@example.com', password: 'old-password' })
    ).json<{ token: string }>();
    const here = await connectSocket(url, me.token);
    const there = await connectSocket(url, elsewhere.token);
    const thereClosed = disconnectReason(there);

    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      payload: { currentPassword: 'old-password', newPassword: 'new-password' },
      headers: bearer(me),
    });
    expect(changed.statusCode).toBe(200);
    expect(await thereClosed).toBe('io server disconnect');
    // A round trip on the changing session's socket proves it is still open.
    await roundTrip(here);
    expect(here.socket.connected).toBe(true);
    here.close();
    there.close();
  });

  describe('reset funds', () => {
    it('sets the balance to 1000 with a reset ledger row', async () => {
      const me = await t.register();
      const res = await post('/api/users/resetFunds', {}, bearer(me));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ funFunds: 1000, message: 'Funds reset to 1000' });
      const tx = (await t.app.inject({ url: '/api/funds/transactions?limit=1', headers: bearer(me) })).json();
      expect(tx.transactions[0]).toMatchObject({ type: 'reset', amount: 900, balanceAfter: 1000 });
    });
  });
});
