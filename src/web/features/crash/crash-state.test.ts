import { beforeAll, describe, expect, it } from 'vitest';
import {
  betsPlaced,
  betViewsOf,
  type CrashBetView,
  type CrashRoundView,
  mergeBetsPlaced,
} from '../../../contract/crash-texts';
import type { ShopItem } from '../../../contract/shop';
import { loadCatalogue } from '../../lib/i18n/catalogues';
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

const item = (_id: number, type: ShopItem['type']): ShopItem => ({
  _id,
  slug: `item-${_id}`,
  name: `Item ${_id}`,
  description: 'A fine thing to wear',
  price: 100,
  type,
  rarity: 'rare',
  effect: 'glow',
  effectProps: {},
  setName: null,
});

describe('bets placed as the watchers hear them', () => {
  it('gives back each bet as placed, its worn items included, and each item once', () => {
    const crown = item(11, 'avatar');
    const gold = item(12, 'nameColor');
    const plain = bet(1, 5, { autoCashout: 2.5 });
    const dressed = bet(2, 6, { cosmetics: { ...plain.cosmetics, avatar: crown, nameColor: gold } });
    const alike = bet(3, 7, {
      profilePicture: '/avatars/3.png',
      cosmetics: { ...plain.cosmetics, avatar: crown },
    });
    const first = betsPlaced(7, [plain, dressed]);
    const next = betsPlaced(7, [alike]);
    // No keys, and nothing for a player who wears nothing.
    expect(first.bets[0]).toEqual([1, 5, 'player5', null, 50, 2.5]);
    const merged = mergeBetsPlaced(first, next);
    expect(merged.items.map((worn) => worn._id)).toEqual([11, 12]);
    expect(betViewsOf(merged)).toEqual([plain, dressed, alike]);
  });
});

describe('crashReducer', () => {
  it('adds each bet once, and starts the round on the server clock', () => {
    const live = play(
      { type: 'bets', payload: betsPlaced(7, [bet(1, 5), bet(2, 6)]) },
      { type: 'bets', payload: betsPlaced(7, [bet(1, 5), bet(3, 8)]) },
      { type: 'started', payload: { id: 7, startedAt: START } },
    );
    expect(live.round?.bets.map((b) => b.betId)).toEqual([1, 2, 3]);
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
      { type: 'bets', payload: betsPlaced(7, [bet(1, 5), bet(2, 6), bet(3, 8)]) },
      { type: 'started', payload: { id: 7, startedAt: START } },
      // The driving instance's cash-outs ride on a tick; another instance's come on their own.
      {
        type: 'tick',
        tick: {
          id: 7,
          elapsedMs: 6_800,
          multiplier: 1.5,
          cashouts: [[2, 6, 1.5, 75]],
        },
        now: Date.parse(START) + 6_800,
      },
      {
        type: 'cashedOut',
        payload: { roundId: 7, cashouts: [[3, 8, 1.25, 62]] },
      },
      { type: 'crashed', payload: { id: 7, crashPoint: 1.83, hash: 'ff', elapsedMs: 10_000 } },
      { type: 'tick', tick: { id: 7, elapsedMs: 10_050, multiplier: 1.83 }, now: 0 },
      // A bet whose announcement comes after the crash is lost too.
      { type: 'bets', payload: betsPlaced(7, [bet(4, 9)]) },
    );
    expect(live.round).toMatchObject({ phase: 'crashed', crashPoint: 1.83, hash: 'ff' });
    expect(live.round?.bets.map((b) => [b.cashedOutAt, b.payout])).toEqual([
      [null, 0],
      [1.5, 75],
      [1.25, 62],
      [null, 0],
    ]);
    expect(live.history).toEqual([{ id: 7, crashPoint: 1.83, hash: 'ff' }]);
  });

  it('keeps what events told when an older answer of the state arrives after them', () => {
    const read = { ...betting, bets: [bet(2, 6)] };
    const live = play(
      { type: 'bets', payload: betsPlaced(7, [bet(1, 5)]) },
      { type: 'started', payload: { id: 7, startedAt: START } },
      {
        type: 'cashedOut',
        payload: { roundId: 7, cashouts: [[1, 5, 1.2, 60]] },
      },
      // Read while betting, before bet 1: its phase and its bets are older than the page's.
      { type: 'state', round: read, history: [], chain, now: 0 },
    );
    expect(live.round?.phase).toBe('running');
    expect(live.round?.bets.map((b) => [b.betId, b.payout])).toEqual([
      [1, 60],
      [2, null],
    ]);
    // An answer about a round before the page's changes nothing of it; a later round replaces it.
    const older = crashReducer(live, {
      type: 'state',
      round: { ...betting, id: 6 },
      history: [],
      chain,
      now: 0,
    });
    expect(older.round).toBe(live.round);
    const later = crashReducer(live, {
      type: 'state',
      round: { ...betting, id: 8 },
      history: [],
      chain,
      now: 0,
    });
    expect(later.round?.id).toBe(8);
  });

  it('asks for the state again when an event names a round it never saw', () => {
    expect(play({ type: 'tick', tick: { id: 9, elapsedMs: 1, multiplier: 1 }, now: 0 }).stale).toBe(true);
    const opened = play({ type: 'opened', round: { ...betting, id: 8 } });
    expect(opened.round?.id).toBe(8);
    expect(opened.stale).toBe(false);
  });
});

describe('the button and the result', () => {
  beforeAll(() => loadCatalogue('en', 'crash'));
  const running: CrashRoundView = { ...betting, phase: 'running', startedAt: START, bets: [bet(1, 5)] };

  it('bets while betting, cashes out while running with an open bet, waits otherwise', () => {
    expect(crashAction(betting, null)).toEqual({ kind: 'bet' });
    expect(crashAction({ ...betting, bets: [bet(1, 5)] }, bet(1, 5))).toEqual({
      kind: 'wait',
      label: 'betPlaced',
    });
    expect(crashAction(running, ownBet(running, 5))).toEqual({ kind: 'cashout' });
    expect(crashAction(running, ownBet(running, 6))).toEqual({
      kind: 'wait',
      label: 'waiting',
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
