import { describe, expect, it } from 'vitest';
import { CRASH_WINS_LENGTH, type CrashWin } from '../../../contract/crash-texts';
import { mergeWins } from './wins-feed';

const win = (betId: number, roundId: number): CrashWin => ({
  betId,
  roundId,
  userId: betId,
  username: `player${betId}`,
  profilePicture: null,
  cosmetics: { avatar: null, border: null, background: null, badge: null, nameColor: null },
  betAmount: 10,
  autoCashout: null,
  cashedOutAt: 2,
  payout: 20,
});

describe('the wins feed', () => {
  it("puts a round's wins on top, keeps each bet once and shows at most the feed's length", () => {
    expect(mergeWins([win(5, 2), win(4, 2)], [win(4, 2), win(1, 1)]).map((w) => w.betId)).toEqual([5, 4, 1]);
    const many = Array.from({ length: CRASH_WINS_LENGTH }, (_, i) => win(100 + i, 3));
    expect(mergeWins(many, [win(1, 1)])).toHaveLength(CRASH_WINS_LENGTH);
    expect(mergeWins([], [])).toEqual([]);
  });
});
