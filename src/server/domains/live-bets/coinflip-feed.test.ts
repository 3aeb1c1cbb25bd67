import { describe, expect, it } from 'vitest';
import { COINFLIP_BOT_NAME, type CoinflipResult } from '../../../contract/coinflip';
import type { DiceResult } from '../../../contract/dice';
import {
  HIDDEN_PLAYER,
  type LiveBet,
  type LiveBetsAnswer,
  type PublicBet,
} from '../../../contract/live-bets';
import { coinflipClientSeed, coinflipSeedHash, flipCoin } from '../../../games/coinflip';
import {
  connectPlayer,
  type Player,
  TEST_FLIP_DELAY_MS,
  useCoinflipServer,
} from '../../testing/coinflip-kit';
import { type InstancePair, startInstancePair, twoInstanceSuite } from '../../testing/instance-pair';
import { connectSocket, roundTrip, type TestSocket } from '../../testing/socket-client';
import { callAs, testDialects, useForBlock } from '../../testing/test-app';
import { insertBetRecord } from './live-bets-kit';

// Coinflip in the live bets feed: each announced session shows as one bet per player (the bot has
// none), numbered with the game records, in the first page, the pushes and the bet pages.

const liveItems = (event: string, payload: unknown): LiveBet[] =>
  event === 'liveBets' ? (payload as { bets: LiveBet[] }).bets : [];

async function watchingSocket(url: string): Promise<TestSocket> {
  const client = await connectSocket(url);
  client.socket.emit('watchLiveBets', true);
  await roundTrip(client);
  return client;
}

/** The pushed coinflip bets of a session, waiting until `count` have come. */
async function pushedFlips(client: TestSocket, count: number, after: number): Promise<LiveBet[]> {
  const found: LiveBet[] = [];
  while (found.length < count) {
    found.push(await client.nextItem(liveItems, (bet) => bet.game === 'coinflip' && bet.id > after, 10_000));
  }
  return found;
}

/** Alice creates a session, Bob joins it; both hear the announced result. */
async function duel(alice: Player, bob: Player, amount: number): Promise<CoinflipResult> {
  alice.io.socket.emit('createSession', { amount, choice: 'heads' });
  const session = await alice.io.next(
    'sessionCreated',
    (x) => x.creatorId === alice.id && x.amount === amount,
  );
  bob.io.socket.emit('joinSession', { sessionId: session.id });
  const [result] = await Promise.all([
    alice.io.next('gameResult', (x) => x.sessionId === session.id),
    bob.io.next('gameResult', (x) => x.sessionId === session.id),
  ]);
  return result;
}

describe.each(testDialects())('coinflip in the live bets feed on %s', (dialect) => {
  const server = useCoinflipServer(dialect);
  const t = () => server.t;

  it("shows both players' sides of a flip, pushed and in the first page, each opening its bet page", async () => {
    const watcher = await watchingSocket(server.url);
    const before = Number((await t().call('GET', '/api/bets/live')).json<LiveBetsAnswer>().bets[0]?.id ?? 0);
    const alice = await server.player();
    const bob = await server.player();
    const result = await duel(alice, bob, 20);
    const sides = await pushedFlips(watcher, 2, before);
    const byPlayer = new Map(sides.map((bet) => [bet.userId, bet]));
    for (const player of [alice, bob]) {
      const won = result.winner === player.id;
      expect(byPlayer.get(player.id)).toEqual({
        id: expect.any(Number),
        game: 'coinflip',
        userId: player.id,
        username: player.user.username,
        betAmount: 20,
        payout: won ? 40 : 0,
        multiplier: won ? 2 : 0,
        createdAt: expect.any(String),
      });
    }
    // The first page has them too, newest first, beside the other games' bets.
    const ids = sides.map((bet) => bet.id).sort((a, b) => b - a);
    const page = (await t().call('GET', '/api/bets/live?tab=all')).json<LiveBetsAnswer>().bets;
    expect(page.slice(0, 2).map((bet) => bet.id)).toEqual(ids);
    // Never a lucky win (2x at most).
    const lucky = (await t().call('GET', '/api/bets/live?tab=lucky')).json<LiveBetsAnswer>().bets;
    expect(lucky.filter((bet) => bet.game === 'coinflip')).toEqual([]);

    // Each row opens its public page, which recomputes the flip from the revealed seed.
    for (const bet of sides) {
      const answer = await t().call('GET', `/api/bets/${bet.id}`);
      expect(answer.statusCode, answer.body).toBe(200);
      const page = answer.json<PublicBet>();
      const isAlice = bet.userId === alice.id;
      expect(page).toMatchObject({
        _id: bet.id,
        id: bet.id,
        game: 'coinflip',
        userId: bet.userId,
        username: bet.username,
        betAmount: 20,
        payout: bet.payout,
        profit: bet.payout - 20,
        multiplier: bet.multiplier,
        details: {
          sessionId: result.sessionId,
          side: isAlice ? 'heads' : 'tails',
          result: result.result,
          opponent: isAlice ? bob.user.username : alice.user.username,
        },
        clientSeed: coinflipClientSeed(alice.id, bob.id),
        nonce: 0,
        serverSeed: result.serverSeed,
        serverSeedHash: result.serverSeedHash,
        crash: null,
      });
      expect(coinflipSeedHash(page.serverSeed as string)).toBe(page.serverSeedHash);
      const coin = flipCoin({ serverSeed: page.serverSeed as string, creatorId: alice.id, opponent: bob.id });
      expect(coin).toBe(page.details.result);
      expect(page.payout > 0).toBe(coin === page.details.side);
    }

    // Game records are numbered after the coinflip bets: one sequence, no id shared.
    const dice = await t().call('POST', '/api/games/dice', alice.user, {
      betAmount: 1,
      prediction: 'over',
      targetNumber: 3,
    });
    const diceId = dice.json<DiceResult>().betId;
    expect(diceId).toBeGreaterThan(Math.max(...ids));
    const record = await insertBetRecord(t().database.db, bob.id, { bet: 1, payout: 0 });
    expect(record).toBeGreaterThan(diceId);
    const dicePage = (await t().call('GET', `/api/bets/${diceId}`)).json<PublicBet>();
    expect(dicePage).toMatchObject({ game: 'dice', userId: alice.id });
    await watcher.nextItem(liveItems, (bet) => bet.id === record, 10_000);
    // Each pushed once.
    const pushed = watcher.allItems(liveItems).map((bet) => bet.id);
    for (const id of [...ids, diceId, record]) expect(pushed.filter((x) => x === id)).toHaveLength(1);
    watcher.close();
  }, 60_000);

  it('shows a flip against the bot as the player alone, and a hidden player as Hidden', async () => {
    const watcher = await watchingSocket(server.url);
    const solo = await server.player();
    await t().call('PUT', '/api/bets/privacy', solo.user, { hidden: true });
    solo.io.socket.emit('playAgainstBot', { amount: 10, choice: 'tails' });
    const result = await solo.io.next('gameResult', (x) => x.session.creatorId === solo.id);
    const [bet] = await pushedFlips(watcher, 1, 0);
    const won = result.winner === solo.id;
    expect(bet).toMatchObject({
      userId: null,
      username: HIDDEN_PLAYER,
      betAmount: 10,
      payout: won ? 20 : 0,
      multiplier: won ? 2 : 0,
    });
    const page = (await t().call('GET', `/api/bets/${bet?.id}`)).json<PublicBet>();
    expect(page).toMatchObject({
      userId: null,
      username: HIDDEN_PLAYER,
      details: { opponent: COINFLIP_BOT_NAME, side: 'tails' },
      clientSeed: coinflipClientSeed(solo.id, 'bot'),
    });
    // A duel with a hidden player: the other side's page does not name them either.
    const other = await server.player();
    const shy = await server.player();
    await t().call('PUT', '/api/bets/privacy', shy.user, { hidden: true });
    const flipped = await duel(other, shy, 15);
    const sides = await pushedFlips(watcher, 2, bet?.id ?? 0);
    expect(sides.find((x) => x.username === HIDDEN_PLAYER)).toMatchObject({ userId: null, betAmount: 15 });
    const mine = sides.find((x) => x.userId === other.id);
    const minePage = (await t().call('GET', `/api/bets/${mine?.id}`)).json<PublicBet>();
    expect(minePage.details).toMatchObject({ opponent: HIDDEN_PLAYER, sessionId: flipped.sessionId });
    watcher.close();
  }, 60_000);

  it('answers 404 for a session id that is not a bet, and no bet for a cancelled session', async () => {
    const player = await server.player();
    player.io.socket.emit('createSession', { amount: 5, choice: 'heads' });
    const session = await player.io.next('sessionCreated', (x) => x.creatorId === player.id);
    player.io.socket.emit('cancelSession', { sessionId: session.id });
    await player.io.next('sessionRemoved', (id) => id === session.id);
    const bets = await t()
      .database.db.selectFrom('coinflipBets')
      .selectAll()
      .where('sessionId', '=', session.id)
      .execute();
    expect(bets).toEqual([]);
    const unknown = await t().call('GET', '/api/bets/999999999');
    expect(unknown.statusCode).toBe(404);
  });
});

const suite = twoInstanceSuite('coinflip in the live bets feed on two server instances (PostgreSQL + Redis)');

describe.skipIf(suite.skip)(suite.title, () => {
  const pair = useForBlock<InstancePair>(() =>
    startInstancePair({ coinflipFlipDelayMs: TEST_FLIP_DELAY_MS }),
  );

  it("pushes a flip played on one instance once to each instance's watchers", async () => {
    const watchers = [await watchingSocket(pair.instance(0).url), await watchingSocket(pair.instance(1).url)];
    const alice = await connectPlayer(pair.instance(0).app, pair.instance(0).url);
    const bob = await connectPlayer(pair.instance(1).app, pair.instance(1).url);
    const result = await duel(alice, bob, 25);
    for (const watcher of watchers) {
      const sides = await pushedFlips(watcher, 2, 0);
      expect(sides.map((bet) => bet.userId).sort()).toEqual([alice.id, bob.id].sort());
      for (const bet of sides) {
        expect(bet.payout).toBe(result.winner === bet.userId ? 50 : 0);
        const page = await callAs(pair.instance(1).app, 'GET', `/api/bets/${bet.id}`);
        expect(page.json<PublicBet>()).toMatchObject({
          game: 'coinflip',
          details: { sessionId: result.sessionId },
        });
      }
      // The announcement is made once, so each side is written and pushed once.
      await new Promise((resolve) => setTimeout(resolve, 600));
      const ids = watcher
        .allItems(liveItems)
        .filter((bet) => bet.game === 'coinflip')
        .map((bet) => bet.id);
      expect(new Set(ids).size).toBe(ids.length);
      watcher.close();
    }
    alice.io.close();
    bob.io.close();
  }, 60_000);
});
