import type { BlackjackRound } from '../../../contract/blackjack';
import {
  BLACKJACK_BET_STEPS,
  BLACKJACK_MIN_BET,
  type Card,
  type HandScore,
  scoreHand,
} from '../../../games/blackjack';
import { formatNumber } from '../../lib/format';
import type { Translate } from '../../lib/i18n';
import type texts from '../../locales/en/blackjack.json';

type T = Translate<typeof texts>;

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
export function resultHeadline(t: T, round: BlackjackRound): string {
  const player = scoreCards(round.playerHand).total;
  const dealer = scoreCards(round.dealerHand).total;
  switch (round.result) {
    case 'blackjack':
      return t('headline.blackjack');
    case 'win':
      return dealer > 21 ? t('headline.dealerBusts') : t('headline.win');
    case 'push':
      return t('headline.push');
    case 'lose':
      return player > 21 ? t('headline.bust') : t('headline.dealerWins');
    default:
      return t('status.roundOver');
  }
}

/** SPEC.md: '+N chips' or '-N chips (doubled from X)'; a push returns the bet. */
export function resultLine(t: T, round: BlackjackRound): string {
  if (round.profit === 0) return t('betReturned');
  const values = { amount: formatNumber(Math.abs(round.profit)), original: formatNumber(round.originalBet) };
  if (round.profit > 0) return t(round.doubled ? 'line.wonDoubled' : 'line.won', values);
  return t(round.doubled ? 'line.lostDoubled' : 'line.lost', values);
}

const NAMED_RANKS = new Set(['A', 'J', 'Q', 'K']);
const SUITS = new Set(['hearts', 'diamonds', 'clubs', 'spades']);

/** "Ace of Spades", for screen readers. */
export function cardName(t: T, card: ShownCard): string {
  const rank = NAMED_RANKS.has(card.rank) ? t(`rank.${card.rank}` as keyof typeof texts) : card.rank;
  const suit = SUITS.has(card.suit) ? t(`suit.${card.suit}` as keyof typeof texts) : card.suit;
  return t('card', { rank, suit });
}

export const SUIT_GLYPHS: Record<string, string> = { hearts: '♥', diamonds: '♦', clubs: '♣', spades: '♠' };

export function isRedSuit(suit: string): boolean {
  return suit === 'hearts' || suit === 'diamonds';
}
