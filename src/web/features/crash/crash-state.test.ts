import { describe, expect, it } from 'vitest';
import type { CrashBetView, CrashRoundView } from '../../../contract/crash-texts';
import { crashAction, crashReducer, EMPTY_CRASH, ownBet, resultAnnouncement } from './crash-state';

const START = '2026-01-01T00:00:10.000Z';
const bet = (betId: number, userId: number, extra: Partial<CrashBetView> = {}): CrashBetView => ({
  betId,
  userId,
  username: `player${userId}`,
  profilePicture: null,
  cosmetics: { avatar: null, border: null, background: null, badge: null, nameColor: null },
  betAmount: 50,
  autoCashout: null,
  cashedOutAt: null,
  payout: null,
  ...extra,
});
const betting: CrashRoundView = { id: 7, phase: 'betting', startsAt: START, bets: [] };
const chain = { terminalHash: 'ab', salt: 'cd' };
const loaded = crashReducer(EMPTY_CRASH, { type: 'state', round: betting, history: [], chain, now: 0 });

function play(...events: Parameters<typeof crashReducer>[1][]) {
  return events.reduce(crashReducer, loaded);
}

describe('crashReducer', () => {
  it('adds each bet once, and starts the round on the server clock', () => {
    const live = play(
      { type: 'bet', bet: { ...bet(1, 5), roundId: 7 } },
      { type: 'bet', bet: { ...bet(1, 5), roundId: 7 } },
      { type: 'started', payload: { id: 7, startedAt: START } },
    );
    expect(live.round?.bets).toHaveLength(1);
    expect(live.round?.phase).toBe('running');
    expect(live.anchor).toBe(Date.parse(START));
  });

  it('moves the anchor to each tick, and learns the clock offset from it', () => {
    const live = play(
      { type: 'started', payload: { id: 7, startedAt: START } },
      { type: 'tick', tick: { id: 7, elapsedMs: 2_000, multiplier: 1.12 }, now: Date.parse(START) + 2_300 },
    );
    expect(live.anchor).toBe(Date.parse(START) + 300);
    expect(live.offset).toBe(-300);
    expect(live.round?.multiplier).toBe(1.12);
  });

  it('at the crash: open bets are lost, cashed ones kept, the point joins the history once', () => {
    const live = play(
      { type: 'bet', bet: { ...bet(1, 5), roundId: 7 } },
      { type: 'bet', bet: { ...bet(2, 6), roundId: 7 } },
      { type: 'started', payload: { id: 7, startedAt: START } },
      { type: 'cashedOut', payload: { roundId: 7, betId: 2, userId: 6, cashedOutAt: 1.5, payout: 75 } },
      { type: 'crashed', payload: { id: 7, crashPoint: 1.83, hash: 'ff', elapsedMs: 10_000 } },
      { type: 'tick', tick: { id: 7, elapsedMs: 10_050, multiplier: 1.83 }, now: 0 },
    );
    expect(live.round).toMatchObject({ phase: 'crashed', crashPoint: 1.83, hash: 'ff' });
    expect(live.round?.bets.map((b) => b.payout)).toEqual([0, 75]);
    expect(live.history).toEqual([{ id: 7, crashPoint: 1.83, hash: 'ff' }]);
  });

  it('asks for the state again when an event names a round it never saw', () => {
    expect(play({ type: 'tick', tick: { id: 9, elapsedMs: 1, multiplier: 1 }, now: 0 }).stale).toBe(true);
    const opened = play({ type: 'opened', round: { ...betting, id: 8 } });
    expect(opened.round?.id).toBe(8);
    expect(opened.stale).toBe(false);
  });
});

describe('the button and the result', () => {
  const running: CrashRoundView = { ...betting, phase: 'running', startedAt: START, bets: [bet(1, 5)] };

  it('bets while betting, cashes out while running with an open bet, waits otherwise', () => {
    expect(crashAction(betting, null)).toEqual({ kind: 'bet' });
    expect(crashAction({ ...betting, bets: [bet(1, 5)] }, bet(1, 5))).toEqual({
      kind: 'wait',
      label: 'Bet Placed',
    });
    expect(crashAction(running, ownBet(running, 5))).toEqual({ kind: 'cashout' });
    expect(crashAction(running, ownBet(running, 6))).toEqual({
      kind: 'wait',
      label: 'Waiting for next round',
    });
    expect(crashAction(running, bet(1, 5, { cashedOutAt: 2, payout: 100 }))).toMatchObject({ kind: 'wait' });
  });

  it('reads out the win or the loss in one sentence', () => {
    expect(resultAnnouncement(bet(1, 5, { betAmount: 100, cashedOutAt: 2.1, payout: 210 }), 3)).toBe(
      'Cashed out at 2.10×. You won 110 FF.',
    );
    expect(resultAnnouncement(bet(1, 5, { payout: 0 }), 1.45)).toBe('Crashed at 1.45×. You lost 50 FF.');
    expect(resultAnnouncement(bet(1, 5), undefined)).toBeNull();
  });
});
