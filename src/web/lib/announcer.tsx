import { useEffect, useRef } from 'react';
import { formatFunds } from './format';
import { translate } from './i18n';

// One polite live region for the whole app: game results, balance changes, form outcomes.
const listeners = new Set<(message: string) => void>();

/** A balance change waits this long for a game to announce it as part of its result. */
const BALANCE_DELAY_MS = 400;

/**
 * The balance the player was last told of, or is about to be (a game that notes it tells of it with
 * its result). A change to the same figure again says nothing new, however late it comes: on a busy
 * machine the balance read back after a spin came more than two seconds after the spin's own
 * announcement, and a time limit on the mention let it be read out a second time.
 */
let toldBalance: number | null = null;
let pendingBalance: { amount: number; timer: number } | null = null;

function emit(message: string): void {
  for (const listener of listeners) listener(message);
}

/** Calls `listener` with every message announced from now on; returns the call that stops it. */
export function onAnnouncement(listener: (message: string) => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

interface AnnounceOptions {
  /** The balance the message already tells of, so that it is not read out a second time. */
  balance?: number;
}

/** Reads a short message to screen-reader users without moving focus. */
export function announce(message: string, options: AnnounceOptions = {}): void {
  if (options.balance !== undefined) noteBalance(options.balance);
  emit(message);
}

function dropPendingBalance(): void {
  if (!pendingBalance) return;
  window.clearTimeout(pendingBalance.timer);
  pendingBalance = null;
}

/**
 * Keeps a balance quiet: a game tells of it (the stake taken as a spin starts, told of with the
 * spin's result). A balance announcement still waiting is older news by then, and is dropped.
 */
export function noteBalance(amount: number): void {
  toldBalance = amount;
  dropPendingBalance();
}

/**
 * Tells of a new balance, unless it is the one the player was last told of (a game's result told of
 * it, or does so in a moment): one round is one announcement, "Rolled 3. You won 60 FF. Balance 140 FF".
 */
export function announceBalance(amount: number): void {
  dropPendingBalance();
  if (amount === toldBalance) return;
  const timer = window.setTimeout(() => {
    pendingBalance = null;
    toldBalance = amount;
    emit(translate('common', 'announce.balance', { amount: formatFunds(amount) }));
  }, BALANCE_DELAY_MS);
  pendingBalance = { amount, timer };
}

/** "Balance 140 FF": the tail of a round's announcement. */
export function balanceSentence(amount: number): string {
  return translate('common', 'announce.balanceSentence', { amount: formatFunds(amount) });
}

/** How long a message stays in the region, so that it is not found there later, out of its moment. */
const SHOWN_MS = 7000;

/** The browser's frames and timers; tests pass their own. */
export interface RegionClock {
  nextFrame: (callback: () => void) => number;
  cancelFrame: (id: number) => void;
  later: (callback: () => void, ms: number) => number;
  cancelLater: (id: number) => void;
}

const browserClock: RegionClock = {
  nextFrame: (callback) => window.requestAnimationFrame(callback),
  cancelFrame: (id) => window.cancelAnimationFrame(id),
  later: (callback, ms) => window.setTimeout(callback, ms),
  cancelLater: (id) => window.clearTimeout(id),
};

/**
 * Writes every announcement into the live region: the messages of one frame together, so that the
 * last does not replace the rest, and none lost. The region's text is written straight away rather
 * than through React state: a landing plinko ball announcing in the same frame as the region's own
 * update once replaced a message before React drew it, and it was never read out. A message equal
 * to the one shown gets a trailing no-break space, so that it still counts as a change.
 */
export function startLiveRegion(
  write: (text: string) => void,
  clock: RegionClock = browserClock,
): () => void {
  let shown = '';
  let frame: number | undefined;
  let clearTimer: number | undefined;
  let queued: string[] = [];
  const show = (text: string) => {
    shown = text;
    write(text);
  };
  const stop = onAnnouncement((next) => {
    queued.push(next);
    if (frame !== undefined) return;
    frame = clock.nextFrame(() => {
      frame = undefined;
      const text = queued.join(' ');
      queued = [];
      if (clearTimer !== undefined) clock.cancelLater(clearTimer);
      show(text === shown ? `${text}\u00a0` : text);
      clearTimer = clock.later(() => show(''), SHOWN_MS);
    });
  });
  return () => {
    stop();
    if (clearTimer !== undefined) clock.cancelLater(clearTimer);
    if (frame !== undefined) clock.cancelFrame(frame);
  };
}

export function LiveAnnouncer() {
  const region = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = region.current;
    if (!element) return;
    return startLiveRegion((text) => {
      element.textContent = text;
    });
  }, []);

  return (
    <div
      ref={region}
      className="sr-only"
      aria-live="polite"
      aria-atomic="true"
      data-testid="live-announcer"
    />
  );
}
