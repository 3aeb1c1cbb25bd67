import { shuffle } from './fair';

// A 52-card deck and the score of a blackjack hand: the card rules the blackjack game is built on.

export type Suit = 'hearts' | 'diamonds' | 'clubs' | 'spades';
export type Rank = 'A' | '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9' | '10' | 'J' | 'Q' | 'K';

export interface Card {
  suit: Suit;
  rank: Rank;
  /** A 11, faces 10, others their number. */
  value: number;
}

export const SUITS: readonly Suit[] = ['hearts', 'diamonds', 'clubs', 'spades'];
export const RANKS: readonly Rank[] = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];

export interface HandScore {
  total: number;
  /** True while an ace still counts 11. */
  soft: boolean;
}

export function cardValue(rank: Rank): number {
  if (rank === 'A') return 11;
  if (rank === 'J' || rank === 'Q' || rank === 'K') return 10;
  return Number(rank);
}

/** 52 cards in a fixed order: hearts, diamonds, clubs, spades, each A, 2 … 10, J, Q, K. */
export function newDeck(): Card[] {
  return SUITS.flatMap((suit) => RANKS.map((rank) => ({ suit, rank, value: cardValue(rank) })));
}

export function shuffleDeck(floats: readonly number[]): Card[] {
  return shuffle(newDeck(), floats);
}

/** Aces count 11, each reduced to 1 while the total exceeds 21. */
export function scoreHand(cards: readonly Card[]): HandScore {
  let total = 0;
  let elevenAces = 0;
  for (const card of cards) {
    total += card.value;
    if (card.rank === 'A') elevenAces += 1;
  }
  while (total > 21 && elevenAces > 0) {
    total -= 10;
    elevenAces -= 1;
  }
  return { total, soft: elevenAces > 0 };
}

export function handScore(cards: readonly Card[]): number {
  return scoreHand(cards).total;
}

export function isSoft(cards: readonly Card[]): boolean {
  return scoreHand(cards).soft;
}

export function isBlackjack(cards: readonly Card[]): boolean {
  return cards.length === 2 && handScore(cards) === 21;
}

export function isBust(cards: readonly Card[]): boolean {
  return handScore(cards) > 21;
}
