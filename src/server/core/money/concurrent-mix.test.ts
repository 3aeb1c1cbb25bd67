import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '../../../contract/accounts';
import type { BlackjackResponse } from '../../../contract/blackjack';
import type { ShopItem } from '../../../contract/shop';
import type { Database } from '../../db/database';
import { type InstancePair, startInstancePair, twoInstanceSuite } from '../../testing/instance-pair';
import { bearer, expectLedgerConsistent, testDialects, useTestApp } from '../../testing/test-app';

// Issue 13: one player acting in many places at once, with one token. Whatever the mix, every answer is
// 200/201 or a 4xx with a message a player can read (never a 500), and afterwards the books balance.

const ROUNDS = 20;
/** Each deadlock costs PostgreSQL its deadlock_timeout (1 s): a failing run is slow, and must fail, not time out. */
const SLOW_TEST_MS = 90_000;

interface Call {
  label: string;
  request: Pick<InjectOptions, 'method' | 'url' | 'payload'>;
}

/** Every action a player has, once: games, fairness, shop and the reset. */
function everyAction(round: number, shopItemId: number): Call[] {
  const game = (url: string, payload: object) => ({ method: 'POST' as const, url, payload });
  return [
    {
      label: 'dice',
      request: game('/api/games/dice', { betAmount: 10, prediction: 'over', targetNumber: 3 }),
    },
    { label: 'slots', request: game('/api/games/slots', { betAmount: 10 }) },
    { label: 'limbo', request: game('/api/games/limbo', { betAmount: 10, target: 1 + (round % 9) / 4 }) },
    {
      label: 'plinko',
      request: game('/api/games/plinko', { betAmount: 10, rows: 8 + (round % 9), risk: 'high' }),
    },
    {
      label: 'mines start',
      request: game('/api/games/mines', { action: 'start', betAmount: 10, difficulty: 3 }),
    },
    {
      label: 'mines reveal',
      request: game('/api/games/mines', { action: 'reveal', selectedTile: round % 25 }),
    },
    { label: 'mines cashout', request: game('/api/games/mines', { action: 'cashout' }) },
    { label: 'blackjack deal', request: game('/api/games/blackjack', { action: 'deal', betAmount: 10 }) },
    { label: 'blackjack hit', request: game('/api/games/blackjack', { action: 'hit' }) },
    { label: 'blackjack stand', request: game('/api/games/blackjack', { action: 'stand' }) },
    { label: 'blackjack double', request: game('/api/games/blackjack', { action: 'double' }) },
    { label: 'seed rotation', request: { method: 'POST', url: '/api/fairness/rotate', payload: {} } },
    {
      label: 'client seed',
      request: { method: 'PUT', url: '/api/fairness/client-seed', payload: { clientSeed: `mix-${round}` } },
    },
    { label: 'shop purchase', request: { method: 'POST', url: `/api/shop/purchase/${shopItemId}` } },
    { label: 'reset funds', request: { method: 'POST', url: '/api/users/resetFunds' } },
  ];
}

interface Answer {
  label: string;
  statusCode: number;
  body: string;
}

async function send(app: FastifyInstance, session: Session, call: Call): Promise<Answer> {
  const response = await app.inject({ ...call.request, headers: bearer(session) });
  return { label: call.label, statusCode: response.statusCode, body: response.body };
}

/** The message of a JSON error answer, or '' when there is none. */
function messageOf(body: string): string {
  try {
    const parsed = JSON.parse(body) as { message?: unknown };
    return typeof parsed.message === 'string' ? parsed.message.trim() : '';
  } catch {
    return '';
  }
}

/**
 * The answers outside the contract, counted by action, status and message: e.g.
 * `{ 'blackjack deal -> 500 Internal server error': 3 }`. Empty when every answer kept it.
 */
function outsideContract(answers: Answer[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const { label, statusCode, body } of answers) {
    if (statusCode === 200 || statusCode === 201) continue;
    const message = messageOf(body);
    if (statusCode >= 400 && statusCode < 500 && message !== '') continue;
    const key = `${label} -> ${statusCode} ${message || '(no message)'}`;
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}

/** Every user's balance equals its ledger and the chain of balanceAfter holds; no nonce served twice. */
async function expectBooksBalanced(database: Database): Promise<void> {
  const { db } = database;
  const users = await db.selectFrom('users').select('id').execute();
  expect(users.length).toBeGreaterThan(0);
  for (const { id } of users) await expectLedgerConsistent(database, id);
  const reused = await db
    .selectFrom('gameRecords')
    .select(['seedId', 'nonce'])
    .where('seedId', 'is not', null)
    .groupBy(['seedId', 'nonce'])
    .having((eb) => eb.fn.countAll(), '>', 1)
    .execute();
  expect(reused, '(seedId, nonce) pairs that decided two game records').toEqual([]);
}

/** The cheapest items first, so that a reset's 1000 FF buys several of them. */
async function cheapItemIds(app: FastifyInstance): Promise<number[]> {
  const items = (await app.inject({ url: '/api/shop/items' })).json<ShopItem[]>();
  return items
    .filter((item) => item.type !== 'bundle')
    .sort((a, b) => a.price - b.price)
    .map((item) => item._id);
}

/**
 * ROUNDS times, every action at once; `appFor(k)` picks the app that serves the k-th call of a round.
 * Returns the answers outside the contract.
 */
async function playTheMix(
  appFor: (k: number, round: number) => FastifyInstance,
  session: Session,
  itemIds: number[],
): Promise<{ total: number; bad: Record<string, number> }> {
  const answers: Answer[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const calls = everyAction(round, itemIds[round % itemIds.length] as number);
    answers.push(...(await Promise.all(calls.map((call, k) => send(appFor(k, round), session, call)))));
  }
  return { total: answers.length, bad: outsideContract(answers) };
}

describe.each(testDialects())('one player, every action at once, on %s', (dialect) => {
  const t = useTestApp(dialect);

  const call = (session: Session, label: string, request: Call['request']) =>
    send(t.app, session, { label, request });

  it(
    `answers every call of ${ROUNDS} rounds of the full mix with 200 or a clear 4xx, and the books balance`,
    async () => {
      const player = await t.register();
      const bystander = await t.register();
      const itemIds = await cheapItemIds(t.app);
      expect(itemIds.length).toBeGreaterThan(0);
      const { total, bad } = await playTheMix(() => t.app, player, itemIds);
      expect(total).toBe(ROUNDS * everyAction(0, 1).length);
      expect.soft(bad, 'answers outside 200/201 or 4xx with a message').toEqual({});
      expect(await t.expectLedgerConsistent(bystander._id)).toBe(100);
      await expectBooksBalanced(t.database);
    },
    SLOW_TEST_MS,
  );

  it(
    `settles each of ${ROUNDS} blackjack rounds once when double and stand arrive together`,
    async () => {
      const player = await t.register();
      const answers: Answer[] = [];
      const play = (action: string, betAmount?: number) =>
        call(player, `blackjack ${action}`, {
          method: 'POST',
          url: '/api/games/blackjack',
          payload: betAmount === undefined ? { action } : { action, betAmount },
        });
      for (let round = 0; round < ROUNDS; round += 1) {
        answers.push(await call(player, 'reset funds', { method: 'POST', url: '/api/users/resetFunds' }));
        const deal = await play('deal', 10);
        answers.push(deal);
        if (deal.statusCode !== 200) continue;
        if ((JSON.parse(deal.body) as BlackjackResponse).round.status !== 'playing') continue;
        answers.push(...(await Promise.all([play('double'), play('stand')])));
        // A round the pair left open (it should not be) is closed before the next deal.
        const current = await t.app.inject({ url: '/api/games/blackjack', headers: bearer(player) });
        if (current.json<{ round: unknown }>().round) answers.push(await play('stand'));
      }
      expect.soft(outsideContract(answers), 'answers outside 200/201 or 4xx with a message').toEqual({});
      const deals = answers.filter((a) => a.label === 'blackjack deal' && a.statusCode === 200).length;
      const records = await t.database.db
        .selectFrom('gameRecords')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('userId', '=', player._id)
        .where('game', '=', 'blackjack')
        .executeTakeFirstOrThrow();
      expect(Number(records.n), 'blackjack records = rounds dealt (each settled once)').toBe(deals);
      await expectBooksBalanced(t.database);
    },
    SLOW_TEST_MS,
  );

  it(
    'answers two seed rotations sent together 200 or a clear 4xx, 10 pairs in a row',
    async () => {
      const player = await t.register();
      const answers: Answer[] = [];
      const rotate = () =>
        call(player, 'seed rotation', { method: 'POST', url: '/api/fairness/rotate', payload: {} });
      for (let pair = 0; pair < 10; pair += 1) {
        answers.push(...(await Promise.all([rotate(), rotate()])));
        // A bet between pairs, so that each pair rotates a seed that decided something.
        answers.push(
          await call(player, 'dice', {
            method: 'POST',
            url: '/api/games/dice',
            payload: { betAmount: 1, prediction: 'over', targetNumber: 3 },
          }),
        );
      }
      expect.soft(outsideContract(answers), 'answers outside 200/201 or 4xx with a message').toEqual({});
      const rotated = answers.filter((a) => a.label === 'seed rotation' && a.statusCode === 200).length;
      const seeds = await t.database.db
        .selectFrom('fairnessSeeds')
        .select(['active', 'revealedAt'])
        .where('userId', '=', player._id)
        .execute();
      expect(
        seeds.filter((seed) => seed.active === 1),
        'active seed pairs',
      ).toHaveLength(1);
      expect(
        seeds.filter((seed) => seed.revealedAt !== null),
        'revealed pairs = rotations answered 200',
      ).toHaveLength(rotated);
      await expectBooksBalanced(t.database);
    },
    SLOW_TEST_MS,
  );
});

const suite = twoInstanceSuite(
  'one player, every action at once, across two server instances (PostgreSQL + Redis)',
);

describe.skipIf(suite.skip)(suite.title, () => {
  let pair: InstancePair;
  beforeAll(async () => {
    pair = await startInstancePair();
  });
  afterAll(async () => {
    await pair?.close();
  });

  it(
    `answers every call of ${ROUNDS} rounds, half on each instance, with 200 or a clear 4xx`,
    async () => {
      const apps = [pair.instance(0).app, pair.instance(1).app];
      const player = await pair.register();
      const itemIds = await cheapItemIds(apps[1] as FastifyInstance);
      const { bad } = await playTheMix(
        (k, round) => apps[(k + round) % 2] as FastifyInstance,
        player,
        itemIds,
      );
      expect.soft(bad, 'answers outside 200/201 or 4xx with a message').toEqual({});
      await expectBooksBalanced(pair.testDb.database);
    },
    SLOW_TEST_MS,
  );
});
