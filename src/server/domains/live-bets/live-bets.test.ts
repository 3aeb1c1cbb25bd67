import { describe, expect, it } from 'vitest';
import type { DiceResult } from '../../../contract/dice';
import {
  HIDDEN_PLAYER,
  HIGH_ROLLER_MIN_BET,
  type LiveBetsAnswer,
  liveBetsMessages,
  type PublicBet,
} from '../../../contract/live-bets';
import { settleDice } from '../../../games/dice';
import { fairFloats, hashServerSeed } from '../../../games/fair';
import { expectMessage, testDialects, useTestApp } from '../../testing/test-app';
import { insertBetRecord } from './live-bets-kit';

describe.each(testDialects())('live bets and bet pages on %s', (dialect) => {
  const t = useTestApp(dialect);
  const live = async (tab: string) => {
    const answer = await t.call('GET', `/api/bets/live?tab=${tab}`);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<LiveBetsAnswer>().bets;
  };
  const dice = async (player: { token: string }) => {
    const answer = await t.call('POST', '/api/games/dice', player, {
      betAmount: 10,
      prediction: 'over',
      targetNumber: 3,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<DiceResult>();
  };

  it('answers each tab with its newest bets, newest first, to guests too', async () => {
    const player = await t.register();
    const db = t.database.db;
    const small = await insertBetRecord(db, player._id, { bet: 5, payout: 0 });
    const high = await insertBetRecord(db, player._id, { bet: HIGH_ROLLER_MIN_BET, payout: 2_000 });
    const lucky = await insertBetRecord(db, player._id, { game: 'limbo', bet: 3, payout: 30 });
    const almost = await insertBetRecord(db, player._id, { game: 'limbo', bet: 10, payout: 99 });

    const all = await live('all');
    expect(all.slice(0, 4).map((bet) => bet.id)).toEqual([almost, lucky, high, small]);
    expect(all[0]).toEqual({
      id: almost,
      game: 'limbo',
      userId: player._id,
      username: player.username,
      betAmount: 10,
      payout: 99,
      multiplier: 9.9,
      createdAt: expect.any(String),
    });
    const highIds = (await live('high')).map((bet) => bet.id);
    expect(highIds).toContain(high);
    expect(highIds).not.toContain(small);
    expect(highIds).not.toContain(lucky);
    const luckyIds = (await live('lucky')).map((bet) => bet.id);
    expect(luckyIds).toContain(lucky);
    expect(luckyIds).not.toContain(almost);
    expect(luckyIds).not.toContain(high);
  });

  it('answers at most the last 50, and all without a tab', async () => {
    const player = await t.register();
    for (let i = 0; i < 55; i += 1) await insertBetRecord(t.database.db, player._id, { bet: 1, payout: 0 });
    const bets = await live('all');
    expect(bets).toHaveLength(50);
    const plain = await t.call('GET', '/api/bets/live');
    expect(plain.json<LiveBetsAnswer>().bets.map((bet) => bet.id)).toEqual(bets.map((bet) => bet.id));
  });

  it('refuses a tab it does not know with a clear 400', async () => {
    for (const tab of ['bogus', 'ALL', '']) {
      expectMessage(await t.call('GET', `/api/bets/live?tab=${tab}`), 400, 'Tab must be all, high or lucky');
    }
  });

  it('shows a bet to guests without its server seed, and with it once the pair is rotated', async () => {
    const player = await t.register();
    const bet = await dice(player);
    const before = await t.call('GET', `/api/bets/${bet.betId}`);
    expect(before.statusCode).toBe(200);
    const unrevealed = before.json<PublicBet>();
    expect(unrevealed).toMatchObject({
      _id: bet.betId,
      id: bet.betId,
      game: 'dice',
      userId: player._id,
      username: player.username,
      betAmount: 10,
      payout: bet.winAmount,
      serverSeedHash: bet.serverSeedHash,
      clientSeed: bet.clientSeed,
      nonce: bet.nonce,
      serverSeed: null,
      crash: null,
    });
    expect(unrevealed.details).toMatchObject({ diceResult: bet.diceResult });
    // The seed itself appears nowhere in the answer while it is secret.
    const secret = await t.database.db
      .selectFrom('fairnessSeeds')
      .select('serverSeed')
      .where('userId', '=', player._id)
      .executeTakeFirstOrThrow();
    expect(before.body).not.toContain(secret.serverSeed);

    expect((await t.call('POST', '/api/fairness/rotate', player, {})).statusCode).toBe(200);
    const revealed = (await t.call('GET', `/api/bets/${bet.betId}`)).json<PublicBet>();
    expect(revealed.serverSeed).toBe(secret.serverSeed);
    expect(hashServerSeed(revealed.serverSeed as string)).toBe(revealed.serverSeedHash);
    const again = settleDice(
      10,
      'over',
      3,
      fairFloats(
        { serverSeed: revealed.serverSeed as string, clientSeed: revealed.clientSeed, nonce: revealed.nonce },
        1,
      ),
    );
    expect(again.diceResult).toBe(bet.diceResult);
  });

  it('names a crash bet by its round, with the round hash and crash point once it crashed', async () => {
    const player = await t.register();
    const roundId = 1_900;
    await t.database.db
      .insertInto('crashRounds')
      .values({
        id: roundId,
        phase: 'crashed',
        startsAt: new Date().toISOString(),
        startedAt: new Date().toISOString(),
        crashPoint: 3.21,
        hash: 'a'.repeat(64),
        crashedAt: new Date().toISOString(),
      })
      .execute();
    const id = await insertBetRecord(t.database.db, player._id, {
      game: 'crash',
      bet: 10,
      payout: 20,
      nonce: roundId,
      details: { roundId, multiplier: 2, autoCashout: 2 },
    });
    const bet = (await t.call('GET', `/api/bets/${id}`)).json<PublicBet>();
    expect(bet.crash).toEqual({ roundId, hash: 'a'.repeat(64), crashPoint: 3.21 });
    expect(bet.multiplier).toBe(2);
  });

  it('shows a hidden player as Hidden, without their id, in the feed and on the bet page', async () => {
    const player = await t.register();
    expect((await t.call('GET', '/api/bets/privacy', player)).json()).toEqual({ hidden: false });
    const hide = await t.call('PUT', '/api/bets/privacy', player, { hidden: true });
    expect(hide.statusCode, hide.body).toBe(200);
    expect(hide.json()).toEqual({ hidden: true });
    expect((await t.call('GET', '/api/bets/privacy', player)).json()).toEqual({ hidden: true });
    // Twice is no error.
    expect((await t.call('PUT', '/api/bets/privacy', player, { hidden: true })).statusCode).toBe(200);

    const id = await insertBetRecord(t.database.db, player._id, { bet: 4, payout: 40 });
    for (const tab of ['all', 'lucky']) {
      const row = (await live(tab)).find((bet) => bet.id === id);
      expect(row).toMatchObject({ userId: null, username: HIDDEN_PLAYER });
    }
    const page = await t.call('GET', `/api/bets/${id}`);
    expect(page.json()).toMatchObject({ userId: null, username: HIDDEN_PLAYER });
    expect(page.body).not.toContain(player.username);
    expect(page.body).not.toContain(`"userId":${player._id}`);

    expect((await t.call('PUT', '/api/bets/privacy', player, { hidden: false })).json()).toEqual({
      hidden: false,
    });
    expect((await t.call('GET', `/api/bets/${id}`)).json()).toMatchObject({
      userId: player._id,
      username: player.username,
    });
  });

  it('carries the bet id on a win shared to chat, so the card can open its page', async () => {
    const player = await t.register();
    const id = await insertBetRecord(t.database.db, player._id, { bet: 10, payout: 60 });
    const shared = await t.call('POST', '/api/social/chat/share', player, { betId: id });
    expect(shared.statusCode, shared.body).toBe(201);
    expect(shared.json().message).toMatchObject({ kind: 'share', betId: id });
    const room = (await t.call('GET', '/api/social/chat', player)).json<{
      messages: { id: number; betId?: number }[];
    }>();
    expect(room.messages.find((message) => message.id === shared.json().message.id)?.betId).toBe(id);
    const typed = await t.call('POST', '/api/social/chat', player, { text: 'hello' });
    expect(typed.json().message.betId).toBeUndefined();
  });

  it('answers 404 for unknown and malformed bet ids', async () => {
    for (const id of ['999999', '0', '-3', 'abc', '1.5', '99999999999999999999']) {
      expectMessage(await t.call('GET', `/api/bets/${id}`), 404, liveBetsMessages.betNotFound);
    }
  });

  it('refuses a privacy change without a session, or with a body that is not a yes or no', async () => {
    expect((await t.call('PUT', '/api/bets/privacy', undefined, { hidden: true })).statusCode).toBe(401);
    expect((await t.call('GET', '/api/bets/privacy')).statusCode).toBe(401);
    const player = await t.register();
    for (const body of [{ hidden: 'yes' }, { hidden: 1 }, {}]) {
      const answer = await t.call('PUT', '/api/bets/privacy', player, body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(answer.json().message).toMatch(/hidden/i);
    }
    expect((await t.call('GET', '/api/bets/privacy', player)).json()).toEqual({ hidden: false });
  });
});
