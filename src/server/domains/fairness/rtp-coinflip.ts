import { COINFLIP_PAYOUT_FACTOR } from '../../../games/coinflip';
import type { CoinflipRounds, FlipRow } from './coinflip-rounds';
import { firstIdAtOrAfter } from './id-boundary';
import { DAY_MS, DEFAULT_TIMING, isoAt, type RtpTotals, type TallyTiming } from './rtp-records';
import { addSums, type GameSums, type RtpSums, withSums } from './rtp-sums';

const GAME = 'coinflip';
/** Sessions asked for by id at once. */
const IDS_PER_QUERY = 500;

/** Each player in an announced round is one bet: twice the stake back for the winner, nothing else. */
export function flipSums(flip: FlipRow): RtpSums {
  const players = flip.opponentId === null ? [flip.creatorId] : [flip.creatorId, flip.opponentId];
  const winners = players.filter((player) => player === flip.winnerId).length;
  const r = COINFLIP_PAYOUT_FACTOR;
  return { n: players.length, sum: winners * r, sumSq: winners * r * r };
}

/**
 * Running totals of coinflip's announced rounds, as for the bet records (rtp-records.ts), but a
 * session changes after it is written: sessions below the watermark that are still open wait in
 * `pending` and count once announced (a cancelled one drops out). An 'active' round is decided but
 * not announced: counting it early would give its result away.
 */
export function createCoinflipTally(rounds: CoinflipRounds, timing: TallyTiming = DEFAULT_TIMING) {
  const probe = rounds.flipAtOrAfter;
  let seen = 0;
  let dayFrom = 1;
  const pending = new Set<number>();
  const all: GameSums = new Map();
  const day: GameSums = new Map();

  function count(flip: FlipRow, into: RtpTotals) {
    const sums = flipSums(flip);
    addSums(into.all, GAME, sums);
    if (flip.id >= dayFrom) addSums(into.day, GAME, sums);
  }

  /** Counts an announced flip, keeps an open one for later; a cancelled one is nobody's bet. */
  function take(flip: FlipRow) {
    if (flip.status === 'completed') count(flip, { all, day });
    else if (flip.status !== 'cancelled') pending.add(flip.id);
  }

  return {
    async read(nowMs: number): Promise<RtpTotals> {
      const ids = [...pending];
      for (let i = 0; i < ids.length; i += IDS_PER_QUERY) {
        for (const flip of await rounds.flipsByIds(ids.slice(i, i + IDS_PER_QUERY))) {
          if (flip.status !== 'completed' && flip.status !== 'cancelled') continue;
          pending.delete(flip.id);
          take(flip);
        }
      }
      const settled = (await firstIdAtOrAfter(probe, isoAt(nowMs - timing.settleMs), seen + 1)) - 1;
      const nextDayFrom = await firstIdAtOrAfter(probe, isoAt(nowMs - DAY_MS), dayFrom);
      while (seen < settled) {
        const upTo = Math.min(seen + timing.chunk, settled);
        for (const flip of await rounds.flipsBetween(seen, upTo)) take(flip);
        seen = upTo;
      }
      const leavingTo = Math.min(nextDayFrom - 1, seen);
      if (leavingTo >= dayFrom) {
        for (const flip of await rounds.flipsBetween(dayFrom - 1, leavingTo)) {
          // Only what was counted leaves: announced, and not still waiting in `pending`.
          if (flip.status === 'completed' && !pending.has(flip.id)) addSums(day, GAME, flipSums(flip), -1);
        }
      }
      dayFrom = Math.max(dayFrom, nextDayFrom);
      const fresh: RtpTotals = { all: new Map(), day: new Map() };
      for (const flip of await rounds.flipsBetween(seen, null)) {
        if (flip.status === 'completed') count(flip, fresh);
      }
      return { all: withSums(all, fresh.all), day: withSums(day, fresh.day) };
    },
  };
}
