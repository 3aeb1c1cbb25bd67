import {
  betViewsOf,
  CRASH_HISTORY_LENGTH,
  type CrashBetsPlaced,
  type CrashBetView,
  type CrashCashedOut,
  type CrashCashoutEntry,
  type CrashChainInfo,
  type CrashHistoryItem,
  type CrashRoundCrashed,
  type CrashRoundStarted,
  type CrashRoundView,
  type CrashTick,
  cashoutOfEntry,
} from '../../../contract/crash-texts';
import { formatFunds } from '../../lib/format';
import { translate } from '../../lib/i18n';
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
  | { type: 'bets'; payload: CrashBetsPlaced }
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

function withCashouts(round: CrashRoundView, entries: CrashCashoutEntry[]): CrashRoundView {
  const paid = new Map(entries.map((entry) => [entry[0], cashoutOfEntry(entry)]));
  const bets = round.bets.map((bet) => {
    const cashout = paid.get(bet.betId);
    return cashout ? { ...bet, cashedOutAt: cashout.cashedOutAt, payout: cashout.payout } : bet;
  });
  return { ...round, bets };
}

const PHASE_ORDER = { betting: 0, running: 1, crashed: 2 } as const;
const settled = (bet: CrashBetView) => bet.cashedOutAt !== null || bet.payout !== null;

/**
 * The round as the page knows it, given an answer of GET /api/games/crash that may be older than
 * events already applied (it was read before them, it arrived after): a round, a phase, a bet or a
 * cash-out the page knows of is never taken back; the answer adds what the page missed.
 */
function newerRound(known: CrashRoundView | null, read: CrashRoundView): CrashRoundView {
  if (!known || read.id > known.id) return read;
  if (read.id < known.id) return known;
  const base = PHASE_ORDER[read.phase] > PHASE_ORDER[known.phase] ? read : known;
  const other = base === read ? known : read;
  const bets = new Map(base.bets.map((bet) => [bet.betId, bet]));
  for (const bet of other.bets) {
    const mine = bets.get(bet.betId);
    if (!mine || (!settled(mine) && settled(bet))) bets.set(bet.betId, bet);
  }
  const merged = [...bets.values()].sort((x, y) => x.betId - y.betId);
  if (
    base === known &&
    merged.length === known.bets.length &&
    merged.every((bet, i) => bet === known.bets[i])
  )
    return known;
  return { ...base, bets: merged };
}

export function crashReducer(live: CrashLive, event: CrashEvent): CrashLive {
  switch (event.type) {
    case 'state': {
      const round = newerRound(live.round, event.round);
      const byId = new Map([...live.history, ...event.history].map((item) => [item.id, item]));
      return {
        round,
        history: [...byId.values()].sort((x, y) => y.id - x.id).slice(0, CRASH_HISTORY_LENGTH),
        chain: event.chain,
        anchor: round === live.round ? live.anchor : runningAnchor(round, live.offset),
        offset: live.offset,
        stale: false,
      };
    }
    case 'opened':
      return { ...live, round: event.round, anchor: null };
    case 'started':
      return withRound(live, event.payload.id, (round) => ({
        ...live,
        round: { ...round, phase: 'running', startedAt: event.payload.startedAt, multiplier: 1 },
        anchor: anchorFromStart(event.payload.startedAt, live.offset),
      }));
    case 'tick':
      return withRound(live, event.tick.id, (known) => {
        const { elapsedMs, multiplier, cashouts } = event.tick;
        const round = cashouts ? withCashouts(known, cashouts) : known;
        if (round.phase === 'crashed') return round === known ? live : { ...live, round };
        const offset = round.startedAt ? clockOffset(round.startedAt, elapsedMs, event.now) : live.offset;
        return {
          ...live,
          round: { ...round, phase: 'running', multiplier },
          anchor: anchorFromTick(event.now, elapsedMs),
          offset,
        };
      });
    case 'bets':
      return withRound(live, event.payload.roundId, (round) => {
        const known = new Set(round.bets.map((bet) => bet.betId));
        // A bet told after its round crashed (its announcement was a query away) lost with the others.
        const lost = round.phase === 'crashed';
        const added = betViewsOf(event.payload)
          .filter((bet) => !known.has(bet.betId))
          .map((bet) => (lost && isOpen(bet) ? { ...bet, payout: 0 } : bet));
        if (added.length === 0) return live;
        return { ...live, round: { ...round, bets: [...round.bets, ...added] } };
      });
    case 'cashedOut':
      return withRound(live, event.payload.roundId, (round) => ({
        ...live,
        round: withCashouts(round, event.payload.cashouts),
      }));
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
/** `label` names the waiting button's text in the crash catalogue (`action.*`). */
export type CrashAction =
  | { kind: 'bet' }
  | { kind: 'cashout' }
  | { kind: 'wait'; label: 'connecting' | 'betPlaced' | 'waiting' };

export function crashAction(round: CrashRoundView | null, bet: CrashBetView | null): CrashAction {
  if (!round) return { kind: 'wait', label: 'connecting' };
  if (round.phase === 'betting') return bet ? { kind: 'wait', label: 'betPlaced' } : { kind: 'bet' };
  if (round.phase === 'running' && bet && isOpen(bet)) return { kind: 'cashout' };
  return { kind: 'wait', label: 'waiting' };
}

/** The sentence read out once for the player's settled bet, or null while it is open. */
export function resultAnnouncement(bet: CrashBetView, crashPoint: number | undefined): string | null {
  if (bet.cashedOutAt !== null && bet.payout !== null) {
    const won = bet.payout - bet.betAmount;
    return translate('crash', 'result.cashedOut', {
      multiplier: formatCrashMultiplier(bet.cashedOutAt),
      amount: formatFunds(won),
    });
  }
  if (bet.payout === 0 && crashPoint !== undefined) {
    return translate('crash', 'result.crashed', {
      multiplier: formatCrashMultiplier(crashPoint),
      amount: formatFunds(bet.betAmount),
    });
  }
  return null;
}
