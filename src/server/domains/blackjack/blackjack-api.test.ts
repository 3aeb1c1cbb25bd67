import { describe, expect, it } from 'vitest';
import { type BlackjackResponse, blackjackMessages, type HistoryRecord } from '../../../contract/blackjack';
import { messages } from '../../../contract/messages';
import { BLACKJACK_ERRORS, type BlackjackState, type Card, handScore } from '../../../games/blackjack';
import { bearer, testDialects, useTestApp } from '../../testing/test-app';
import { createWalletRepository } from '../wallet/repository';
import { createWalletService } from '../wallet/service';

const card = (rank: Card['rank'], suit: Card['suit'] = 'spades'): Card => ({
  suit,
  rank,
  value: rank === 'A' ? 11 : ['J', 'Q', 'K'].includes(rank) ? 10 : Number(rank),
});

describe.each(testDialects())('blackjack API on %s', (dialect) => {
  const t = useTestApp(dialect);

  const play = (user: { token: string }, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/games/blackjack', payload, headers: bearer(user) });

  /** Replaces the secret state of the user's round (tests only), to play a known hand. */
  const rig = async (userId: number, change: (state: BlackjackState) => BlackjackState) => {
    const row = await t.database.db
      .selectFrom('gameRounds')
      .select(['id', 'state'])
      .where('userId', '=', userId)
      .where('status', '=', 'playing')
      .executeTakeFirstOrThrow();
    const state = change(JSON.parse(row.state) as BlackjackState);
    await t.database.db
      .updateTable('gameRounds')
      .set({ state: JSON.stringify(state) })
      .where('id', '=', row.id)
      .execute();
  };
  /** Deals until a round is left in play (a blackjack on the deal ends at once). */
  const dealPlaying = async (user: { token: string }, betAmount: number) => {
    for (;;) {
      const res = await play(user, { action: 'deal', betAmount });
      if (res.statusCode !== 200) throw new Error(res.body);
      const body = res.json<BlackjackResponse>();
      if (body.round.status === 'playing') return body;
    }
  };
  const hand =
    (player: Card[], dealer: Card[], next: Card[]) =>
    (state: BlackjackState): BlackjackState => ({
      ...state,
      playerHand: player,
      dealerHand: dealer,
      deck: [...player, ...dealer, ...next],
      deckPosition: player.length + dealer.length,
    });

  it('deals with the hole card hidden, and a reload resumes the round', async () => {
    const user = await t.register();
    const dealt = await dealPlaying(user, 10);
    expect(dealt.round.dealerHand[0]).toBeNull();
    expect(dealt.round.playerHand).toHaveLength(2);
    expect(dealt.round).toMatchObject({ status: 'playing', canDouble: true, bet: 10 });
    expect(JSON.stringify(dealt)).not.toContain('deck');
    const current = (await t.app.inject({ url: '/api/games/blackjack', headers: bearer(user) })).json();
    expect(current.round).toEqual(dealt.round);
  });

  it('stands to a win: +bet, and the history record has SPEC.md fields', async () => {
    const user = await t.register();
    const dealt = await dealPlaying(user, 20);
    await rig(user._id, hand([card('K'), card('9')], [card('10'), card('7')], [card('2')]));
    const res = (await play(user, { action: 'stand' })).json<BlackjackResponse>();
    expect(res.round).toMatchObject({
      status: 'finished',
      result: 'win',
      profit: 20,
      payout: 40,
      dealerScore: 17,
    });
    expect(res.round.dealerHand[0]).toEqual(card('10'));
    expect(res.newBalance).toBe(dealt.newBalance + 40);

    const history = (
      await t.app.inject({ url: '/api/games/history?game=blackjack&limit=10', headers: bearer(user) })
    ).json<HistoryRecord[]>();
    expect(history[0]).toMatchObject({
      game: 'blackjack',
      betAmount: 20,
      result: 'win',
      profit: 20,
      win: true,
      gameDetails: {
        playerScore: 19,
        dealerScore: 17,
        isPush: false,
        wasDoubleDown: false,
        originalBetAmount: 20,
      },
    });
    await t.expectLedgerConsistent(user._id);
  });

  it('hits to a bust and loses the bet', async () => {
    const user = await t.register();
    const dealt = await dealPlaying(user, 10);
    await rig(user._id, hand([card('K'), card('6')], [card('10'), card('7')], [card('9')]));
    const res = (await play(user, { action: 'hit' })).json<BlackjackResponse>();
    expect(res.round).toMatchObject({
      status: 'finished',
      result: 'lose',
      profit: -10,
      payout: 0,
      playerScore: 25,
    });
    expect(res.newBalance).toBe(dealt.newBalance);
    await t.expectLedgerConsistent(user._id);
  });

  it('doubles down: takes the bet again, one card, and pays on the doubled bet', async () => {
    const user = await t.register();
    const dealt = await dealPlaying(user, 20);
    await rig(user._id, hand([card('5'), card('6')], [card('10'), card('7')], [card('K')]));
    const res = (await play(user, { action: 'double' })).json<BlackjackResponse>();
    expect(res.round).toMatchObject({
      status: 'finished',
      result: 'win',
      bet: 40,
      doubled: true,
      profit: 40,
    });
    expect(res.newBalance).toBe(dealt.newBalance - 20 + 80);
    const [record] = (
      await t.app.inject({ url: '/api/games/history?game=blackjack', headers: bearer(user) })
    ).json();
    expect(record.gameDetails).toMatchObject({ wasDoubleDown: true, originalBetAmount: 20 });
    await t.expectLedgerConsistent(user._id);
  });

  it('pushes on equal totals and returns the bet', async () => {
    const user = await t.register();
    const dealt = await dealPlaying(user, 10);
    await rig(user._id, hand([card('K'), card('8')], [card('9'), card('9')], []));
    const res = (await play(user, { action: 'stand' })).json<BlackjackResponse>();
    expect(res.round).toMatchObject({ result: 'push', profit: 0 });
    expect(res.newBalance).toBe(dealt.newBalance + 10);
    const tx = (await t.app.inject({ url: '/api/funds/transactions?limit=1', headers: bearer(user) })).json();
    expect(tx.transactions[0]).toMatchObject({ type: 'push', game: 'blackjack', amount: 10 });
  });

  it.each([
    [{ action: 'deal' }, blackjackMessages.betRequired],
    [{ action: 'deal', betAmount: 0 }, messages.betPositive],
    [{ action: 'deal', betAmount: 15 }, blackjackMessages.betNotAStep],
    [{ action: 'deal', betAmount: 200 }, blackjackMessages.insufficient],
    [{ action: 'hit' }, BLACKJACK_ERRORS.notPlaying],
    [{ action: 'stand' }, BLACKJACK_ERRORS.notPlaying],
    [{ action: 'fold' }, 'Action must be deal, hit, stand or double'],
  ])('refuses %j with "%s"', async (payload, message) => {
    const user = await t.register();
    const res = await play(user, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
  });

  it('refuses a double without the funds, a double after a hit, and a second deal', async () => {
    const user = await t.register();
    const dealt = await dealPlaying(user, 50);
    await rig(user._id, hand([card('2'), card('3')], [card('10'), card('7')], [card('2'), card('2')]));
    // Spend the rest of the balance elsewhere, so that doubling the 50 is not covered.
    const wallet = createWalletService(t.database.db, createWalletRepository(t.database.db));
    await t.database.db
      .transaction()
      .execute((trx) =>
        wallet.debit(trx, user._id, dealt.newBalance - 10, { type: 'bet', description: 'elsewhere' }),
      );
    const again = await play(user, { action: 'deal', betAmount: 10 });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: blackjackMessages.alreadyPlaying });
    expect((await play(user, { action: 'double' })).json()).toEqual({
      message: blackjackMessages.insufficientDouble,
    });
    expect((await play(user, { action: 'hit' })).statusCode).toBe(200);
    expect((await play(user, { action: 'double' })).json()).toEqual({
      message: BLACKJACK_ERRORS.doubleAfterHit,
    });
    await t.expectLedgerConsistent(user._id);
  });

  it('settles a round once when two stands race', async () => {
    const user = await t.register();
    const dealt = await dealPlaying(user, 10);
    await rig(user._id, hand([card('K'), card('Q')], [card('10'), card('7')], []));
    const results = await Promise.all([play(user, { action: 'stand' }), play(user, { action: 'stand' })]);
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(await t.expectLedgerConsistent(user._id)).toBe(dealt.newBalance + 20);
  });

  it('scores hands the same way it shows them', () => {
    expect(handScore([card('A'), card('A'), card('9')])).toBe(21);
  });
});
