import { describe, expect, it } from 'vitest';
import { crashRoundOf, parseLinkId, verifyLinkOf } from './link-params';

const bet = (game: string, details: Record<string, unknown> = {}, nonce = 7) => ({
  _id: 42,
  game,
  details,
  nonce,
});

describe('the Fairness page links', () => {
  it('verifies a crash bet by its round, a coinflip round by its own number, any other bet by its id', () => {
    expect(verifyLinkOf(bet('crash', { roundId: 12, multiplier: 1.5 }, 12))).toBe('/fairness?crashRound=12');
    expect(verifyLinkOf(bet('coinflip'))).toBe('/fairness?bet=42&game=coinflip');
    expect(verifyLinkOf(bet('dice'))).toBe('/fairness?bet=42');
  });

  it("reads a crash bet's round from its details, or from the nonce it was recorded with", () => {
    expect(crashRoundOf(bet('crash', { roundId: 3 }, 3))).toBe(3);
    expect(crashRoundOf(bet('crash', {}, 9))).toBe(9);
    expect(crashRoundOf(bet('dice', { roundId: 3 }))).toBeNull();
  });

  it('takes only whole ids from 1 out of a link', () => {
    expect(parseLinkId('15')).toBe(15);
    for (const raw of [null, '', '0', '-1', '1.5', 'x', '1234567890123456'])
      expect(parseLinkId(raw)).toBeNull();
  });
});
