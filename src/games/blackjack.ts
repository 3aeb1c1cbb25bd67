import { type Card, handScore, isBlackjack, isBust, scoreHand, shuffleDeck } from './cards';

export * from './cards';

// Single-player blackjack as SPEC.md section 4 states it, one freshly shuffled 52-card deck per round.
// Readings of SPEC.md taken literally, where a casino might differ:
// - No peek: a dealer two-card 21 ends nothing at the deal unless the player also has blackjack; the
//   round goes on and the dealer simply plays (stands) at the end.
// - Totals decide everything after the deal: a player 21 of three or more cards against a dealer
//   two-card 21 is a push ("equal = push"); only the player's two-card 21 is special.
// - No automatic stand at 21; a player may hit a hand of 21 (a soft 21 can survive a hit).
// - No splits, insurance or surrender: SPEC.md has none.

/** Floats a Fisher-Yates shuffle of 52 cards consumes. */
export const BLACKJACK_FLOATS = 51;
export const BLACKJACK_BET_STEPS: readonly number[] = [10, 20, 50, 100, 200, 500, 1000];
export const BLACKJACK_MIN_BET = 10;
export const BLACKJACK_MAX_BET = 1000;
export const BLACKJACK_DEFAULT_BET = 10;
/** The dealer draws below this total and stands on it or more, soft 17 included. */
export const DEALER_STANDS_ON = 17;

/**
 * The largest payout of a round as a multiple of the bet dealt: a doubled win returns the two stakes
 * and as much again (4), more than a blackjack's 2.5. There are no splits to add to it.
 */
export function blackjackMaxMultiplier(): number {
  return 4;
}

export type BlackjackStatus = 'playing' | 'finished';
export type BlackjackResult = 'win' | 'lose' | 'push' | 'blackjack';
export type BlackjackAction = { type: 'hit' } | { type: 'stand' } | { type: 'double' };

/** One card the dealer drew on its turn, with the dealer's total after it. */
export interface DealerStep {
  card: Card;
  total: number;
  soft: boolean;
}

export interface BlackjackState {
  status: BlackjackStatus;
  result: BlackjackResult | null;
  /** The shuffled deck of the round and the index of the next card to draw. Secret. */
  deck: Card[];
  deckPosition: number;
  playerHand: Card[];
  /** dealerHand[0] is the hole card, hidden until the round is finished. */
  dealerHand: Card[];
  /** The stake at risk: originalBet, or twice it after a double down. */
  bet: number;
  originalBet: number;
  doubled: boolean;
  /** Whether the dealer took a turn (not after a blackjack on the deal or a player bust). */
  dealerPlayed: boolean;
  /** The dealer's draws in order, for animating its turn. */
  dealerSteps: DealerStep[];
  /** Win +bet, blackjack +floor(1.5 × bet), push 0, loss -bet; 0 while playing. */
  profit: number;
  /**
   * What to credit the player when the round ends: the stake back plus the profit (0 on a loss).
   * The bet is debited at the deal and the extra bet at the double, so this settles the round.
   */
  payout: number;
}

/** What a player may see: the hole card is null and the deck absent while the round is playing. */
export interface BlackjackView {
  status: BlackjackStatus;
  result: BlackjackResult | null;
  playerHand: Card[];
  dealerHand: (Card | null)[];
  playerScore: number;
  /** The total of the dealer cards shown. */
  dealerScore: number;
  bet: number;
  originalBet: number;
  doubled: boolean;
  canDouble: boolean;
  dealerPlayed: boolean;
  dealerSteps: DealerStep[];
  profit: number;
  payout: number;
}

/** SPEC.md's gameDetails of a blackjack history record. */
export interface BlackjackGameDetails {
  playerHand: Card[];
  dealerHand: Card[];
  playerScore: number;
  dealerScore: number;
  isPush: boolean;
  wasDoubleDown: boolean;
  originalBetAmount: number;
}

export type BlackjackStep = { state: BlackjackState } | { error: string };

export const BLACKJACK_ERRORS = {
  notPlaying: 'No round in progress',
  doubleAfterHit: 'You can only double down on your first two cards',
  unknownAction: 'Unknown action',
} as const;

export function dealerDrawsOn(cards: readonly Card[]): boolean {
  return handScore(cards) < DEALER_STANDS_ON;
}

function draw(state: BlackjackState): Card {
  const card = state.deck[state.deckPosition];
  if (!card) throw new RangeError('The deck has no cards left');
  state.deckPosition += 1;
  return card;
}

function profitOf(result: BlackjackResult, bet: number): number {
  switch (result) {
    case 'win':
      return bet;
    case 'blackjack':
      return Math.floor((bet * 3) / 2);
    case 'push':
      return 0;
    case 'lose':
      return -bet;
  }
}

/** Ends the round in place with `result`. */
function finish(state: BlackjackState, result: BlackjackResult): BlackjackState {
  state.status = 'finished';
  state.result = result;
  state.profit = profitOf(result, state.bet);
  state.payout = state.bet + state.profit;
  return state;
}

/** A player two-card 21: blackjack, or a push against a dealer two-card 21. */
function finishBlackjack(state: BlackjackState): BlackjackState {
  return finish(state, isBlackjack(state.dealerHand) ? 'push' : 'blackjack');
}

/** The dealer draws to 17 or more, then the totals decide. */
function dealerTurnAndSettle(state: BlackjackState): BlackjackState {
  state.dealerPlayed = true;
  while (dealerDrawsOn(state.dealerHand)) {
    const card = draw(state);
    state.dealerHand.push(card);
    state.dealerSteps.push({ card, ...scoreHand(state.dealerHand) });
  }
  const player = handScore(state.playerHand);
  const dealer = handScore(state.dealerHand);
  if (dealer > 21 || player > dealer) return finish(state, 'win');
  return finish(state, player === dealer ? 'push' : 'lose');
}

function copy(state: BlackjackState): BlackjackState {
  return {
    ...state,
    playerHand: [...state.playerHand],
    dealerHand: [...state.dealerHand],
    dealerSteps: [...state.dealerSteps],
  };
}

/**
 * Deals a round from `deck` (cards drawn from index 0): player, dealer hole card, player, dealer.
 * A player blackjack ends the round at once. Tests inject crafted decks; play uses dealRound.
 */
export function dealRoundFromDeck(bet: number, deck: readonly Card[]): BlackjackState {
  if (!Number.isInteger(bet) || bet <= 0) throw new RangeError('bet must be a whole number greater than 0');
  const state: BlackjackState = {
    status: 'playing',
    result: null,
    deck: [...deck],
    deckPosition: 0,
    playerHand: [],
    dealerHand: [],
    bet,
    originalBet: bet,
    doubled: false,
    dealerPlayed: false,
    dealerSteps: [],
    profit: 0,
    payout: 0,
  };
  state.playerHand.push(draw(state));
  state.dealerHand.push(draw(state));
  state.playerHand.push(draw(state));
  state.dealerHand.push(draw(state));
  return isBlackjack(state.playerHand) ? finishBlackjack(state) : state;
}

/** A new round on a deck shuffled with BLACKJACK_FLOATS fair floats. */
export function dealRound(bet: number, floats: readonly number[]): BlackjackState {
  return dealRoundFromDeck(bet, shuffleDeck(floats));
}

/** Whether the player may double down now: on their first two cards of a round in play. */
export function canDouble(state: BlackjackState): boolean {
  return state.status === 'playing' && state.playerHand.length === 2;
}

export function reduceBlackjack(state: BlackjackState, action: BlackjackAction): BlackjackStep {
  if (state.status !== 'playing') return { error: BLACKJACK_ERRORS.notPlaying };
  const next = copy(state);
  switch (action.type) {
    case 'hit':
      next.playerHand.push(draw(next));
      return { state: isBust(next.playerHand) ? finish(next, 'lose') : next };
    case 'stand':
      if (isBlackjack(next.playerHand)) return { state: finishBlackjack(next) };
      return { state: dealerTurnAndSettle(next) };
    case 'double':
      if (next.playerHand.length !== 2) return { error: BLACKJACK_ERRORS.doubleAfterHit };
      next.bet = state.originalBet * 2;
      next.doubled = true;
      next.playerHand.push(draw(next));
      return { state: isBust(next.playerHand) ? finish(next, 'lose') : dealerTurnAndSettle(next) };
    default:
      return { error: BLACKJACK_ERRORS.unknownAction };
  }
}

export function publicView(state: BlackjackState): BlackjackView {
  const playing = state.status === 'playing';
  const shownDealer = playing ? state.dealerHand.slice(1) : state.dealerHand;
  return {
    status: state.status,
    result: state.result,
    playerHand: [...state.playerHand],
    dealerHand: playing ? [null, ...shownDealer] : [...shownDealer],
    playerScore: handScore(state.playerHand),
    dealerScore: handScore(shownDealer),
    bet: state.bet,
    originalBet: state.originalBet,
    doubled: state.doubled,
    canDouble: canDouble(state),
    dealerPlayed: state.dealerPlayed,
    dealerSteps: [...state.dealerSteps],
    profit: state.profit,
    payout: state.payout,
  };
}

/** The gameDetails of SPEC.md's history record for a finished round. */
export function blackjackGameDetails(state: BlackjackState): BlackjackGameDetails {
  return {
    playerHand: [...state.playerHand],
    dealerHand: [...state.dealerHand],
    playerScore: handScore(state.playerHand),
    dealerScore: handScore(state.dealerHand),
    isPush: state.result === 'push',
    wasDoubleDown: state.doubled,
    originalBetAmount: state.originalBet,
  };
}
