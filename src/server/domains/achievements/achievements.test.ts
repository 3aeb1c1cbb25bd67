import { describe, expect, it } from 'vitest';
import type { Session } from '../../../contract/accounts';
import {
  ACHIEVEMENTS,
  achievementsMessages,
  type MyAchievements,
  type PublicAchievements,
  type WearBadgeResponse,
} from '../../../contract/achievements';
import type { Notification, NotificationsPage } from '../../../contract/notifications';
import { createUnitOfWork } from '../../db/unit-of-work';
import type { RealtimeServer } from '../../realtime/socket-types';
import { friendCalls } from '../../testing/friends-kit';
import { expectMessage, testDialects, useTestApp } from '../../testing/test-app';
import { createNotificationsRepository } from '../notifications/repository';
import { createNotificationsService } from '../notifications/service';
import { foldedBet as bet } from './achievements-kit';
import { achievementsConsumer } from './records-consumer';
import { createAchievementsRepository } from './repository';

describe.each(testDialects())('achievements on %s', (dialect) => {
  const t = useTestApp(dialect);

  /** The consumer on the app's database; what it pushes after the commit is caught here. */
  function fold() {
    const uow = createUnitOfWork(t.database.db, t.database.dialect);
    const pushed: { room: string; notification: Notification }[] = [];
    const io = {
      to: (room: string) => ({
        emit: (_event: string, notification: Notification) => pushed.push({ room, notification }),
      }),
    } as unknown as RealtimeServer;
    const notifier = createNotificationsService(uow, createNotificationsRepository(t.database.db), io);
    const consumer = achievementsConsumer(createAchievementsRepository(t.database.db), notifier);
    const run = async (records: ReturnType<typeof bet>[]) => {
      const after = await uow.run((trx) => consumer(trx, records));
      if (typeof after === 'function') after();
    };
    return { run, pushed, consumer, uow };
  }

  const mine = async (session: Session) => {
    const response = await t.call('GET', '/api/achievements', session);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<MyAchievements>();
  };
  const earnedCodes = async (session: Session) =>
    (await mine(session)).achievements.filter((a) => a.earned).map((a) => a.code);
  const inbox = async (session: Session) =>
    (await t.call('GET', '/api/notifications', session)).json<NotificationsPage>();

  it('grants a first bet once, tells the player once, and pushes only after the commit', async () => {
    const player = await t.register();
    const { run, pushed } = fold();
    await run([bet(player._id, 'dice', 0), bet(player._id, 'dice', 2)]);
    await run([bet(player._id, 'dice', 0)]);
    expect(await earnedCodes(player)).toEqual(['first-dice']);
    const { notifications } = await inbox(player);
    expect(notifications).toHaveLength(1);
    expect(notifications[0]).toMatchObject({
      kind: 'achievement',
      title: 'Achievement unlocked',
      text: 'First Roll: its badge is in your collection.',
      data: { code: 'first-dice' },
    });
    expect(pushed).toEqual([
      { room: expect.stringContaining(String(player._id)), notification: notifications[0] },
    ]);
  });

  it('grants and tells nothing when the fold rolls back', async () => {
    const player = await t.register();
    const { consumer, uow, pushed } = fold();
    await expect(
      uow.run(async (trx) => {
        await consumer(trx, [bet(player._id, 'slots', 0)]);
        throw new Error('the fold failed');
      }),
    ).rejects.toThrow('the fold failed');
    expect(await earnedCodes(player)).toEqual([]);
    expect((await inbox(player)).notifications).toEqual([]);
    expect(pushed).toEqual([]);
  });

  it('concurrent folds of the same feat grant it once', async () => {
    const player = await t.register();
    const { run } = fold();
    await Promise.all(Array.from({ length: 8 }, () => run([bet(player._id, 'limbo', 1000)])));
    expect((await earnedCodes(player)).sort()).toEqual(['first-limbo', 'win-1000x', 'win-100x', 'win-10x']);
    expect((await inbox(player)).notifications).toHaveLength(4);
  });

  it('counts ten wins in a row of one game across batches, and 100 bets', async () => {
    const player = await t.register();
    const { run } = fold();
    await run(Array.from({ length: 6 }, () => bet(player._id, 'plinko', 2)));
    await run([bet(player._id, 'plinko', 2), bet(player._id, 'plinko', 0)]);
    await run(Array.from({ length: 9 }, () => bet(player._id, 'plinko', 2)));
    expect(await earnedCodes(player)).not.toContain('streak-10');
    await run([bet(player._id, 'plinko', 2)]);
    expect(await earnedCodes(player)).toContain('streak-10');
    expect(await earnedCodes(player)).not.toContain('bets-100');
    await run(Array.from({ length: 83 }, () => bet(player._id, 'dice', 0)));
    expect(await earnedCodes(player)).toContain('bets-100');
  });

  it('grants the crash, mines and blackjack feats from their records', async () => {
    const player = await t.register();
    const { run } = fold();
    await run([
      bet(player._id, 'crash', 6, { details: { multiplier: 6.12 } }),
      bet(player._id, 'mines', 4, { details: { revealed: Array.from({ length: 12 }, (_, i) => i) } }),
      bet(player._id, 'blackjack', 2.5, { details: { result: 'blackjack' } }),
    ]);
    expect(await earnedCodes(player)).toEqual(
      expect.arrayContaining(['crash-5x', 'mines-10', 'blackjack-natural']),
    );
    expect(await earnedCodes(player)).not.toContain('crash-50x');
  });

  it('grants shop and friends achievements at the next sweep, once', async () => {
    const [a, b] = [await t.register(), await t.register()];
    const items = await t.call('GET', '/api/shop/items');
    const cheapest = items.json<{ _id: number; price: number }[]>().sort((x, y) => x.price - y.price)[0];
    expect((await t.call('POST', `/api/shop/purchase/${cheapest?._id}`, a)).statusCode).toBe(200);
    await friendCalls(t).befriend(a, b);
    expect(await earnedCodes(a)).toEqual([]);
    await t.app.sweepAchievements();
    expect((await earnedCodes(a)).sort()).toEqual(['friends-1', 'shop-1']);
    expect(await earnedCodes(b)).toEqual(['friends-1']);
    await Promise.all([t.app.sweepAchievements(), t.app.sweepAchievements()]);
    expect((await inbox(a)).notifications.filter((n) => n.kind === 'achievement')).toHaveLength(2);
  });

  it('grants the first bet of a real dice roll through the wager fold of the app', async () => {
    const player = await t.register();
    const roll = await t.call('POST', '/api/games/dice', player, {
      betAmount: 1,
      prediction: 'over',
      targetNumber: 1,
    });
    expect(roll.statusCode, roll.body).toBe(200);
    // The rewards' read folds first: every bet committed before it has reached the consumers.
    expect((await t.call('GET', '/api/rewards', player)).statusCode).toBe(200);
    expect(await earnedCodes(player)).toEqual(['first-dice']);
  });

  it('grants the level milestones from the levels reached', async () => {
    const player = await t.register();
    const at = new Date().toISOString();
    await t.database.db
      .insertInto('playerLevels')
      .values([4, 5].map((level) => ({ userId: player._id, level, reward: level - 1, reachedAt: at })))
      .execute();
    await t.app.sweepAchievements();
    expect(await earnedCodes(player)).toEqual(['level-5']);
  });

  it('grants the daily streaks and race finishes from their rows', async () => {
    const player = await t.register();
    const db = t.database.db;
    const at = new Date().toISOString();
    await db
      .insertInto('dailyClaims')
      .values(
        [2, 3].map((streak) => ({
          userId: player._id,
          day: `2020-01-0${streak}`,
          streak,
          amount: 10,
          claimedAt: at,
        })),
      )
      .execute();
    const raceId = 1000 + player._id;
    await db
      .insertInto('races')
      .values({ id: raceId, startsAt: at, endsAt: at, prizePool: 100, paidAt: at })
      .execute();
    await db
      .insertInto('racePrizes')
      .values({ raceId, userId: player._id, rank: 2, amount: 10, paidAt: at })
      .execute();
    await t.app.sweepAchievements();
    expect((await earnedCodes(player)).sort()).toEqual(['daily-3', 'race-prize', 'race-top3']);
  });

  it('concurrent sweeps on fresh changes grant once', async () => {
    const player = await t.register();
    const at = new Date().toISOString();
    await t.database.db
      .insertInto('dailyClaims')
      .values({ userId: player._id, day: '2020-02-01', streak: 7, amount: 50, claimedAt: at })
      .execute();
    await Promise.all(Array.from({ length: 5 }, () => t.app.sweepAchievements()));
    const codes = (await earnedCodes(player)).sort();
    expect(codes).toEqual(['daily-3', 'daily-7']);
    expect((await inbox(player)).notifications).toHaveLength(2);
  });

  it('lists every achievement for the player, locked ones with what earns them', async () => {
    const player = await t.register();
    await fold().run([bet(player._id, 'dice', 0)]);
    const list = await mine(player);
    expect(list.total).toBe(ACHIEVEMENTS.length);
    expect(list.earned).toBe(1);
    expect(list.achievements).toHaveLength(ACHIEVEMENTS.length);
    const first = list.achievements.find((a) => a.code === 'first-dice');
    expect(first).toMatchObject({ earned: true, earnedAt: expect.any(String), title: 'First Roll' });
    const locked = list.achievements.find((a) => a.code === 'win-1000x');
    expect(locked).toMatchObject({
      earned: false,
      earnedAt: null,
      description: expect.stringContaining('1,000×'),
    });
    expectMessage(await t.call('GET', '/api/achievements'), 401, 'Not authorized');
  });

  it("shows anyone a player's earned achievements and public name, nothing private", async () => {
    const player = await t.register();
    await fold().run([bet(player._id, 'dice', 0)]);
    const response = await t.call('GET', `/api/users/${player._id}/achievements`);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<PublicAchievements>();
    expect(Object.keys(body).sort()).toEqual(['achievements', 'player', 'total']);
    expect(Object.keys(body.player).sort()).toEqual(['cosmetics', 'id', 'username']);
    expect(body.player).toMatchObject({ id: player._id, username: player.username });
    expect(body.achievements.map((a) => a.code)).toEqual(['first-dice']);
    expect(Object.keys(body.achievements[0] ?? {}).sort()).toEqual([
      'badge',
      'code',
      'description',
      'earnedAt',
      'rarity',
      'title',
    ]);
    expect(response.body).not.toContain(player.email);
    expect(response.body).not.toContain('funFunds');
    expect(response.body).not.toContain('"bets"');
  });

  it("answers a hidden player's page as it answers no player at all", async () => {
    const player = await t.register();
    await fold().run([bet(player._id, 'dice', 0)]);
    const hidden = await t.call('PUT', '/api/bets/privacy', player, { hidden: true });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expectMessage(
      await t.call('GET', `/api/users/${player._id}/achievements`),
      404,
      achievementsMessages.playerNotFound,
    );
    expect((await mine(player)).earned).toBe(1);
  });

  it.each([['999999'], ['0'], ['-1'], ['abc'], ['99999999999999']])(
    'answers 404 for the player %s, who does not exist',
    async (id) => {
      expectMessage(
        await t.call('GET', `/api/users/${id}/achievements`),
        404,
        achievementsMessages.playerNotFound,
      );
    },
  );

  it('wears an earned badge beside the name (one at a time) and refuses one not earned', async () => {
    const player = await t.register();
    await fold().run([bet(player._id, 'dice', 0), bet(player._id, 'slots', 0)]);
    const wear = (body: object) => t.call('POST', '/api/achievements/badge', player, body);
    expectMessage(await wear({ code: 'win-1000x' }), 400, achievementsMessages.notEarned);
    expectMessage(await wear({ code: 'no-such-thing' }), 400, achievementsMessages.unknownAchievement);
    for (const body of [{}, { code: 5 }, { code: '' }, { code: ['first-dice'] }]) {
      const refused = await wear(body);
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json()).toMatchObject({ message: expect.any(String) });
    }
    const worn = await wear({ code: 'first-dice' });
    expect(worn.statusCode, worn.body).toBe(200);
    expect(worn.json<WearBadgeResponse>()).toMatchObject({
      wornBadge: 'first-dice',
      cosmetics: { badge: { slug: 'achievement-first-dice', name: 'First Roll', type: 'badge' } },
    });
    expect((await mine(player)).wornBadge).toBe('first-dice');
    const swapped = (await wear({ code: 'first-slots' })).json<WearBadgeResponse>();
    expect(swapped.cosmetics.badge?.slug).toBe('achievement-first-slots');
    const shown = (await t.call('GET', `/api/users/${player._id}/achievements`)).json<PublicAchievements>();
    expect(shown.player.cosmetics.badge?.slug).toBe('achievement-first-slots');
    // Beside the name wherever names are shown with their cosmetics: the leaderboards, say.
    const board = await t.call('GET', '/api/leaderboard?type=mostFunds');
    expect(board.body).toContain('achievement-first-slots');
    const off = (await wear({ code: null })).json<WearBadgeResponse>();
    expect(off).toMatchObject({ wornBadge: null, cosmetics: { badge: null } });
    expectMessage(
      await t.call('POST', '/api/achievements/badge', undefined, { code: null }),
      401,
      'Not authorized',
    );
  });
});
