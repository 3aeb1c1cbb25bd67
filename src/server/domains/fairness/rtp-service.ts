import type { Kysely } from 'kysely';
import type { RtpResponse } from '../../../contract/fairness';
import type { DB } from '../../db/schema';
import type { CoinflipRounds } from './coinflip-rounds';
import { createCoinflipTally } from './rtp-coinflip';
import { createRecordsTally, DEFAULT_TIMING, isoAt, type RtpTotals, type TallyTiming } from './rtp-records';
import { createRtpRepository } from './rtp-repository';
import { measure, withSums } from './rtp-sums';
import { THEORETICAL_RTP } from './theoretical-rtp';

export interface RtpServiceOptions {
  /** How long an answer is served before the totals move on. */
  cacheMs?: number;
  /** The clock in milliseconds (tests move it on instead of waiting). */
  now?: () => number;
  timing?: TallyTiming;
}

export const RTP_CACHE_MS = 5_000;

/**
 * Theoretical and measured return to player of every game, for anyone (guests too). Each instance
 * keeps its own running totals from the shared database and serves one answer for `cacheMs`; a
 * request past that waits for the one refresh in flight, which reads only what was added since.
 * Nothing here writes, so the bet path does not notice it.
 */
export function createRtpService(db: Kysely<DB>, options: RtpServiceOptions = {}) {
  const { cacheMs = RTP_CACHE_MS, now = Date.now, timing = DEFAULT_TIMING } = options;
  const records = createRecordsTally(createRtpRepository(db), timing);
  let coinflip: ReturnType<typeof createCoinflipTally> | undefined;
  let cached: { at: number; answer: RtpResponse } | undefined;
  let refreshing: Promise<RtpResponse> | undefined;

  async function refresh(at: number): Promise<RtpResponse> {
    const totals: RtpTotals = await records.read(at);
    const flips = coinflip ? await coinflip.read(at) : { all: new Map(), day: new Map() };
    const all = withSums(totals.all, flips.all);
    const day = withSums(totals.day, flips.day);
    const answer: RtpResponse = {
      games: THEORETICAL_RTP.map(({ game, rtp, note }) => ({
        game,
        theoreticalRtp: rtp,
        note,
        ...measure(all.get(game)),
        last24h: measure(day.get(game)),
      })),
      updatedAt: isoAt(at),
    };
    cached = { at, answer };
    return answer;
  }

  return {
    /** Coinflip's rounds count once the coinflip domain hands them over. */
    showCoinflipRounds(rounds: CoinflipRounds): void {
      coinflip = createCoinflipTally(rounds, timing);
      cached = undefined;
    },

    async rtp(): Promise<RtpResponse> {
      const at = now();
      if (cached && at - cached.at < cacheMs) return cached.answer;
      // One refresh at a time: the totals move in steps that must not interleave.
      refreshing ??= refresh(at).finally(() => {
        refreshing = undefined;
      });
      return refreshing;
    },
  };
}

export type RtpService = ReturnType<typeof createRtpService>;
