import { closeSync, openSync, readSync } from 'node:fs';

/**
 * A stretch in which the event loop did not run: from `atMs` (ms since the epoch) for `lateMs`, of
 * which the loop's thread spent `waitMs` ready to run but waiting for a core (0 where the system does
 * not tell).
 */
export interface LateTurn {
  atMs: number;
  lateMs: number;
  waitMs: number;
}

export interface LateTurnWatch {
  /** The late turns since the previous take (or the start), oldest first; the list starts afresh. */
  take(): LateTurn[];
  stop(): void;
}

const PERIOD_MS = 1;
/** At most this many turns are kept between two takes (ten seconds of a loop late at every tick). */
const LIMIT = 10_000;

const epochNow = () => performance.timeOrigin + performance.now();

/**
 * The calling thread's time spent waiting for a core so far, in ms, read from Linux's scheduler
 * statistics (`/proc/thread-self/schedstat`: time run, time waited, in ns); null where there are none.
 */
function threadWaitClock(): { read(): number; close(): void } | null {
  let fd: number;
  try {
    fd = openSync('/proc/thread-self/schedstat', 'r');
  } catch {
    return null;
  }
  const buffer = Buffer.alloc(96);
  return {
    read() {
      const length = readSync(fd, buffer, 0, buffer.length, 0);
      const fields = buffer.toString('latin1', 0, length).split(' ');
      return Number(fields[1] ?? 0) / 1e6;
    },
    close: () => closeSync(fd),
  };
}

/**
 * Notes when the event loop runs late, and when: a timer due every millisecond that fires `lateMs`
 * after its time means the loop did not run in between (a task held it, or the process waited for a
 * core). Where monitorEventLoopDelay says how late, this says when and how much of it the thread
 * waited for a core, so that a task holding the loop can be told from the machine's stalls
 * (bench:scale also puts the server's turns beside an idle process's: a stall both saw at the same
 * moment was the machine's). Turns less than `minLateMs` late are not kept.
 */
export function watchLateTurns(minLateMs: number): LateTurnWatch {
  const waitClock = threadWaitClock();
  let turns: LateTurn[] = [];
  let due = epochNow() + PERIOD_MS;
  let waitedMs = waitClock?.read() ?? 0;
  const timer = setInterval(() => {
    const now = epochNow();
    const lateMs = now - due;
    const waitedNowMs = waitClock?.read() ?? 0;
    if (lateMs >= minLateMs && turns.length < LIMIT) {
      turns.push({ atMs: due, lateMs, waitMs: Math.min(lateMs, waitedNowMs - waitedMs) });
    }
    due = now + PERIOD_MS;
    waitedMs = waitedNowMs;
  }, PERIOD_MS);
  timer.unref();
  return {
    take() {
      const taken = turns;
      turns = [];
      return taken;
    },
    stop() {
      clearInterval(timer);
      waitClock?.close();
    },
  };
}

/**
 * How long each of `ours` held the loop itself: its lateness less the larger of what it waited for a
 * core and what a stall of `reference` (an idle process) covers at the same moment, both being the
 * machine's. Both lists are in time order and (each being one loop's) do not overlap within themselves.
 */
export function timeHeld(ours: LateTurn[], reference: LateTurn[]): number[] {
  const endOf = (turn: LateTurn) => turn.atMs + turn.lateMs;
  let first = 0;
  return ours.map((turn) => {
    const end = endOf(turn);
    while (first < reference.length && endOf(reference[first] as LateTurn) <= turn.atMs) first += 1;
    let shared = 0;
    for (let k = first; k < reference.length; k += 1) {
      const stall = reference[k] as LateTurn;
      if (stall.atMs >= end) break;
      shared += Math.min(end, endOf(stall)) - Math.max(turn.atMs, stall.atMs);
    }
    return turn.lateMs - Math.max(shared, turn.waitMs);
  });
}
