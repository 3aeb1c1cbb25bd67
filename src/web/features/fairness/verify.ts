import type { BetRecord } from '../../../contract/fairness';
import {
  BLACKJACK_FLOATS,
  type BlackjackAction,
  type BlackjackState,
  type Card,
  dealRound,
  reduceBlackjack,
  shuffleDeck,
} from '../../../games/blackjack';
import { DICE_FLOATS, type DicePrediction, isDicePrediction, settleDice } from '../../../games/dice';
import { fairFloats, hashServerSeed, type SeedPair } from '../../../games/fair';
import { isLimboTarget, LIMBO_FLOATS, limboResult, limboRule } from '../../../games/limbo';
import { MINES_FLOATS, minesMultiplier, minesWin, placeMines } from '../../../games/mines';
import { isPlinkoRisk, isPlinkoRows, type PlinkoRisk, plinkoRule } from '../../../games/plinko';
import { type Reels, SLOT_FLOATS_PER_SPIN, settleSpin } from '../../../games/slots';
import { type Check, check } from './checks';
import { type CoinflipFlip, coinflipChecks } from './verify-coinflip';

export type { Check } from './checks';

// Recomputes outcomes in the browser with the very rules code the server settles bets with.

export const VERIFIABLE_GAMES = [
  'dice',
  'slots',
  'mines',
  'blackjack',
  'limbo',
  'plinko',
  'coinflip',
] as const;
export type VerifiableGame = (typeof VERIFIABLE_GAMES)[number];

export function isVerifiableGame(game: string): game is VerifiableGame {
  return (VERIFIABLE_GAMES as readonly string[]).includes(game);
}

export type Outcome =
  | { game: 'dice'; roll: number }
  | { game: 'slots'; reels: Reels }
  | { game: 'mines'; mines: number[]; revealed: number[] }
  | { game: 'blackjack'; deck: Card[]; dealt: number }
  | { game: 'limbo'; result: number; target: number | null }
  | { game: 'plinko'; rows: number; risk: PlinkoRisk; path: number[]; slot: number; multiplier: number }
  | CoinflipFlip;

export function rollDice(seed: SeedPair): number {
  return settleDice(1, 'exact', 1, fairFloats(seed, DICE_FLOATS)).diceResult;
}

export function spinReels(seed: SeedPair): Reels {
  return settleSpin(1, fairFloats(seed, SLOT_FLOATS_PER_SPIN)).reels;
}

export function mineTiles(seed: SeedPair, mineCount: number): number[] {
  return placeMines(mineCount, fairFloats(seed, MINES_FLOATS));
}

/** Limbo's result for a seed pair and nonce: the target does not change it. */
export function limboFromSeed(seed: SeedPair): number {
  return limboResult(fairFloats(seed, LIMBO_FLOATS)[0] ?? 0);
}

type PlinkoDrop = Extract<Outcome, { game: 'plinko' }>;

/** A plinko drop of `stake` for a seed pair and nonce: the ball's path, its slot and what it pays. */
export function dropPlinko(seed: SeedPair, rows: number, risk: PlinkoRisk, stake = 1) {
  const options = { rows, risk };
  const { outcome, payout } = plinkoRule.decide(
    stake,
    options,
    fairFloats(seed, plinkoRule.floatCount(options)),
  );
  const drop: PlinkoDrop = { game: 'plinko', rows, risk, ...outcome };
  return { drop, payout };
}

export function shuffledDeck(seed: SeedPair): Card[] {
  return shuffleDeck(fairFloats(seed, BLACKJACK_FLOATS));
}

export type Verification =
  | { status: 'unrevealed' }
  | { status: 'unsupported' }
  | { status: 'invalid' }
  | { status: 'checked'; match: boolean; checks: Check[]; outcome: Outcome };

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const numbers = (value: unknown): number[] | null =>
  Array.isArray(value) && value.every(isNumber) ? value : null;

function isCard(value: unknown): value is Card {
  const card = value as Card;
  return (
    typeof card === 'object' &&
    card !== null &&
    typeof card.suit === 'string' &&
    typeof card.rank === 'string'
  );
}
const cards = (value: unknown): Card[] | null => (Array.isArray(value) && value.every(isCard) ? value : null);

const SUIT_SIGNS: Record<string, string> = { hearts: '♥', diamonds: '♦', clubs: '♣', spades: '♠' };
export const cardLabel = (card: Card) => `${card.rank}${SUIT_SIGNS[card.suit] ?? card.suit}`;
const cardList = (list: readonly Card[]) => list.map(cardLabel).join(' ');
const tileList = (tiles: readonly number[]) => [...tiles].sort((a, b) => a - b).join(', ') || 'none';
/** Reel by reel, top row first: "treasure skull J | K J A | …". */
const reelList = (reels: unknown) =>
  Array.isArray(reels)
    ? reels.map((reel) => (Array.isArray(reel) ? reel.join(' ') : String(reel))).join(' | ')
    : String(reels);

function diceChecks(bet: BetRecord, seed: SeedPair): { checks: Check[]; outcome: Outcome } | null {
  const { prediction, targetNumber, diceResult } = bet.details;
  if (!isDicePrediction(prediction) || !isNumber(targetNumber) || !isNumber(diceResult)) return null;
  const settled = settleDice(
    bet.betAmount,
    prediction as DicePrediction,
    targetNumber,
    fairFloats(seed, DICE_FLOATS),
  );
  return {
    outcome: { game: 'dice', roll: settled.diceResult },
    checks: [
      check('Roll', String(diceResult), String(settled.diceResult)),
      check('Payout', String(bet.payout), String(settled.winAmount)),
    ],
  };
}

function slotsChecks(bet: BetRecord, seed: SeedPair): { checks: Check[]; outcome: Outcome } | null {
  if (!Array.isArray(bet.details.reels)) return null;
  const spin = settleSpin(bet.betAmount, fairFloats(seed, SLOT_FLOATS_PER_SPIN));
  return {
    outcome: { game: 'slots', reels: spin.reels },
    checks: [
      check('Reels', reelList(bet.details.reels), reelList(spin.reels)),
      check('Payout', String(bet.payout), String(spin.win)),
    ],
  };
}

function minesChecks(bet: BetRecord, seed: SeedPair): { checks: Check[]; outcome: Outcome } | null {
  const { mineCount, status } = bet.details;
  const mines = numbers(bet.details.mines);
  const revealed = numbers(bet.details.revealed);
  if (!isNumber(mineCount) || !mines || !revealed) return null;
  const computed = mineTiles(seed, mineCount);
  const safe = revealed.filter((tile) => !computed.includes(tile));
  let payout = 0;
  if (status === 'won') {
    try {
      payout = minesWin(bet.betAmount, minesMultiplier(mineCount, revealed.length));
    } catch {
      payout = Number.NaN;
    }
  }
  return {
    outcome: { game: 'mines', mines: computed, revealed },
    checks: [
      check('Mine positions', tileList(mines), tileList(computed)),
      check('Revealed tiles are safe', tileList(revealed), tileList(safe)),
      check('Payout', String(bet.payout), String(payout)),
    ],
  };
}

/** Replays the round: the player's moves follow from the hand (hits, or a double down), the rest from the deck. */
function replayBlackjack(
  bet: number,
  wasDoubled: boolean,
  playerCards: number,
  floats: number[],
): BlackjackState {
  let state = dealRound(bet, floats);
  const step = (action: BlackjackAction) => {
    const next = reduceBlackjack(state, action);
    if ('state' in next) state = next.state;
  };
  if (wasDoubled) step({ type: 'double' });
  for (let i = 2; i < playerCards && state.status === 'playing' && !wasDoubled; i += 1) step({ type: 'hit' });
  if (state.status === 'playing') step({ type: 'stand' });
  return state;
}

function blackjackChecks(bet: BetRecord, seed: SeedPair): { checks: Check[]; outcome: Outcome } | null {
  const details = bet.details.gameDetails as Record<string, unknown> | undefined;
  const player = cards(details?.playerHand);
  const dealer = cards(details?.dealerHand);
  const originalBet = details?.originalBetAmount;
  if (!details || !player || !dealer || player.length < 2 || dealer.length < 2 || !isNumber(originalBet)) {
    return null;
  }
  const floats = fairFloats(seed, BLACKJACK_FLOATS);
  const deck = shuffleDeck(floats);
  const recordedOrder = [
    player[0],
    dealer[0],
    player[1],
    dealer[1],
    ...player.slice(2),
    ...dealer.slice(2),
  ] as Card[];
  const replay = replayBlackjack(originalBet, details.wasDoubleDown === true, player.length, floats);
  return {
    outcome: { game: 'blackjack', deck, dealt: recordedOrder.length },
    checks: [
      check('Initial deal', cardList(recordedOrder.slice(0, 4)), cardList(deck.slice(0, 4))),
      check('All cards dealt', cardList(recordedOrder), cardList(deck.slice(0, recordedOrder.length))),
      check('Payout', String(bet.payout), String(replay.payout)),
    ],
  };
}

type Checked = { checks: Check[]; outcome: Outcome } | null;

/** An instant game's bet decided again with the rule the server settled it with. */
function limboChecks(bet: BetRecord, seed: SeedPair): Checked {
  const { target, result } = bet.details;
  if (!isLimboTarget(target) || !isNumber(result)) return null;
  const options = { target };
  const decision = limboRule.decide(bet.betAmount, options, fairFloats(seed, limboRule.floatCount(options)));
  return {
    outcome: { game: 'limbo', result: decision.outcome.result, target },
    checks: [
      check('Result', `${result}x`, `${decision.outcome.result}x`),
      check('Payout', String(bet.payout), String(decision.payout)),
    ],
  };
}

/** "LRRL…": a path as left and right steps. */
const pathText = (path: readonly number[]) => path.map((step) => (step === 0 ? 'L' : 'R')).join('');

function plinkoChecks(bet: BetRecord, seed: SeedPair): Checked {
  const { rows, risk, slot, multiplier } = bet.details;
  const path = numbers(bet.details.path);
  if (!isPlinkoRows(rows) || !isPlinkoRisk(risk) || !path || !isNumber(slot) || !isNumber(multiplier)) {
    return null;
  }
  const { drop, payout } = dropPlinko(seed, rows, risk, bet.betAmount);
  return {
    outcome: drop,
    checks: [
      check('Path', pathText(path), pathText(drop.path)),
      check('Slot', `${slot} (${multiplier}x)`, `${drop.slot} (${drop.multiplier}x)`),
      check('Payout', String(bet.payout), String(payout)),
    ],
  };
}

const CHECKERS: Record<VerifiableGame, (bet: BetRecord, seed: SeedPair) => Checked> = {
  dice: diceChecks,
  slots: slotsChecks,
  mines: minesChecks,
  blackjack: blackjackChecks,
  limbo: limboChecks,
  plinko: plinkoChecks,
  coinflip: coinflipChecks,
};

/** Recomputes a past bet from its revealed server seed and compares it with the record. */
export function verifyBet(bet: BetRecord): Verification {
  if (!isVerifiableGame(bet.game)) return { status: 'unsupported' };
  if (bet.serverSeed === null) return { status: 'unrevealed' };
  const seed: SeedPair = { serverSeed: bet.serverSeed, clientSeed: bet.clientSeed, nonce: bet.nonce };
  const result = CHECKERS[bet.game](bet, seed);
  if (!result) return { status: 'invalid' };
  const checks = [
    check('Server seed hash', bet.serverSeedHash, hashServerSeed(bet.serverSeed)),
    ...result.checks,
  ];
  return { status: 'checked', match: checks.every((item) => item.match), checks, outcome: result.outcome };
}
