import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Session } from '../../../contract/accounts';
import type { DiceResult } from '../../../contract/dice';
import type { BetRecord, RotateResponse } from '../../../contract/fairness';
import { DICE_FLOATS, settleDice } from '../../../games/dice';
import { fairFloats, hashServerSeed } from '../../../games/fair';
import { startInstancePair, twoInstanceSuite } from '../../testing/instance-pair';
import { bearer, testDialects, useTestApp } from '../../testing/test-app';

const DICE = { betAmount: 10, prediction: 'over' as const, targetNumber: 3 };

const bet = async (app: FastifyInstance, player: Session) => {
  const answer = await app.inject({
    method: 'POST',
    url: '/api/games/dice',
    payload: DICE,
    headers: bearer(player),
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<DiceResult>();
};

const setClientSeed = async (app: FastifyInstance, player: Session, clientSeed: string) => {
  const answer = await app.inject({
    method: 'PUT',
    url: '/api/fairness/client-seed',
    payload: { clientSeed },
    headers: bearer(player),
  });
  expect(answer.statusCode, answer.body).toBe(200);
};

/**
 * The bet's record names the seed pair it answered with, and once the pair is revealed (rotated on
 * `rotateOn`) its outcome recomputes from them: the Fairness page's check.
 */
async function expectVerifiable(
  reader: FastifyInstance,
  rotateOn: FastifyInstance,
  player: Session,
  answered: DiceResult,
) {
  const rotated = await rotateOn.inject({
    method: 'POST',
    url: '/api/fairness/rotate',
    headers: bearer(player),
  });
  const { previous } = rotated.json<RotateResponse>();
  const record = (
    await reader.inject({ url: `/api/fairness/bets/${answered.betId}`, headers: bearer(player) })
  ).json<BetRecord>();
  expect(record).toMatchObject({ clientSeed: answered.clientSeed, nonce: answered.nonce });
  expect(record.serverSeed).toBe(previous.serverSeed);
  expect(hashServerSeed(previous.serverSeed)).toBe(answered.serverSeedHash);
  const floats = fairFloats(
    { serverSeed: previous.serverSeed, clientSeed: record.clientSeed, nonce: record.nonce },
    DICE_FLOATS,
  );
  const roll = settleDice(DICE.betAmount, DICE.prediction, DICE.targetNumber, floats).diceResult;
  expect([roll, record.details.diceResult]).toEqual([answered.diceResult, answered.diceResult]);
}

describe.each(testDialects())('a new client seed on %s', (dialect) => {
  const t = useTestApp(dialect);

  it('is the one the next bet uses', async () => {
    const player = await t.register();
    await bet(t.app, player);
    await setClientSeed(t.app, player, 'same-instance-seed');
    const next = await bet(t.app, player);
    expect(next).toMatchObject({ clientSeed: 'same-instance-seed', nonce: 1 });
    await expectVerifiable(t.app, t.app, player, next);
  });
});

const suite = twoInstanceSuite('a client seed set on one instance, across two instances');
describe.skipIf(suite.skip)(suite.title, () => {
  it('is the one the next bet on the other instance uses and records', async () => {
    const instances = await startInstancePair();
    try {
      const [a, b] = [instances.instance(0).app, instances.instance(1).app];
      const player = await instances.register();
      // B remembers the pair (its client seed and next nonce); A changes the client seed.
      const first = await bet(b, player);
      await setClientSeed(a, player, 'set-on-instance-a');
      const next = await bet(b, player);
      expect(next).toMatchObject({ clientSeed: 'set-on-instance-a', nonce: first.nonce + 1 });
      await expectVerifiable(b, a, player, next);
      await instances.expectLedgerConsistent(player._id);
    } finally {
      await instances.close();
    }
  });

  it('is seen by a batch of bets on the other instance, the others in it settling too', async () => {
    const instances = await startInstancePair();
    try {
      const [a, b] = [instances.instance(0).app, instances.instance(1).app];
      const players = await Promise.all([instances.register(), instances.register(), instances.register()]);
      const first = await Promise.all(players.map((player) => bet(b, player)));
      const changed = players[1] as Session;
      await setClientSeed(a, changed, 'batched-on-b');
      // Sent together, the three bets go to the database as one statement.
      const next = await Promise.all(players.map((player) => bet(b, player)));
      expect(next.map((result) => result.nonce)).toEqual([1, 1, 1]);
      expect(next.map((result) => result.clientSeed)).toEqual([
        first[0]?.clientSeed,
        'batched-on-b',
        first[2]?.clientSeed,
      ]);
      for (const [index, player] of players.entries()) {
        await expectVerifiable(b, a, player, next[index] as DiceResult);
        await instances.expectLedgerConsistent(player._id);
      }
    } finally {
      await instances.close();
    }
  });
});
