import { describe, expect, it } from 'vitest';
import {
  BLACKJACK_FLOATS,
  type Card,
  dealerDrawsOn,
  dealRound,
  handScore,
  isBlackjack,
  isSoft,
  newDeck,
  type Rank,
  scoreHand,
  shuffleDeck,
} from './blackjack';
import { card, deal, hand, play, ranksOf } from './blackjack-test-kit';
import { fairFloats } from './fair';

describe('deck', () => {
  it('has 52 distinct cards in a fixed order with SPEC values', () => {
    const deck = newDeck();
    expect(deck).toHaveLength(52);
    expect(new Set(deck.map((c) => `${c.rank}-${c.suit}`)).size).toBe(52);
    expect(deck[0]).toEqual({ suit: 'hearts', rank: 'A', value: 11 });
    expect(deck[12]).toEqual({ suit: 'hearts', rank: 'K', value: 10 });
    expect(deck[13]).toEqual({ suit: 'diamonds', rank: 'A', value: 11 });
    expect(deck[51]).toEqual({ suit: 'spades', rank: 'K', value: 10 });
    expect(deck.reduce((sum, c) => sum + c.value, 0)).toBe(4 * (11 + 2 + 3 + 4 + 5 + 6 + 7 + 8 + 9 + 40));
  });

  it('is shuffled by 51 floats', () => {
    expect(BLACKJACK_FLOATS).toBe(51);
    const deck = newDeck();
    // Floats near 1 swap every card with itself; zeros rotate the deck left by one.
    expect(shuffleDeck(Array(51).fill(0.999))).toEqual(deck);
    expect(shuffleDeck(Array(51).fill(0))).toEqual([...deck.slice(1), deck[0]]);
    const floats = fairFloats({ serverSeed: 's', clientSeed: 'c', nonce: 3 }, BLACKJACK_FLOATS);
    const shuffled = shuffleDeck(floats);
    expect(shuffled).not.toEqual(deck);
    expect([...shuffled].sort(byName)).toEqual([...deck].sort(byName));
    expect(shuffleDeck(floats)).toEqual(shuffled);
    expect(() => shuffleDeck(floats.slice(0, 50))).toThrow(RangeError);
  });

  it('dealRound deals from the shuffled deck: player, dealer hole, player, dealer', () => {
    const floats = fairFloats({ serverSeed: 's', clientSeed: 'c', nonce: 3 }, BLACKJACK_FLOATS);
    const deck = shuffleDeck(floats);
    const state = dealRound(10, floats);
    expect(state.playerHand).toEqual([deck[0], deck[2]]);
    expect(state.dealerHand).toEqual([deck[1], deck[3]]);
    expect(state.deck).toEqual(deck);
    expect(state.deckPosition).toBe(4);
  });
});

function byName(a: Card, b: Card): number {
  return `${a.suit}${a.rank}`.localeCompare(`${b.suit}${b.rank}`);
}

describe('scoring', () => {
  it.each<[Rank[], number, boolean]>([
    [[], 0, false],
    [['K', 'Q'], 20, false],
    [['A', 'K'], 21, true],
    [['A', '6'], 17, true],
    [['A', '6', '10'], 17, false],
    [['A', 'A'], 12, true],
    [['A', 'A', 'A'], 13, true],
    [['A', 'A', 'A', 'A'], 14, true],
    [['A', 'A', 'A', 'A', '7'], 21, true],
    [['A', 'A', 'A', 'A', '7', 'K'], 21, false],
    [['A', 'A', '9', 'K'], 21, false],
    [['A', '5', '5'], 21, true],
    [['5', '6', 'K'], 21, false],
    [['7', '7', '7'], 21, false],
    [['K', 'Q', '2'], 22, false],
    [['A', 'K', 'Q', '5'], 26, false],
    [['J', 'Q', 'K'], 30, false],
  ])('%j scores %i (soft %s)', (ranks, total, soft) => {
    expect(handScore(hand(...ranks))).toBe(total);
    expect(isSoft(hand(...ranks))).toBe(soft);
    expect(scoreHand(hand(...ranks))).toEqual({ total, soft });
  });

  it.each<[Rank[], boolean]>([
    [['A', 'K'], true],
    [['10', 'A'], true],
    [['A', 'J'], true],
    [['5', '6', 'K'], false],
    [['A', '5', '5'], false],
    [['A', 'A'], false],
    [['K', 'Q'], false],
  ])('%j is blackjack: %s', (ranks, expected) => {
    expect(isBlackjack(hand(...ranks))).toBe(expected);
  });

  it.each<[Rank[], boolean]>([
    [['10', '6'], true],
    [['A', '5'], true],
    [['A', '6'], false],
    [['10', '7'], false],
    [['A', '5', 'A'], false],
    [['A', '5', 'K'], true],
    [['2', '3', 'A'], true],
  ])('the dealer draws on %j: %s', (ranks, draws) => {
    expect(dealerDrawsOn(hand(...ranks))).toBe(draws);
  });
});

describe('the deal', () => {
  it('a player blackjack ends the round at once and pays 3:2 rounded down', () => {
    const state = deal(15, 'A', '9', 'K', '7');
    expect(ranksOf(state.playerHand)).toEqual(['A', 'K']);
    expect(ranksOf(state.dealerHand)).toEqual(['9', '7']);
    expect(state).toMatchObject({ status: 'finished', result: 'blackjack', profit: 22, payout: 37 });
    expect(state.dealerPlayed).toBe(false);
    expect(state.dealerSteps).toEqual([]);
  });

  it.each([
    [10, 15],
    [15, 22],
    [20, 30],
    [1000, 1500],
    [1, 1],
  ])('blackjack on %i pays %i', (bet, profit) => {
    expect(deal(bet, '10', '9', 'A', '7')).toMatchObject({
      result: 'blackjack',
      profit,
      payout: bet + profit,
    });
  });

  it('blackjack against a dealer blackjack is a push', () => {
    expect(deal(50, 'A', 'A', 'K', 'Q')).toMatchObject({
      status: 'finished',
      result: 'push',
      profit: 0,
      payout: 50,
      dealerPlayed: false,
    });
  });

  it('anything else leaves the round in play, a dealer two-card 21 included (no peek)', () => {
    const state = deal(10, '10', 'A', '9', 'K');
    expect(state).toMatchObject({ status: 'playing', result: null, profit: 0, payout: 0, deckPosition: 4 });
    expect(isBlackjack(state.dealerHand)).toBe(true);
    expect(ranksOf(play(state, 'stand').dealerHand)).toEqual(['A', 'K']);
    expect(play(state, 'stand')).toMatchObject({ result: 'lose', profit: -10, payout: 0, dealerSteps: [] });
  });

  it('refuses a bet that is not a positive whole number', () => {
    for (const bet of [0, -10, 2.5, Number.NaN])
      expect(() => deal(bet, 'A', 'K', '2', '3')).toThrow(RangeError);
  });
});

describe('hit', () => {
  it('takes one card and stays in play', () => {
    const state = play(deal(10, '5', '10', '4', '7', '3'), 'hit');
    expect(ranksOf(state.playerHand)).toEqual(['5', '4', '3']);
    expect(state).toMatchObject({ status: 'playing', deckPosition: 5 });
  });

  it('over 21 is a bust and a loss without the dealer playing', () => {
    const state = play(deal(10, '10', '9', '6', '8', '7'), 'hit');
    expect(state).toMatchObject({
      status: 'finished',
      result: 'lose',
      profit: -10,
      payout: 0,
      dealerPlayed: false,
    });
    expect(state.dealerHand).toHaveLength(2);
  });

  it('a soft hand survives a high card', () => {
    const state = play(deal(10, 'A', '10', '5', '7', 'K'), 'hit');
    expect(state).toMatchObject({ status: 'playing' });
    expect(handScore(state.playerHand)).toBe(16);
  });

  it('21 with three cards is not blackjack and does not stand by itself', () => {
    const state = play(deal(10, '5', '10', '6', '8', 'K'), 'hit');
    expect(state.status).toBe('playing');
    expect(play(state, 'stand')).toMatchObject({ result: 'win', profit: 10, payout: 20 });
  });

  it('a player 21 of three cards against a dealer blackjack is a push (equal totals)', () => {
    const state = play(deal(10, '5', 'A', '6', 'K', 'K'), 'hit', 'stand');
    expect(state).toMatchObject({ result: 'push', profit: 0, payout: 10 });
  });
});

describe('stand', () => {
  it.each<[string, Rank[], string, number]>([
    ['higher total wins', ['10', '10', '9', '8'], 'win', 10],
    ['lower total loses', ['10', '10', '7', '9'], 'lose', -10],
    ['equal totals push', ['10', '10', '8', '8'], 'push', 0],
    ['the dealer stands on soft 17', ['10', 'A', '8', '6'], 'win', 10],
    ['the dealer stands on soft 17 that beats a 16', ['10', 'A', '6', '6'], 'lose', -10],
  ])('%s', (_name, ranks, result, profit) => {
    const state = play(deal(10, ...ranks), 'stand');
    expect(state).toMatchObject({
      status: 'finished',
      result,
      profit,
      payout: 10 + profit,
      dealerPlayed: true,
    });
    expect(state.dealerSteps).toEqual([]);
  });

  it('a dealer bust is a player win', () => {
    const state = play(deal(20, '10', '10', '2', '6', '10'), 'stand');
    expect(state).toMatchObject({ result: 'win', profit: 20, payout: 40 });
    expect(state.dealerSteps).toEqual([{ card: card('10'), total: 26, soft: false }]);
  });

  it('the dealer draws until 17 or more and records each draw', () => {
    const state = play(deal(10, '10', '2', '9', '3', 'A', 'K', '2'), 'stand');
    expect(ranksOf(state.dealerHand)).toEqual(['2', '3', 'A', 'K', '2']);
    expect(state.dealerSteps.map(({ total, soft }) => [total, soft])).toEqual([
      [16, true],
      [16, false],
      [18, false],
    ]);
    expect(state).toMatchObject({ result: 'win', deckPosition: 7 });
  });

  it('a stand on a low total wins when the dealer busts', () => {
    const state = play(deal(10, '10', '10', '2', '6', '3', 'K'), 'hit', 'stand');
    expect(handScore(state.playerHand)).toBe(15);
    expect(state).toMatchObject({ result: 'win', profit: 10 });
  });

  it('standing with a two-card 21 counts as blackjack', () => {
    // Unreachable from a deal (a two-card 21 ends the round there), so the hand is set directly.
    const base = deal(10, '10', '10', '9', '8');
    expect(play({ ...base, playerHand: hand('A', 'K') }, 'stand')).toMatchObject({
      result: 'blackjack',
      profit: 15,
      dealerPlayed: false,
    });
    const dealer21 = deal(10, '10', 'A', '9', 'K');
    expect(play({ ...dealer21, playerHand: hand('A', 'K') }, 'stand')).toMatchObject({ result: 'push' });
  });
});
