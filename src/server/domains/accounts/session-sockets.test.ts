import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '../../../contract/accounts';
import { coinflipMessages } from '../../../contract/coinflip';
import type { FriendRequests } from '../../../contract/social';
import { nowIso } from '../../clock';
import type { Database } from '../../db/database';
import { hashToken, newToken } from '../../http/tokens';
import { asAdmin, registerAdmin, TEST_ADMIN_EMAIL, userPatch } from '../../testing/admin-kit';
import { type InstancePair, startInstancePair } from '../../testing/instance-pair';
import { connectSocket, roundTrip, type TestSocket } from '../../testing/socket-client';
import { callAs, testRedisUrl } from '../../testing/test-app';

// Issue 33: a session that ends (logout, expiry, a ban, a password changed elsewhere) closes its
// sockets on every instance within a second, and the player's friends see the player go offline.

const CLOSE_WITHIN_MS = 1000;
const haveRedis = Boolean(testRedisUrl());
const dialect = process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite';

/** When and why the server closed the socket; fails if it stays open for 5 s. */
function closed(client: TestSocket): Promise<{ reason: string; at: number }> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the socket stayed open')), 5000);
    client.socket.once('disconnect', (reason) => {
      clearTimeout(timer);
      resolve({ reason, at: Date.now() });
    });
  });
}

/** Waits for the close and checks that it came from the server, at most CLOSE_WITHIN_MS after `since`. */
async function expectClosedSoonAfter(gone: Promise<{ reason: string; at: number }>, since: number) {
  const { reason, at } = await gone;
  expect(reason).toBe('io server disconnect');
  expect(at - since).toBeLessThan(CLOSE_WITHIN_MS);
}

/** A round trip on the socket, failing at once if the server closes it instead. */
async function expectStillOpen(client: TestSocket) {
  expect(client.socket.connected).toBe(true);
  const dropped = new Promise((_, reject) =>
    client.socket.once('disconnect', () => reject(new Error('the socket was closed'))),
  );
  await Promise.race([roundTrip(client), dropped]);
}

async function befriend(app: FastifyInstance, a: Session, b: Session) {
  await callAs(app, 'POST', '/api/social/friend-request', a, { username: b.username });
  const received = await callAs(app, 'GET', '/api/social/friend-requests', b);
  const request = received.json<FriendRequests>().friendRequests.find((item) => item.sender.id === a._id);
  const accepted = await callAs(app, 'POST', `/api/social/friend-requests/${request?.id}/accept`, b);
  expect(accepted.statusCode).toBe(200);
}

/** A token of `userId` that expires `inMs` from now, written straight to the database. */
async function shortLivedToken(database: Database, userId: number, inMs: number) {
  const token = newToken();
  const expiresAt = new Date(Date.now() + inMs).toISOString();
  await database.db
    .insertInto('authTokens')
    .values({ tokenHash: hashToken(token), userId, createdAt: nowIso(), expiresAt })
    .execute();
  return { token, expiresAt: Date.parse(expiresAt) };
}

describe.skipIf(!haveRedis)(
  haveRedis
    ? `sessions that end close their sockets on every instance (${dialect} + Redis)`
    : 'sessions that end close their sockets on every instance: skipped, set REDIS_URL',
  () => {
    let pair: InstancePair;
    const sockets: TestSocket[] = [];

    beforeAll(async () => {
      pair = await startInstancePair({ adminEmails: [TEST_ADMIN_EMAIL] }, dialect);
    });
    afterAll(async () => {
      for (const socket of sockets) socket.close();
      await pair?.close();
    });

    const app = (index: 0 | 1) => pair.instance(index).app;
    async function connect(index: 0 | 1, token: string) {
      const socket = await connectSocket(pair.instance(index).url, token);
      sockets.push(socket);
      return socket;
    }

    /** A player with a socket on instance B, and a friend of theirs with a socket on instance A. */
    async function playerAndFriend() {
      const player = await pair.register();
      const friend = await pair.register();
      await befriend(app(0), friend, player);
      const friendOnA = await connect(0, friend.token);
      const playerOnB = await connect(1, player.token);
      const offline = friendOnA.next(
        'friendPresence',
        (p) => p.id === player._id && p.status === 'offline',
        10_000,
      );
      return { player, friend, friendOnA, playerOnB, offline };
    }

    it('a logout on A closes the session socket on B, and the friend on A sees the player offline', async () => {
      const { player, friendOnA, playerOnB, offline } = await playerAndFriend();
      const gone = closed(playerOnB);
      const logout = await callAs(app(0), 'POST', '/api/auth/logout', player);
      expect(logout.statusCode).toBe(200);
      await expectClosedSoonAfter(gone, Date.now());
      await offline;
      const ofPlayer = friendOnA.all('friendPresence').filter((p) => p.id === player._id);
      expect(ofPlayer.at(-1)).toMatchObject({ status: 'offline' });
    });

    /** A new player signed in twice: their first session and a second one, made on B. */
    async function playerWithSecondSession() {
      const player = await pair.register();
      const login = { email: player.email, password: 'secret123' };
      const other = (await callAs(app(1), 'POST', '/api/auth/login', undefined, login)).json<Session>();
      return { player, other };
    }

    it("a logout ends that session's sockets only: the player's other session stays connected", async () => {
      const { player, other } = await playerWithSecondSession();
      const leaving = await connect(1, player.token);
      const staying = await connect(1, other.token);
      const gone = closed(leaving);
      await callAs(app(0), 'POST', '/api/auth/logout', player);
      await expectClosedSoonAfter(gone, Date.now());
      // The other session (a 30-day token, beyond setTimeout's range) is still connected and served.
      await expectStillOpen(staying);
    });

    it("a ban on A closes the player's sockets on B, and the friend on A sees the player offline", async () => {
      const admin = await registerAdmin(app(0));
      const { player, playerOnB, offline } = await playerAndFriend();
      const gone = closed(playerOnB);
      const ban = await asAdmin(app(0), admin, userPatch(player._id, { isBanned: true }));
      expect(ban.statusCode).toBe(200);
      await expectClosedSoonAfter(gone, Date.now());
      await offline;
    });

    it("a password change on A closes the other session's socket on B and keeps its own", async () => {
      const { player, other } = await playerWithSecondSession();
      const changerOnA = await connect(0, player.token);
      const otherOnB = await connect(1, other.token);
      const gone = closed(otherOnB);
      const changed = await callAs(app(0), 'PUT', '/api/users/profile', player, {
        currentPassword: 'secret123',
        newPassword: 'brand-new-secret',
      });
      expect(changed.statusCode).toBe(200);
      await expectClosedSoonAfter(gone, Date.now());
      await expectStillOpen(changerOnA);
    });

    it('a token that expires closes its socket on B at the expiry, and the friend sees the player offline', async () => {
      const player = await pair.register();
      const friend = await pair.register();
      await befriend(app(0), friend, player);
      const friendOnA = await connect(0, friend.token);
      const { token, expiresAt } = await shortLivedToken(pair.testDb.database, player._id, 1500);
      const playerOnB = await connect(1, token);
      const offline = friendOnA.next('friendPresence', (p) => p.id === player._id && p.status === 'offline');
      const { reason, at } = await closed(playerOnB);
      expect(reason).toBe('io server disconnect');
      expect(at).toBeGreaterThanOrEqual(expiresAt);
      expect(at - expiresAt).toBeLessThan(CLOSE_WITHIN_MS);
      await offline;
    });

    it('a handshake with an expired token is not signed in', async () => {
      const player = await pair.register();
      const { token } = await shortLivedToken(pair.testDb.database, player._id, -1000);
      const late = await connect(1, token);
      // A signed-out socket may read the lobby but not act for anyone.
      late.socket.emit('findUserSessions');
      expect(await late.next('error')).toEqual({
        message: coinflipMessages.noSession,
        code: 'coinflip.noSession',
      });
      expect(late.socket.connected).toBe(true);
    });
  },
);
