import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Session } from '../../../contract/accounts';
import type { DiceResult } from '../../../contract/dice';
import type { ActiveSeedPair } from '../../../contract/fairness';
import { messages } from '../../../contract/messages';
import { startInstancePair, twoInstanceSuite } from '../../testing/instance-pair';
import { bearer, testDialects, useTestApp } from '../../testing/test-app';
import { MOST_FF_TRACKED } from '../standings/leaderboard-upserts';

const DICE = { betAmount: 10, prediction: 'over', targetNumber: 3 };

/** Rotates the player's seed pair through `app`'s API. */
const rotateOn = async (app: FastifyInstance, player: Session) => {
  const rotated = await app.inject({
    method: 'POST',
    url: '/api/fairness/rotate',
    payload: {},
    headers: bearer(player),
  });
  expect(rotated.statusCode).toBe(200);
};

describe.each(testDialects())('the instant-bet path on %s', (dialect) => {
  const t = useTestApp(dialect);

  const dice = (session: Session, body: object = DICE) =>
    t.app.inject({ method: 'POST', url: '/api/games/dice', payload: body, headers: bearer(session) });

  it('settles the bets of one tick together, and a refused bet rolls back alone, its nonce too', async () => {
    const rich = await t.register();
    const poor = await t.register();
    // Sent together: they share a commit, and the one the balance does not cover is refused alone.
    const answers = await Promise.all([
      dice(rich),
      dice(poor, { ...DICE, betAmount: 1000 }),
      dice(rich),
      dice(poor),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 400, 200, 200]);
    expect(answers[1]?.json()).toMatchObject({ message: messages.insufficientFunds });
    const poorBet = answers[3]?.json<DiceResult>();
    // The refused bet took no nonce: the poor player's one bet used nonce 0.
    expect(poorBet?.nonce).toBe(0);
    const richNonces = [answers[0], answers[2]].map((answer) => answer?.json<DiceResult>().nonce).sort();
    expect(richNonces).toEqual([0, 1]);
    for (const player of [rich, poor]) await t.expectLedgerConsistent(player._id);
  });

  it('bets with the active pair as it is now, after a rotation and after a new client seed', async () => {
    const player = await t.register();
    const activePair = async () =>
      (await t.app.inject({ url: '/api/fairness', headers: bearer(player) })).json<ActiveSeedPair>();
    const expectBetOn = async (pair: ActiveSeedPair) => {
      const bet = (await dice(player)).json<DiceResult>();
      expect({ serverSeedHash: bet.serverSeedHash, clientSeed: bet.clientSeed, nonce: bet.nonce }).toEqual(
        pair,
      );
    };
    await expectBetOn(await activePair());
    await expectBetOn(await activePair());
    // The bet path remembers the pair's server seed; each change below must still be seen at once.
    await rotateOn(t.app, player);
    const afterRotation = await activePair();
    expect(afterRotation.nonce).toBe(0);
    await expectBetOn(afterRotation);
    const seeded = await t.call('PUT', '/api/fairness/client-seed', player, {
      clientSeed: 'a-new-client-seed',
    });
    expect(seeded.statusCode).toBe(200);
    const afterClientSeed = await activePair();
    expect(afterClientSeed.clientSeed).toBe('a-new-client-seed');
    await expectBetOn(afterClientSeed);
    await expectBetOn(await activePair());
  });

  it('writes one ledger row per bet that names its game record', async () => {
    const player = await t.register();
    const bet = (await dice(player)).json<DiceResult>();
    const rows = await t.database.db
      .selectFrom('transactions')
      .select(['betId', 'amount', 'game'])
      .where('userId', '=', player._id)
      .where('game', '=', 'dice')
      .execute();
    expect(rows).toEqual([{ betId: bet.betId, amount: bet.winAmount - DICE.betAmount, game: 'dice' }]);
    const listed = await t.app.inject({ url: '/api/funds/transactions?limit=5', headers: bearer(player) });
    expect(listed.json().transactions[0]).toMatchObject({ betId: bet.betId, roundId: null });
  });

  it('keeps Most FF current inside the tracked top and lets entries far below it rest', async () => {
    const board = t.database.db;
    const mostFfEntry = (player: Session) =>
      board
        .selectFrom('leaderboardEntries')
        .select('value')
        .where('userId', '=', player._id)
        .where('category', '=', 'most_ff')
        .executeTakeFirst();
    // A full tracked top far above anyone's balance: a bet of an ordinary player is not written...
    const now = new Date().toISOString();
    // One more than the tracked top: the first one's bet below asks for the threshold and drops out.
    // Registered side by side: each password hash waits on the thread pool, not on the others.
    const players = await Promise.all(Array.from({ length: MOST_FF_TRACKED + 1 }, () => t.register()));
    await board.deleteFrom('leaderboardEntries').where('category', '=', 'most_ff').execute();
    await board
      .insertInto('leaderboardEntries')
      .values(
        players.map((player, i) => ({
          userId: player._id,
          category: 'most_ff',
          value: 1_000_000 + i,
          gameType: null,
          achievedAt: now,
          edited: 0,
        })),
      )
      .execute();
    const outsider = await t.register();
    await board.deleteFrom('leaderboardEntries').where('userId', '=', outsider._id).execute();
    // The threshold is read at most once a second (on PostgreSQL in the background, the bet that asks
    // for it still using the old one): wait it out, let one bet ask, then the outsider bets.
    await new Promise((resume) => setTimeout(resume, 1100));
    expect((await dice(players[0] as Session)).statusCode).toBe(200);
    await new Promise((resume) => setTimeout(resume, 200));
    expect((await dice(outsider)).statusCode).toBe(200);
    expect(await mostFfEntry(outsider)).toBeUndefined();

    // ...while a player inside it is followed down, even below the threshold.
    const insider = players[MOST_FF_TRACKED] as Session;
    const bet = (await dice(insider)).json<DiceResult>();
    expect(Number((await mostFfEntry(insider))?.value)).toBe(bet.newBalance);
  });
});

const pair = twoInstanceSuite('instant bets across two instances');
describe.skipIf(pair.skip)(pair.title, () => {
  it('a bet after the seed pair was rotated on another instance uses the new pair', async () => {
    const instances = await startInstancePair();
    try {
      const [a, b] = [instances.instance(0).app, instances.instance(1).app];
      const player = await instances.register();
      const bet = async () =>
        (
          await a.inject({ method: 'POST', url: '/api/games/dice', payload: DICE, headers: bearer(player) })
        ).json<DiceResult>();
      const first = await bet();
      expect((await bet()).nonce).toBe(first.nonce + 1);
      // Instance A remembers the pair and its next nonce; B rotates it.
      await rotateOn(b, player);
      const after = await bet();
      expect(after.serverSeedHash).not.toBe(first.serverSeedHash);
      expect(after.nonce).toBe(0);
      await instances.expectLedgerConsistent(player._id);
    } finally {
      await instances.close();
    }
  });

  it('a batch holding a player whose pair moved on another instance settles every bet, each afresh', async () => {
    const instances = await startInstancePair();
    try {
      const [a, b] = [instances.instance(0).app, instances.instance(1).app];
      const players = await Promise.all([instances.register(), instances.register(), instances.register()]);
      const bet = (player: Session) =>
        a.inject({ method: 'POST', url: '/api/games/dice', payload: DICE, headers: bearer(player) });
      // A learns every pair; then B rotates the second player's, so A's prediction for them is wrong.
      const first = await Promise.all(players.map(bet));
      await rotateOn(b, players[1] as Session);
      // Sent together, the three bets go to the database as one batch, which the moved pair aborts.
      const answers = await Promise.all(players.map(bet));
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
      const results = answers.map((answer) => answer.json<DiceResult>());
      expect(results.map((result) => result.nonce)).toEqual([1, 0, 1]);
      expect(results[1]?.serverSeedHash).not.toBe(first[1]?.json<DiceResult>().serverSeedHash);
      for (const player of players) await instances.expectLedgerConsistent(player._id);
    } finally {
      await instances.close();
    }
  });
});
