import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MyAchievements } from '../../../contract/achievements';
import type { Notification, NotificationsPage } from '../../../contract/notifications';
import { type InstancePair, startInstancePair, twoInstanceSuite } from '../../testing/instance-pair';
import { connectSocket, type TestSocket } from '../../testing/socket-client';
import { bearer } from '../../testing/test-app';

const suite = twoInstanceSuite('achievements on two server instances (PostgreSQL + Redis)');

describe.skipIf(suite.skip)(suite.title, () => {
  let pair: InstancePair;
  const sockets: TestSocket[] = [];

  beforeAll(async () => {
    pair = await startInstancePair();
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await pair?.close();
  });

  const get = async <T>(index: 0 | 1, url: string, token: string) => {
    const answer = await pair.instance(index).app.inject({ method: 'GET', url, headers: bearer({ token }) });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<T>();
  };

  it('grants a first bet once when both instances fold at once, and the toast reaches the other instance', async () => {
    const player = await pair.register();
    const socket = await connectSocket(pair.instance(1).url, player.token);
    sockets.push(socket);
    const rolls = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        pair.instance(i % 2 === 0 ? 0 : 1).app.inject({
          method: 'POST',
          url: '/api/games/dice',
          headers: bearer(player),
          payload: { betAmount: 1, prediction: 'over', targetNumber: 1 },
        }),
      ),
    );
    for (const roll of rolls) expect(roll.statusCode, roll.body).toBe(200);
    // Each rewards read folds first: both instances fold the same records at the same moment.
    await Promise.all([get(0, '/api/rewards', player.token), get(1, '/api/rewards', player.token)]);
    const toast = await socket.next('notification', (n: Notification) => n.kind === 'achievement');
    expect(toast).toMatchObject({ title: 'Achievement unlocked', data: { code: 'first-dice' } });
    const mine = await get<MyAchievements>(1, '/api/achievements', player.token);
    expect(mine.achievements.filter((a) => a.earned).map((a) => a.code)).toEqual(['first-dice']);
    const inbox = await get<NotificationsPage>(0, '/api/notifications', player.token);
    expect(inbox.notifications.filter((n) => n.kind === 'achievement')).toHaveLength(1);
  });

  it('grants a friendship once when both instances sweep at once', async () => {
    const [a, b] = [await pair.register(), await pair.register()];
    const asked = await pair.instance(0).app.inject({
      method: 'POST',
      url: '/api/social/friend-request',
      headers: bearer(a),
      payload: { username: b.username },
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const { friendRequests } = await get<{ friendRequests: { id: number }[] }>(
      1,
      '/api/social/friend-requests',
      b.token,
    );
    const accepted = await pair.instance(1).app.inject({
      method: 'POST',
      url: `/api/social/friend-requests/${friendRequests[0]?.id}/accept`,
      headers: bearer(b),
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    await Promise.all([pair.instance(0).app.sweepAchievements(), pair.instance(1).app.sweepAchievements()]);
    for (const player of [a, b]) {
      const inbox = await get<NotificationsPage>(0, '/api/notifications', player.token);
      expect(inbox.notifications.filter((n) => n.kind === 'achievement').map((n) => n.data.code)).toEqual([
        'friends-1',
      ]);
    }
  });
});
