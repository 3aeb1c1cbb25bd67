import { describe, expect, it } from 'vitest';
import { BLACKJACK_BEST_PLAY_EDGE } from './house-edge';

// Blackjack's edge under the best play, computed exactly for the game as blackjack.ts deals it: one
// 52-card deck per round, the dealer stands on all 17s, a blackjack pays 3:2 (a push against a dealer
// blackjack), double on the first two cards, no splits, no peek, a dealer two-card 21 beats only a
// total below 21. The player hits, stands or doubles by the exact cards seen (their own and the
// dealer's up card); the hole card and every later card are equally likely to be any card unseen.

const RANKS = 10; // 1 is the ace, 10 every ten-valued card
const FULL_DECK = [0, 4, 4, 4, 4, 4, 4, 4, 4, 4, 16];
/** A deck's counts as one number (mixed radix: at most 4 of ranks 1-9, 16 tens). */
const RADIX = [0, 1, 5, 25, 125, 625, 3_125, 15_625, 78_125, 390_625, 1_953_125];
const DECKS = 33_203_125;

const codeOf = (deck: number[]) => deck.reduce((code, count, rank) => code + count * (RADIX[rank] ?? 0), 0);
const sizeOf = (deck: number[]) => deck.reduce((sum, count) => sum + count, 0);
const totalOf = (hard: number, aces: number) => (aces > 0 && hard + 10 <= 21 ? hard + 10 : hard);

/** The dealer's end, as an index: 0-4 for 17-21, 5 a bust, 6 a two-card 21. */
type Ends = Float64Array;

function exactEdge(): number {
  const drawMemo = new Map<number, Ends>();
  const dealMemo = new Map<number, Ends>();
  const playMemo = new Map<number, number>();

  /** Each card of `deck` in turn, with its chance, drawn out of the deck while `visit` runs. */
  function eachCard(deck: number[], visit: (rank: number, chance: number) => void) {
    const size = sizeOf(deck);
    for (let rank = 1; rank <= RANKS; rank += 1) {
      const count = deck[rank] as number;
      if (count === 0) continue;
      deck[rank] = count - 1;
      visit(rank, count / size);
      deck[rank] = count;
    }
  }

  function dealerDraws(hard: number, aces: number, deck: number[]): Ends {
    const total = totalOf(hard, aces);
    const ends = new Float64Array(7);
    if (total > 21) ends[5] = 1;
    else if (total >= 17) ends[total - 17] = 1;
    if (total >= 17) return ends;
    const key = (hard * 5 + aces) * DECKS + codeOf(deck);
    const known = drawMemo.get(key);
    if (known) return known;
    eachCard(deck, (rank, chance) => {
      const next = dealerDraws(hard + rank, aces + (rank === 1 ? 1 : 0), deck);
      for (let i = 0; i < 6; i += 1) ends[i] = (ends[i] as number) + chance * (next[i] as number);
    });
    drawMemo.set(key, ends);
    return ends;
  }

  /** The dealer's ends with `up` showing: the hole card from the unseen cards, then draws to 17. */
  function dealerEnds(up: number, deck: number[]): Ends {
    const key = up * DECKS + codeOf(deck);
    const known = dealMemo.get(key);
    if (known) return known;
    const ends = new Float64Array(7);
    eachCard(deck, (hole, chance) => {
      const hard = up + hole;
      const aces = (up === 1 ? 1 : 0) + (hole === 1 ? 1 : 0);
      if (totalOf(hard, aces) === 21) ends[6] = (ends[6] as number) + chance;
      else {
        const next = dealerDraws(hard, aces, deck);
        for (let i = 0; i < 6; i += 1) ends[i] = (ends[i] as number) + chance * (next[i] as number);
      }
    });
    dealMemo.set(key, ends);
    return ends;
  }

  function standing(total: number, up: number, deck: number[]): number {
    const ends = dealerEnds(up, deck);
    let value = (ends[5] as number) - (total === 21 ? 0 : (ends[6] as number));
    for (let i = 0; i < 5; i += 1) value += Math.sign(total - (17 + i)) * (ends[i] as number);
    return value;
  }

  function best(hard: number, aces: number, up: number, deck: number[], mayDouble: boolean): number {
    if (totalOf(hard, aces) > 21) return -1;
    const key = (((hard * 5 + aces) * 11 + up) * 2 + (mayDouble ? 1 : 0)) * DECKS + codeOf(deck);
    const known = playMemo.get(key);
    if (known !== undefined) return known;
    let hit = 0;
    let double = 0;
    eachCard(deck, (rank, chance) => {
      const nextHard = hard + rank;
      const nextAces = aces + (rank === 1 ? 1 : 0);
      hit += chance * best(nextHard, nextAces, up, deck, false);
      const total = totalOf(nextHard, nextAces);
      if (mayDouble) double += chance * (total > 21 ? -2 : 2 * standing(total, up, deck));
    });
    const value = Math.max(standing(totalOf(hard, aces), up, deck), hit, mayDouble ? double : -Infinity);
    playMemo.set(key, value);
    return value;
  }

  const deck = [...FULL_DECK];
  let value = 0;
  eachCard(deck, (first, p1) =>
    eachCard(deck, (second, p2) =>
      eachCard(deck, (up, p3) => {
        const natural = first + second === 11 && (first === 1 || second === 1);
        value += natural
          ? p1 * p2 * p3 * 1.5 * (1 - (dealerEnds(up, deck)[6] as number))
          : p1 *
            p2 *
            p3 *
            best(first + second, (first === 1 ? 1 : 0) + (second === 1 ? 1 : 0), up, deck, true);
      }),
    ),
  );
  return -value;
}

describe("blackjack's edge under the best play", () => {
  it('is 0.043 % of the stake dealt, and the XP weight stays below it', () => {
    const edge = exactEdge();
    expect(edge).toBeCloseTo(0.00043, 5);
    expect(BLACKJACK_BEST_PLAY_EDGE).toBeLessThan(edge);
  });
});
