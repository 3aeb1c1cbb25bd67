import { describe, expect, it } from 'vitest';
import type { CoinflipRounds, FlipRow } from './coinflip-rounds';
import { firstIdAtOrAfter, type RowProbe } from './id-boundary';
import { createCoinflipTally } from './rtp-coinflip';
import { DAY_MS, isoAt } from './rtp-records';
import { measure } from './rtp-sums';

const T0 = Date.parse('2026-01-10T12:00:00.000Z');
const MIN = 60_000;

/** Sessions in memory, read the way the coinflip service reads them. */
function memoryRounds(rows: FlipRow[]): CoinflipRounds {
  const sorted = () => [...rows].sort((a, b) => a.id - b.id);
  const copy = (row: FlipRow) => ({ ...row });
  return {
    async flipsBetween(afterId, upToId) {
      return sorted()
        .filter((row) => row.id > afterId && (upToId === null || row.id <= upToId))
        .map(copy);
    },
    async flipsByIds(ids) {
      return rows.filter((row) => ids.includes(row.id)).map(copy);
    },
    async flipAtOrAfter(id) {
      return sorted().find((row) => row.id >= id);
    },
    playerFlips: async () => [],
    playerFlip: async () => undefined,
  };
}

const flip = (
  id: number,
  minutesAfterT0: number,
  status: string,
  winnerId: number | null,
  opponentId: number | null = null,
): FlipRow => ({
  id,
  creatorId: 1,
  opponentId,
  winnerId,
  amount: 10,
  status,
  createdAt: isoAt(T0 + minutesAfterT0 * MIN),
});

describe('coinflip running totals', () => {
  it('counts an open round once it is announced, drops a cancelled one, and moves the 24 h window', async () => {
    const rows = [
      flip(1, 0, 'completed', 1),
      flip(2, 1, 'waiting', null),
      flip(3, 2, 'active', 2, 2),
      flip(5, 3, 'waiting', null),
      flip(6, 4, 'completed', null),
    ];
    const tally = createCoinflipTally(memoryRounds(rows), { settleMs: 10_000, chunk: 2 });
    let totals = await tally.read(T0 + 60 * MIN);
    // Announced: #1 (creator won: 2) and #6 (the bot won: 0).
    expect(measure(totals.all.get('coinflip'))).toMatchObject({ bets: 2, measuredRtp: 1 });

    (rows[1] as FlipRow).status = 'cancelled';
    Object.assign(rows[2] as FlipRow, { status: 'completed' });
    Object.assign(rows[3] as FlipRow, { status: 'active', winnerId: 1 });
    rows.push(flip(7, 59.99, 'completed', 1));
    totals = await tally.read(T0 + 61 * MIN);
    // #3 is a duel (two bets, one won), #7 is still fresh, #5 is decided but not announced.
    expect(measure(totals.all.get('coinflip'))).toMatchObject({
      bets: 5,
      measuredRtp: (2 + 0 + 0 + 2 + 2) / 5,
    });
    expect(measure(totals.day.get('coinflip'))).toMatchObject({ bets: 5 });

    (rows[3] as FlipRow).status = 'completed';
    // A day later the first four minutes' rounds have left the window; #7 is still in it.
    totals = await tally.read(T0 + DAY_MS + 5 * MIN);
    expect(measure(totals.all.get('coinflip'))).toMatchObject({ bets: 6 });
    expect(measure(totals.day.get('coinflip'))).toMatchObject({ bets: 1, measuredRtp: 2 });
    totals = await tally.read(T0 + 2 * DAY_MS);
    expect(measure(totals.day.get('coinflip'))).toMatchObject({ bets: 0, measuredRtp: null });
    expect(measure(totals.all.get('coinflip'))).toMatchObject({ bets: 6 });
  });
});

describe('the first id at or after a time', () => {
  const ids = [1, 2, 3, 7, 8, 20, 21, 22, 40];
  const probe: RowProbe = async (id) => {
    const found = ids.find((x) => x >= id);
    return found === undefined ? undefined : { id: found, createdAt: isoAt(T0 + found * MIN) };
  };

  it('finds the boundary across gaps in the ids, from any starting point below it', async () => {
    for (const minutes of [0, 1, 4, 7, 7.5, 20, 40, 41]) {
      const time = isoAt(T0 + minutes * MIN);
      const found = await firstIdAtOrAfter(probe, time, 1);
      // Every row below the boundary is older; the first row from it on is the first one as new.
      expect(ids.filter((id) => id < found).every((id) => isoAt(T0 + id * MIN) < time)).toBe(true);
      expect((await probe(found))?.id).toBe(ids.find((id) => isoAt(T0 + id * MIN) >= time));
      expect(await firstIdAtOrAfter(probe, time, Math.min(found, 3))).toBe(found);
    }
  });
});
