import {
  CRASH_HISTORY_LENGTH,
  type CrashBetPlaced,
  type CrashBetView,
  type CrashCashedOut,
  type CrashChainInfo,
  type CrashHistoryItem,
  type CrashRoundCrashed,
  type CrashRoundStarted,
  type CrashRoundView,
  type CrashTick,
} from '../../../contract/crash-texts';
import { formatFunds } from '../../lib/format';
import { anchorFromStart, anchorFromTick, clockOffset, formatCrashMultiplier } from './crash-math';

// The live round as the page holds it: the answer of GET /api/games/crash, then moved on by the
// socket's events. `anchor` is when the multiplier was 1.00× on the page's clock, so that the curve can
// be drawn between ticks; `stale` asks for the state again (an event of a round the page never saw).

export interface CrashLive {
  round: CrashRoundView | null;
  history: CrashHistoryItem[];
  chain: CrashChainInfo | null;
  /** Date.now() at which the running round's multiplier was 1.00×. */
  anchor: number | null;
  /** Server clock minus the page's clock, in ms, as the latest tick showed it. */
  offset: number;
  stale: boolean;
}

export const EMPTY_CRASH: CrashLive = {
  round: null,
  history: [],
  chain: null,
  anchor: null,
  offset: 0,
  stale: false,
};

export type CrashEvent =
  | { type: 'state'; round: CrashRoundView; history: CrashHistoryItem[]; chain: CrashChainInfo; now: number }
  | { type: 'opened'; round: CrashRoundView }
  | { type: 'started'; payload: CrashRoundStarted }
  | { type: 'tick'; tick: CrashTick; now: number }
  | { type: 'bet'; bet: CrashBetPlaced }
  | { type: 'cashedOut'; payload: CrashCashedOut }
  | { type: 'crashed'; payload: CrashRoundCrashed };

const isOpen = (bet: CrashBetView) => bet.cashedOutAt === null && bet.payout === null;

function withRound(live: CrashLive, id: number, change: (round: CrashRoundView) => CrashLive): CrashLive {
  if (!live.round || live.round.id !== id) return { ...live, stale: true };
  return change(live.round);
}

function runningAnchor(round: CrashRoundView, offset: number): number | null {
  return round.phase !== 'betting' && round.startedAt ? anchorFromStart(round.startedAt, offset) : null;
}

export function crashReducer(live: CrashLive, event: CrashEvent): CrashLive {
  switch (event.type) {
    case 'state':
      return {
        round: event.round,
        history: event.history.slice(0, CRASH_HISTORY_LENGTH),
        chain: event.chain,
        anchor: runningAnchor(event.round, live.offset),
        offset: live.offset,
        stale: false,
      };
    case 'opened':
      return { ...live, round: event.round, anchor: null };
    case 'started':
      return withRound(live, event.payload.id, (round) => ({
        ...live,
        round: { ...round, phase: 'running', startedAt: event.payload.startedAt, multiplier: 1 },
        anchor: anchorFromStart(event.payload.startedAt, live.offset),
      }));
    case 'tick':
      return withRound(live, event.tick.id, (round) => {
        const { elapsedMs, multiplier } = event.tick;
        if (round.phase === 'crashed') return live;
        const offset = round.startedAt ? clockOffset(round.startedAt, elapsedMs, event.now) : live.offset;
        return {
          ...live,
          round: { ...round, phase: 'running', multiplier },
          anchor: anchorFromTick(event.now, elapsedMs),
          offset,
        };
      });
    case 'bet':
      return withRound(live, event.bet.roundId, (round) => {
        if (round.bets.some((bet) => bet.betId === event.bet.betId)) return live;
        const { roundId: _, ...bet } = event.bet;
        return { ...live, round: { ...round, bets: [...round.bets, bet] } };
      });
    case 'cashedOut':
      return withRound(live, event.payload.roundId, (round) => {
        const { betId, cashedOutAt, payout } = event.payload;
        const bets = round.bets.map((bet) => (bet.betId === betId ? { ...bet, cashedOutAt, payout } : bet));
        return { ...live, round: { ...round, bets } };
      });
    case 'crashed':
      return withRound(live, event.payload.id, (round) => {
        const { id, crashPoint, hash } = event.payload;
        const bets = round.bets.map((bet) => (isOpen(bet) ? { ...bet, payout: 0 } : bet));
        const history = [{ id, crashPoint, hash }, ...live.history.filter((item) => item.id !== id)];
        return {
          ...live,
          round: { ...round, phase: 'crashed', crashPoint, hash, multiplier: crashPoint, bets },
          history: history.slice(0, CRASH_HISTORY_LENGTH),
        };
      });
  }
}

/** The player's own bet in the round, if they have one. */
export function ownBet(round: CrashRoundView | null, userId: number | undefined): CrashBetView | null {
  if (!round || userId === undefined) return null;
  return round.bets.find((bet) => bet.userId === userId) ?? null;
}

export { isOpen as isOpenBet };

/** What the bet button does and says now. */
export type CrashAction = { kind: 'bet' } | { kind: 'cashout' } | { kind: 'wait'; label: string };

export function crashAction(round: CrashRoundView | null, bet: CrashBetView | null): CrashAction {
  if (!round) return { kind: 'wait', label: 'Connecting...' };
  if (round.phase === 'betting') return bet ? { kind: 'wait', label: 'Bet Placed' } : { kind: 'bet' };
  if (round.phase === 'running' && bet && isOpen(bet)) return { kind: 'cashout' };
  return { kind: 'wait', label: 'Waiting for next round' };
}

/** The sentence read out once for the player's settled bet, or null while it is open. */
export function resultAnnouncement(bet: CrashBetView, crashPoint: number | undefined): string | null {
  if (bet.cashedOutAt !== null && bet.payout !== null) {
    const won = bet.payout - bet.betAmount;
    return `Cashed out at ${formatCrashMultiplier(bet.cashedOutAt)}. You won ${formatFunds(won)}.`;
  }
  if (bet.payout === 0 && crashPoint !== undefined) {
    return `Crashed at ${formatCrashMultiplier(crashPoint)}. You lost ${formatFunds(bet.betAmount)}.`;
  }
  return null;
}
