import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BLACKJACK_BET_STEPS,
  BLACKJACK_FLOATS,
  blackjackMaxMultiplier,
  type Card,
  handScore,
  isBlackjack,
  shuffleDeck,
} from '../../../games/blackjack';
import {
  type Answer,
  answerOf,
  type Bettor,
  betState,
  expectNothingRevealed,
  expectUntouched,
  forceNextDraw,
  hostileStakes,
  poorPlayer,
  richAndPoor,
  setBalance,
} from '../../testing/refusal-kit';
import { testDialects, useTestApp } from '../../testing/test-app';

// Issue 33 for blackjack: a deal is sent under a player blackjack, a dealer blackjack in the hole,
// and two ordinary hands whose next card busts a double or does not. A refused deal, and a double
// the balance does not cover, must read the same under all of them and cost nothing.

/** The deck's order: player, dealer hole, player, dealer up, then the card a double draws. */
const LAYOUTS: ((deck: Card[]) => boolean)[] = [
  (deck) => isBlackjack([deck[0] as Card, deck[2] as Card]),
  (deck) =>
    isBlackjack([deck[1] as Card, deck[3] as Card]) && !isBlackjack([deck[0] as Card, deck[2] as Card]),
  (deck) => ordinary(deck) && handScore([deck[0], deck[2], deck[4]] as Card[]) > 21,
  (deck) => ordinary(deck) && handScore([deck[0], deck[2], deck[4]] as Card[]) <= 21,
];

function ordinary(deck: Card[]): boolean {
  return !isBlackjack([deck[0] as Card, deck[2] as Card]) && !isBlackjack([deck[1] as Card, deck[3] as Card]);
}

const deals = fc.record({
  betAmount: fc.oneof(hostileStakes(blackjackMaxMultiplier()), fc.constantFrom(...BLACKJACK_BET_STEPS)),
  poor: poorPlayer,
});

describe.each(testDialects())('a refused blackjack bet reveals nothing on %s', (dialect) => {
  const t = useTestApp(dialect);
  const move = (user: Bettor, body: object) => t.call('POST', '/api/games/blackjack', user, body);

  /** A double the balance does not cover, then a stand to end the round; answers the double. */
  async function refusedDouble(user: Bettor, betAmount: number): Promise<Answer> {
    await setBalance(t.database, user._id, betAmount - 1);
    const before = await betState(t.database, user._id);
    const answer = answerOf(await move(user, { action: 'double' }));
    await expectUntouched(t.database, user._id, before, answer);
    const stand = await move(user, { action: 'stand' });
    expect(stand.statusCode, stand.body).toBe(200);
    return answer;
  }

  it('answers a refused deal or double alike whatever the cards, and takes no nonce or money', async () => {
    const [rich, poor] = await richAndPoor(t);
    await fc.assert(
      fc.asyncProperty(deals, async ({ poor: isPoor, betAmount }) => {
        const user = isPoor ? poor : rich;
        const deals: Answer[] = [];
        const doubles: Answer[] = [];
        for (const layout of LAYOUTS) {
          const before = await forceNextDraw(t, user, BLACKJACK_FLOATS, (floats) =>
            layout(shuffleDeck(floats)),
          );
          const answer = answerOf(await move(user, { action: 'deal', betAmount }));
          deals.push(answer);
          await expectUntouched(t.database, user._id, before, answer);
          if (answer.status === 200 && JSON.parse(answer.body).round.status === 'playing') {
            doubles.push(await refusedDouble(user, betAmount));
          }
        }
        expectNothingRevealed({ betAmount }, deals);
        expectNothingRevealed({ betAmount, action: 'double' }, doubles);
        if (doubles.length > 0) expect(doubles[0]?.status).toBe(400);
      }),
      { numRuns: 15 },
    );
  });
});
