import {
  type BlackjackAction,
  type BlackjackState,
  type Card,
  dealRoundFromDeck,
  type Rank,
  reduceBlackjack,
} from './blackjack';

// Shared by the blackjack rule tests: cards by rank, rigged decks and actions played in a row.

const VALUES: Record<Rank, number> = {
  A: 11,
  '2': 2,
  '3': 3,
  '4': 4,
  '5': 5,
  '6': 6,
  '7': 7,
  '8': 8,
  '9': 9,
  '10': 10,
  J: 10,
  Q: 10,
  K: 10,
};

export function card(rank: Rank): Card {
  return { suit: 'spades', rank, value: VALUES[rank] };
}

export function hand(...ranks: Rank[]): Card[] {
  return ranks.map(card);
}

/**
 * A round on a deck holding exactly these cards, dealt player, dealer hole, player, dealer up,
 * then drawn in order. A round that needs more cards throws, so each test names every card used.
 */
export function deal(bet: number, ...ranks: Rank[]): BlackjackState {
  return dealRoundFromDeck(bet, hand(...ranks));
}

export function play(state: BlackjackState, ...actions: BlackjackAction['type'][]): BlackjackState {
  let current = state;
  for (const type of actions) {
    const result = reduceBlackjack(current, { type });
    if ('error' in result) throw new Error(result.error);
    current = result.state;
  }
  return current;
}

export function errorOf(state: BlackjackState, type: string): string | undefined {
  const result = reduceBlackjack(state, { type } as BlackjackAction);
  return 'error' in result ? result.error : undefined;
}

export function ranksOf(cards: readonly Card[]): Rank[] {
  return cards.map((c) => c.rank);
}
