import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Session } from '../../contract/accounts';
import type { CoinflipResult } from '../../contract/coinflip';
import { type BOT_PLAYER, coinflipClientSeed, coinflipSeedHash, flipCoin } from '../../games/coinflip';
import type { AppConfig } from '../config';
import type { DialectName } from '../db/database';
import { connectSocket, listenOnFreePort, type TestSocket } from './socket-client';
import { buildTestApp, registerUser, type TestApp, useForBlock } from './test-app';

// Shared set-up of the coinflip socket tests: a real server on a free port and signed-in players.

/** Flip delay of the tests: long enough to see the 'active' state, short enough to keep tests fast. */
export const TEST_FLIP_DELAY_MS = 50;

export interface Player {
  user: Session;
  id: number;
  io: TestSocket;
}

export interface CoinflipServer {
  t: TestApp;
  url: string;
  players: Player[];
  player(): Promise<Player>;
  close(): Promise<void>;
}

export async function connectPlayer(app: FastifyInstance, url: string, user?: Session): Promise<Player> {
  const signedIn = user ?? (await registerUser(app));
  return { user: signedIn, id: signedIn._id, io: await connectSocket(url, signedIn.token) };
}

export async function startCoinflipServer(
  dialect: DialectName,
  overrides: Partial<AppConfig> = {},
): Promise<CoinflipServer> {
  const t = await buildTestApp(dialect, { coinflipFlipDelayMs: TEST_FLIP_DELAY_MS, ...overrides });
  const url = await listenOnFreePort(t.app);
  const players: Player[] = [];
  return {
    t,
    url,
    players,
    async player() {
      const player = await connectPlayer(t.app, url);
      players.push(player);
      return player;
    },
    async close() {
      for (const player of players) player.io.close();
      await t.close();
    },
  };
}

/** The coinflip server, for the tests of one describe block. */
export function useCoinflipServer(dialect: DialectName, overrides: Partial<AppConfig> = {}): CoinflipServer {
  return useForBlock(
    () => startCoinflipServer(dialect, overrides),
    (server) => server.close(),
  );
}

export async function balanceOf(app: FastifyInstance, player: Player): Promise<number> {
  const response = await app.inject({
    url: '/api/users/me',
    headers: { authorization: `Bearer ${player.user.token}` },
  });
  return response.json<{ funFunds: number }>().funFunds;
}

/**
 * Checks a result the way a player would: the seed matches the hash published at creation, and the
 * flip recomputed from it names the announced side and winner. Returns the winner.
 */
export function verifyResult(
  result: CoinflipResult,
  creatorId: number,
  opponent: number | typeof BOT_PLAYER,
) {
  expect(coinflipSeedHash(result.serverSeed)).toBe(result.serverSeedHash);
  expect(result.clientSeed).toBe(coinflipClientSeed(creatorId, opponent));
  expect(result.nonce).toBe(0);
  const side = flipCoin({ serverSeed: result.serverSeed, creatorId, opponent });
  expect(result.result).toBe(side);
  const expectedWinner = side === result.session.choice ? creatorId : opponent;
  expect(result.winner).toBe(expectedWinner);
  expect(result.payout).toBe(result.amount * 2);
  expect(result.session).toMatchObject({ status: 'completed', result: side, winner: expectedWinner });
  return expectedWinner;
}
