import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Session } from '../../../contract/accounts';
import { messages } from '../../../contract/messages';
import { startInstancePair, twoInstanceSuite } from '../../testing/instance-pair';
import { bearer, expectMessage, testConfig, testDialects, useTestApp } from '../../testing/test-app';

// The login limit of a public server, smaller: five wrong passwords, then 429.
const LIMIT = 5;

describe.each(testDialects())('password checks on %s', (dialect) => {
  const t = useTestApp(dialect, { authRateLimitMax: LIMIT });
  // Each call from an address of its own, unless a test names one: the route's own limit counts
  // calls per address, and what is tested here is the count of wrong passwords.
  let nextAddress = 0;
  const anywhere = () => `10.0.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`;

  let signUps = 0;
  const register = async (password = 'secret123') => {
    signUps += 1;
    const tag = `${signUps}${randomBytes(3).toString('hex')}`;
    const payload = { username: `guarded_${tag}`, email: `guarded_${tag}@example.com`, password };
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload,
      remoteAddress: anywhere(),
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Session>();
  };
  const login = (email: string, password: string, remoteAddress = anywhere()) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress });
  const changeProfile = (session: Session, payload: object, remoteAddress = anywhere()) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      payload,
      headers: bearer(session),
      remoteAddress,
    });

  it('changes username or e-mail only with the right current password', async () => {
    const me = await register();
    expectMessage(
      await changeProfile(me, { username: 'no_password' }),
      400,
      messages.currentPasswordRequiredForProfile,
    );
    expectMessage(
      await changeProfile(me, { email: 'stolen@example.com', currentPassword: '' }),
      400,
      messages.currentPasswordRequiredForProfile,
    );
    expectMessage(
      await changeProfile(me, { email: 'stolen@example.com', currentPassword: 'wrong-one' }),
      400,
      messages.currentPasswordWrong,
    );
    const changed = await changeProfile(me, {
      username: 'with_password',
      email: 'mine@example.com',
      currentPassword: 'secret123',
    });
    expect(changed.json()).toMatchObject({ username: 'with_password', email: 'mine@example.com' });
  });

  it("limits guesses at the profile's current password like logins: 429 from the limit on", async () => {
    const me = await register();
    const answers: number[] = [];
    for (let guess = 0; guess < 10; guess += 1) {
      answers.push(
        (await changeProfile(me, { username: 'guessed', currentPassword: `guess-${guess}` })).statusCode,
      );
    }
    expect(answers).toEqual([...Array(LIMIT).fill(400), ...Array(10 - LIMIT).fill(429)]);
    // Past the limit even the right password is refused, so the answer tells a guesser nothing.
    const right = await changeProfile(me, { username: 'guessed', currentPassword: 'secret123' });
    expectMessage(right, 429, messages.tooManyAuthAttempts);
    // It says when to come back: before the window of the first wrong password ends.
    const retryAfter = Number(right.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(Math.ceil(testConfig().rateLimitWindowMs / 1000));
  });

  it('counts wrong passwords per account from every address, at login and in the profile together', async () => {
    const me = await register('right-password');
    for (let guess = 0; guess < 3; guess += 1) {
      expect((await login(me.email, `guess-${guess}`)).statusCode).toBe(401);
    }
    for (let guess = 3; guess < LIMIT; guess += 1) {
      expect(
        (await changeProfile(me, { email: 'x@example.com', currentPassword: `guess-${guess}` })).statusCode,
      ).toBe(400);
    }
    expectMessage(await login(me.email, 'right-password'), 429, messages.tooManyAuthAttempts);
    expectMessage(
      await changeProfile(me, { username: 'late', currentPassword: 'right-password' }),
      429,
      messages.tooManyAuthAttempts,
    );
    // Another account is not held up by this one's count.
    const other = await register('right-password');
    expect((await login(other.email, 'right-password')).statusCode).toBe(200);
  });

  it('counts wrong passwords per address across accounts, and an unknown e-mail like an account', async () => {
    const address = '192.0.2.77';
    const players = [await register(), await register(), await register()];
    const [first] = players as [Session];
    for (const player of players) {
      expect(
        (await changeProfile(player, { username: 'x_x', currentPassword: 'nope-nope' }, address)).statusCode,
      ).toBe(400);
    }
    expect((await login('nobody@example.com', 'nope-nope', address)).statusCode).toBe(401);
    expect((await login(first.email, 'nope-nope', address)).statusCode).toBe(401);
    const fresh = await register();
    expectMessage(
      await changeProfile(fresh, { username: 'fresh_name', currentPassword: 'secret123' }, address),
      429,
      messages.tooManyAuthAttempts,
    );
    // The same account from another address still gets in.
    expect(
      (await changeProfile(fresh, { username: 'fresh_name', currentPassword: 'secret123' })).statusCode,
    ).toBe(200);

    for (let guess = 0; guess < LIMIT; guess += 1) {
      expect((await login('ghost@example.com', `guess-${guess}`)).statusCode).toBe(401);
    }
    expectMessage(await login('ghost@example.com', 'guess'), 429, messages.tooManyAuthAttempts);
  });

  it('counts an IPv6 address by its /64, as the route limits do', async () => {
    for (let guess = 0; guess < LIMIT; guess += 1) {
      const player = await register();
      const wrong = await changeProfile(
        player,
        { username: 'v6_x', currentPassword: 'nope' },
        `2001:db8:5:6::${guess + 1}`,
      );
      expect(wrong.statusCode).toBe(400);
    }
    const neighbour = await register();
    const refused = await changeProfile(
      neighbour,
      { username: 'v6_y', currentPassword: 'secret123' },
      '2001:db8:5:6:ffff::1',
    );
    expectMessage(refused, 429, messages.tooManyAuthAttempts);
  });
});

const pair = twoInstanceSuite('wrong passwords counted on one instance refuse on the other');
describe.skipIf(pair.skip)(pair.title, () => {
  it('shares the count through Redis', async () => {
    const instances = await startInstancePair({ authRateLimitMax: LIMIT });
    try {
      const me = await instances.register();
      const [a, b] = [instances.instance(0).app, instances.instance(1).app];
      for (let guess = 0; guess < LIMIT; guess += 1) {
        const app = guess % 2 === 0 ? a : b;
        const wrong = await app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: me.email, password: `guess-${guess}` },
          remoteAddress: `10.1.0.${guess + 1}`,
        });
        expect(wrong.statusCode).toBe(401);
      }
      const refused = await b.inject({
        method: 'PUT',
        url: '/api/users/profile',
        payload: { username: 'shared', currentPassword: 'secret123' },
        headers: bearer(me),
        remoteAddress: '10.1.0.99',
      });
      expectMessage(refused, 429, messages.tooManyAuthAttempts);
      // The window's end as Redis keeps it.
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(Math.ceil(testConfig().rateLimitWindowMs / 1000));
    } finally {
      await instances.close();
    }
  });
});
