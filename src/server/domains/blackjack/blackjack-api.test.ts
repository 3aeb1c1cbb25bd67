import { describe, expect, it } from 'vitest';
import { type BlackjackResponse, blackjackMessages, type HistoryRecord } from '../../../contract/blackjack';
import { messages } from '../../../contract/messages';
import { BLACKJACK_ERRORS, type BlackjackState, type Card, handScore } from '../../../games/blackjack';
import { createWalletRepository } from '../../core/money/wallet-repository';
import { createWalletService } from '../../core/money/wallet-service';
import { bearer, expectMessage, itRefusesBets, testDialects, useTestApp } from '../../testing/test-app';

const card = (rank: Card['rank'], suit: Card['suit'] = 'spades'): Card => ({
  suit,
  rank,
  value: rank === 'A' ? 11 : ['J', 'Q', 'K'].includes(rank) ? 10 : Number(rank),
});

/** Spades written as player | dealer | cards to come, e.g. 'K 9 | 10 7 | 2'. */
const cards = (text: string) =>
  text.split('|').map((part) =>
    part
      .split(' ')
      .filter(Boolean)
      .map((rank) => card(rank as Card['rank'])),
  ) as [Card[], Card[], Card[]];

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
  /** A new player's round in play with a known hand (see `cards`), then `action`. */
  const playKnownHand = async (betAmount: number, known: string, action: string) => {
    const user = await t.register();
    const dealt = await dealPlaying(user, betAmount);
    await rig(user._id, hand(...cards(known)));
    const res = (await play(user, { action })).json<BlackjackResponse>();
    return { user, dealt, res };
  };
  /** The round is over, with these figures. */
  const expectFinished = (res: BlackjackResponse, figures: Partial<BlackjackResponse['round']>) =>
    expect(res.round).toMatchObject({ status: 'finished', ...figures });

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
    const { user, dealt, res } = await playKnownHand(20, 'K 9 | 10 7 | 2', 'stand');
    expectFinished(res, { result: 'win', profit: 20, payout: 40, dealerScore: 17 });
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
    const { user, dealt, res } = await playKnownHand(10, 'K 6 | 10 7 | 9', 'hit');
    expectFinished(res, { result: 'lose', profit: -10, payout: 0, playerScore: 25 });
    expect(res.newBalance).toBe(dealt.newBalance);
    await t.expectLedgerConsistent(user._id);
  });

  it('doubles down: takes the bet again, one card, and pays on the doubled bet', async () => {
    const { user, dealt, res } = await playKnownHand(20, '5 6 | 10 7 | K', 'double');
    expectFinished(res, { result: 'win', bet: 40, doubled: true, profit: 40 });
    expect(res.newBalance).toBe(dealt.newBalance - 20 + 80);
    const [record] = (
      await t.app.inject({ url: '/api/games/history?game=blackjack', headers: bearer(user) })
    ).json();
    expect(record.gameDetails).toMatchObject({ wasDoubleDown: true, originalBetAmount: 20 });
    await t.expectLedgerConsistent(user._id);
  });

  it('pushes on equal totals and returns the bet', async () => {
    const { user, dealt, res } = await playKnownHand(10, 'K 8 | 9 9 |', 'stand');
    expect(res.round).toMatchObject({ result: 'push', profit: 0 });
    expect(res.newBalance).toBe(dealt.newBalance + 10);
    const tx = (await t.app.inject({ url: '/api/funds/transactions?limit=1', headers: bearer(user) })).json();
    expect(tx.transactions[0]).toMatchObject({ type: 'push', game: 'blackjack', amount: 10 });
  });

  itRefusesBets(t, '/api/games/blackjack', [
    [{ action: 'deal' }, blackjackMessages.betRequired],
    [{ action: 'deal', betAmount: 0 }, messages.betPositive],
    [{ action: 'deal', betAmount: 15 }, blackjackMessages.betNotAStep],
    [{ action: 'deal', betAmount: 200 }, blackjackMessages.insufficient],
    [{ action: 'hit' }, BLACKJACK_ERRORS.notPlaying],
    [{ action: 'stand' }, BLACKJACK_ERRORS.notPlaying],
    [{ action: 'fold' }, 'Action must be deal, hit, stand or double'],
  ]);

  it('refuses a double without the funds, a double after a hit, and a second deal', async () => {
    const user = await t.register();
    const dealt = await dealPlaying(user, 50);
    await rig(user._id, hand(...cards('2 3 | 10 7 | 2 2')));
    // Spend the rest of the balance elsewhere, so that doubling the 50 is not covered.
    const wallet = createWalletService(t.database.db, createWalletRepository(t.database.db));
    await t.database.db
      .transaction()
      .execute((trx) =>
        wallet.debit(trx, user._id, dealt.newBalance - 10, { type: 'bet', description: 'elsewhere' }),
      );
    const again = await play(user, { action: 'deal', betAmount: 10 });
    expectMessage(again, 409, blackjackMessages.alreadyPlaying);
    expect((await play(user, { action: 'double' })).json()).toMatchObject({
      message: blackjackMessages.insufficientDouble,
    });
    expect((await play(user, { action: 'hit' })).statusCode).toBe(200);
    expect((await play(user, { action: 'double' })).json()).toMatchObject({
      message: BLACKJACK_ERRORS.doubleAfterHit,
    });
    await t.expectLedgerConsistent(user._id);
  });

  it('settles a round once when two stands race', async () => {
    const user = await t.register();
    const dealt = await dealPlaying(user, 10);
    await rig(user._id, hand(...cards('K Q | 10 7 |')));
    const results = await Promise.all([play(user, { action: 'stand' }), play(user, { action: 'stand' })]);
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(await t.expectLedgerConsistent(user._id)).toBe(dealt.newBalance + 20);
  });

  it('scores hands the same way it shows them', () => {
    expect(handScore([card('A'), card('A'), card('9')])).toBe(21);
  });
});
