import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { MAX_AMOUNT } from '../../contract/common-texts';
import { largestStake } from '../../contract/max-win';
import { fairFloats } from '../../games/fair';
import type { Database } from '../db/database';
import { type TestApp, testDialects, useTestApp } from './test-app';

// Shared by the "a refused bet reveals nothing" property tests (DECISIONS.md section 2, "Decide
// last"): hostile stakes, outcomes forced through the client seed, and the checks on what came back.

/** A balance no stake can pass, so that only the checks before the balance answer. */
export const HUGE_BALANCE = 10 ** 15;

/**
 * Stakes around every bound a bet has, those near the game's largest stake drawn most often: the
 * largest amount, the largest stake the game's largest multiplier allows and their neighbours; then
 * none, the least, past 2^53, absurd, negative and fractional.
 */
export function hostileStakes(maxMultiplier: number): fc.Arbitrary<number> {
  const edge = maxMultiplier > 0 ? Math.floor(MAX_AMOUNT / maxMultiplier) : MAX_AMOUNT;
  const largest = largestStake(maxMultiplier);
  const near = [MAX_AMOUNT, edge - 1, edge, edge + 1, largest, largest + 1];
  const far = [0, 1, MAX_AMOUNT + 1, 2 ** 53 - 1, 2 ** 53, 1e308, -1, -MAX_AMOUNT, 0.5, largest + 0.5];
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...near) },
    { weight: 2, arbitrary: fc.constantFrom(...far) },
  );
}

/** Which player bets: mostly the rich one, whom only the checks before the balance can refuse. */
export const poorPlayer = fc.integer({ min: 0, max: 3 }).map((draw) => draw === 0);

/** Sets a player's balance as stored, past what any test could win by playing. */
export async function setBalance(database: Database, userId: number, funFunds: number): Promise<void> {
  await database.db.updateTable('users').set({ funFunds }).where('id', '=', userId).execute();
}

/** What a refused bet must leave as it was: the balance and the next nonce of the active pair. */
export async function betState(database: Database, userId: number) {
  const seed = await database.db
    .selectFrom('fairnessSeeds')
    .select(['serverSeed', 'nonce'])
    .where('userId', '=', userId)
    .where('active', '=', 1)
    .executeTakeFirstOrThrow();
  const user = await database.db
    .selectFrom('users')
    .select('funFunds')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return { serverSeed: seed.serverSeed, nonce: Number(seed.nonce), balance: Number(user.funFunds) };
}

/** A player of the property tests: the balance each bet starts from is theirs again before it. */
export interface Bettor {
  _id: number;
  token: string;
  balance: number;
}

/** Two players: one whose balance no stake passes, one with a new account's 100 FF. */
export async function richAndPoor(t: TestApp): Promise<[Bettor, Bettor]> {
  const [rich, poor] = await Promise.all([t.register(), t.register()]);
  // Asked once so that each has an active seed pair to read.
  for (const user of [rich, poor]) await t.call('GET', '/api/fairness', user);
  return [
    { _id: rich._id, token: rich.token, balance: HUGE_BALANCE },
    { _id: poor._id, token: poor.token, balance: 100 },
  ];
}

/**
 * Gives the player their starting balance again and sets a client seed under which their next bet
 * draws floats that `wanted` accepts (found by computing with the pure fair stream from the stored
 * server seed); answers the state before the bet.
 */
export async function forceNextDraw(
  t: TestApp,
  user: Bettor,
  floatCount: number,
  wanted: (floats: number[]) => boolean,
) {
  await setBalance(t.database, user._id, user.balance);
  const state = await betState(t.database, user._id);
  for (let attempt = 0; attempt < 10_000; attempt += 1) {
    const clientSeed = `force-${attempt}`;
    if (!wanted(fairFloats({ serverSeed: state.serverSeed, clientSeed, nonce: state.nonce }, floatCount)))
      continue;
    const set = await t.call('PUT', '/api/fairness/client-seed', user, { clientSeed });
    expect(set.statusCode, set.body).toBe(200);
    return state;
  }
  throw new Error('no client seed draws the wanted outcome');
}

export interface Answer {
  status: number;
  body: string;
}

export const answerOf = (response: LightMyRequestResponse): Answer => ({
  status: response.statusCode,
  body: response.body,
});

/**
 * The answers one request got under different outcomes: played or refused as a bet is (never a 500,
 * nor a missing route), and when any was refused, every one was refused alike, so the answer tells
 * nothing of the outcome.
 */
export function expectNothingRevealed(request: unknown, answers: Answer[]): void {
  for (const answer of answers) {
    expect([200, 400, 409], `${JSON.stringify(request)}: ${answer.body}`).toContain(answer.status);
  }
  const refused = answers.filter((answer) => answer.status !== 200);
  if (refused.length > 0) expect(answers, JSON.stringify(request)).toEqual(answers.map(() => refused[0]));
}

/** A refused bet took no nonce and no money. */
export async function expectUntouched(
  database: Database,
  userId: number,
  before: { nonce: number; balance: number },
  answer: Answer,
): Promise<void> {
  if (answer.status === 200) return;
  const after = await betState(database, userId);
  expect({ nonce: after.nonce, balance: after.balance }, answer.body).toEqual({
    nonce: before.nonce,
    balance: before.balance,
  });
}

/** An instant bet probed for leaks: its body, sent by a rich or a poor player. */
export type ProbedBet<B> = B & { poor: boolean };

/** Bets on the generated options, each with hostile stakes for the options' largest multiplier. */
export function probedBets<O extends object>(
  options: fc.Arbitrary<O>,
  maxMultiplier: (options: O) => number,
): fc.Arbitrary<ProbedBet<O & { betAmount: number }>> {
  return options.chain((chosen) =>
    fc
      .record({ betAmount: hostileStakes(maxMultiplier(chosen)), poor: poorPlayer })
      .map((bet) => ({ ...chosen, ...bet })),
  );
}

/**
 * Issue 33's property for one instant game: each generated bet is sent once under every outcome in
 * `outcomes` (forced through the client seed); a refusal must read the same under all of them and
 * take no nonce and no money.
 */
export async function expectRefusalsRevealNothing<B extends object>(
  t: TestApp,
  game: {
    url: string;
    bets: fc.Arbitrary<ProbedBet<B>>;
    floatCount: (body: B) => number;
    /** Each outcome as a test on the bet's floats. */
    outcomes: ((floats: number[], body: B) => boolean)[];
  },
  numRuns = 20,
): Promise<void> {
  const [rich, poor] = await richAndPoor(t);
  await fc.assert(
    fc.asyncProperty(game.bets, async ({ poor: isPoor, ...rest }) => {
      const body = rest as unknown as B;
      const user = isPoor ? poor : rich;
      const answers: Answer[] = [];
      for (const outcome of game.outcomes) {
        const before = await forceNextDraw(t, user, game.floatCount(body), (floats) => outcome(floats, body));
        const answer = answerOf(await t.call('POST', game.url, user, body));
        answers.push(answer);
        await expectUntouched(t.database, user._id, before, answer);
      }
      expectNothingRevealed(body, answers);
    }),
    { numRuns },
  );
}

/**
 * The whole test file of an instant game's refusal property: on every database, one test sends each
 * generated bet under every outcome (expectRefusalsRevealNothing).
 */
export function describeRefusalsRevealNothing<B extends object>(
  name: string,
  game: Parameters<typeof expectRefusalsRevealNothing<B>>[1],
): void {
  describe.each(testDialects())(`a refused ${name} reveals nothing on %s`, (dialect) => {
    // The fold only on demand: its level rewards for the accepted bets would move the balances the
    // refusals are judged by between two reads.
    const t = useTestApp(dialect, { wagerFoldIntervalMs: 0 });
    it('answers a refused bet alike whatever the outcome, and takes no nonce or money', async () => {
      await expectRefusalsRevealNothing(t, game);
    });
  });
}
