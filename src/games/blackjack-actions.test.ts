import { describe, expect, it } from 'vitest';
import { blackjackGameDetails, handScore, publicView } from './blackjack';
import { card, deal, errorOf, hand, play, ranksOf } from './blackjack-test-kit';

describe('double down', () => {
  it('doubles the bet, takes one card and lets the dealer play: win', () => {
    const state = play(deal(25, '6', '10', '5', '7', '10'), 'double');
    expect(ranksOf(state.playerHand)).toEqual(['6', '5', '10']);
    expect(state).toMatchObject({
      status: 'finished',
      result: 'win',
      bet: 50,
      originalBet: 25,
      doubled: true,
      profit: 50,
      payout: 100,
      dealerPlayed: true,
    });
  });

  it('loss costs the doubled bet', () => {
    const state = play(deal(25, '6', '10', '3', '8', '2'), 'double');
    expect(state).toMatchObject({ result: 'lose', bet: 50, profit: -50, payout: 0 });
  });

  it('push returns the doubled bet', () => {
    const state = play(deal(25, '6', '10', '2', '8', 'K'), 'double');
    expect([handScore(state.playerHand), handScore(state.dealerHand)]).toEqual([18, 18]);
    expect(state).toMatchObject({ result: 'push', bet: 50, profit: 0, payout: 50 });
  });

  it('a dealer bust after a double pays the doubled bet', () => {
    const state = play(deal(10, '5', '10', '4', '6', '2', '9'), 'double');
    expect(state).toMatchObject({ result: 'win', bet: 20, profit: 20, payout: 40 });
    expect(state.dealerSteps).toEqual([{ card: card('9'), total: 25, soft: false }]);
  });

  it('a bust ends as a loss of the doubled bet without the dealer playing', () => {
    const state = play(deal(10, '10', '9', '6', '7', 'K'), 'double');
    expect(state).toMatchObject({ result: 'lose', bet: 20, doubled: true, profit: -20, dealerPlayed: false });
    expect(state.dealerHand).toHaveLength(2);
  });

  it('is only allowed on the first two cards', () => {
    const state = play(deal(10, '2', '10', '3', '7', '4'), 'hit');
    expect(errorOf(state, 'double')).toBe('You can only double down on your first two cards');
  });
});

describe('errors and purity', () => {
  it('nothing can be done after the round is finished', () => {
    const finished = [
      deal(10, 'A', '9', 'K', '7'),
      play(deal(10, '10', '9', '6', '8', '7'), 'hit'),
      play(deal(10, '10', '10', '9', '8'), 'stand'),
    ];
    for (const state of finished) {
      for (const type of ['hit', 'stand', 'double'])
        expect(errorOf(state, type)).toBe('No round in progress');
    }
  });

  it('an unknown action is refused', () => {
    expect(errorOf(deal(10, '10', '10', '9', '8'), 'split')).toBe('Unknown action');
  });

  it('never changes the state it is given', () => {
    const state = deal(10, '6', '10', '5', '6', '9', '8', '7');
    const before = structuredClone(state);
    play(state, 'hit');
    play(state, 'stand');
    play(state, 'double');
    expect(state).toEqual(before);
  });
});

describe('publicView', () => {
  it('hides the hole card and the deck while playing', () => {
    const view = publicView(deal(10, '10', 'A', '9', '7'));
    expect(view.dealerHand).toEqual([null, card('7')]);
    expect(view.dealerScore).toBe(7);
    expect(view.playerScore).toBe(19);
    expect(view.canDouble).toBe(true);
    expect(view).not.toHaveProperty('deck');
    expect(view).not.toHaveProperty('deckPosition');
    expect(JSON.stringify(view)).not.toContain('"A"');
  });

  it('shows the whole dealer hand once finished', () => {
    const view = publicView(play(deal(10, '10', 'A', '9', '7'), 'stand'));
    expect(view.dealerHand).toEqual([card('A'), card('7')]);
    expect(view).toMatchObject({ dealerScore: 18, status: 'finished', result: 'win', canDouble: false });
    expect(view).not.toHaveProperty('deck');
  });

  it('cannot double after a hit', () => {
    expect(publicView(play(deal(10, '2', '10', '3', '7', '4'), 'hit')).canDouble).toBe(false);
  });
});

describe('blackjackGameDetails', () => {
  it('is the history record of SPEC.md', () => {
    const state = play(deal(25, '6', '10', '2', '9', 'K'), 'double');
    expect(blackjackGameDetails(state)).toEqual({
      playerHand: hand('6', '2', 'K'),
      dealerHand: hand('10', '9'),
      playerScore: 18,
      dealerScore: 19,
      isPush: false,
      wasDoubleDown: true,
      originalBetAmount: 25,
    });
  });
});
