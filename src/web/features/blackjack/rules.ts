import type { BlackjackRound } from '../../../contract/blackjack';
import {
  BLACKJACK_BET_STEPS,
  BLACKJACK_MIN_BET,
  type Card,
  type HandScore,
  scoreHand,
} from '../../../games/blackjack';

/** A card as the server sends it. */
export type ShownCard = BlackjackRound['playerHand'][number];

export const DEAL_DELAY_MS = 500;
export const DEALER_DRAW_MS = 600;
export const DOUBLE_PAUSE_MS = 1000;

/** The score of the cards on show (face-down cards do not count), by the game's own rules. */
export function scoreCards(cards: ReadonlyArray<ShownCard | null>): HandScore {
  // The server deals the same cards the pure rules define; only the wire type is wider.
  return scoreHand(cards.filter((card): card is ShownCard => card !== null) as Card[]);
}

/** The largest bet step within the balance, at least the minimum bet. */
export function maxBetStep(balance: number): number {
  return BLACKJACK_BET_STEPS.filter((step) => step <= balance).at(-1) ?? BLACKJACK_MIN_BET;
}

export function stepBet(bet: number, direction: 1 | -1): number {
  const index = BLACKJACK_BET_STEPS.indexOf(bet);
  const next = BLACKJACK_BET_STEPS[Math.max(0, Math.min(BLACKJACK_BET_STEPS.length - 1, index + direction))];
  return next ?? BLACKJACK_MIN_BET;
}

/** The headline of a finished round. */
export function resultHeadline(round: BlackjackRound): string {
  const player = scoreCards(round.playerHand).total;
  const dealer = scoreCards(round.dealerHand).total;
  switch (round.result) {
    case 'blackjack':
      return 'Blackjack! You win!';
    case 'win':
      return dealer > 21 ? 'Dealer busts! You win!' : 'You win!';
    case 'push':
      return "Push! It's a tie.";
    case 'lose':
      return player > 21 ? 'Bust! You lose.' : 'Dealer wins.';
    default:
      return 'Round over.';
  }
}

/** SPEC.md: '+N chips' or '-N chips (doubled from X)'; a push returns the bet. */
export function resultLine(round: BlackjackRound): string {
  if (round.profit === 0) return 'Bet Returned';
  const sign = round.profit > 0 ? '+' : '-';
  const doubled = round.doubled ? ` (doubled from ${round.originalBet})` : '';
  return `${sign}${Math.abs(round.profit)} chips${doubled}`;
}

const SUIT_NAMES: Record<string, string> = {
  hearts: 'Hearts',
  diamonds: 'Diamonds',
  clubs: 'Clubs',
  spades: 'Spades',
};
const RANK_NAMES: Record<string, string> = { A: 'Ace', J: 'Jack', Q: 'Queen', K: 'King' };

/** "Ace of Spades", for screen readers. */
export function cardName(card: ShownCard): string {
  return `${RANK_NAMES[card.rank] ?? card.rank} of ${SUIT_NAMES[card.suit] ?? card.suit}`;
}

export const SUIT_GLYPHS: Record<string, string> = { hearts: '♥', diamonds: '♦', clubs: '♣', spades: '♠' };

export function isRedSuit(suit: string): boolean {
  return suit === 'hearts' || suit === 'diamonds';
}
