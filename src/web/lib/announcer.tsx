import { useEffect, useState } from 'react';
import { formatFunds } from './format';

// One polite live region for the whole app: game results, balance changes, form outcomes.
const listeners = new Set<(message: string) => void>();

/** How long a game's own mention of the balance stands for the balance announcement. */
const BALANCE_MENTION_MS = 2000;
/** A balance change waits this long for a game to announce it as part of its result. */
const BALANCE_DELAY_MS = 400;

let mentionedBalance: { amount: number; at: number } | null = null;
let pendingBalance: { amount: number; timer: number } | null = null;

function emit(message: string): void {
  for (const listener of listeners) listener(message);
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

/** Keeps a balance change quiet: the stake taken as a spin starts, told of with the spin's result. */
export function noteBalance(amount: number): void {
  mentionedBalance = { amount, at: Date.now() };
  if (pendingBalance?.amount === amount) {
    window.clearTimeout(pendingBalance.timer);
    pendingBalance = null;
  }
}

/**
 * Tells of a new balance, unless a game's result has just told of it (or does so in a moment):
 * one round is one announcement, "Rolled 3. You won 60 FF. Balance 140 FF".
 */
export function announceBalance(amount: number): void {
  if (mentionedBalance?.amount === amount && Date.now() - mentionedBalance.at < BALANCE_MENTION_MS) return;
  if (pendingBalance) window.clearTimeout(pendingBalance.timer);
  const timer = window.setTimeout(() => {
    pendingBalance = null;
    emit(`Balance: ${formatFunds(amount)}`);
  }, BALANCE_DELAY_MS);
  pendingBalance = { amount, timer };
}

/** "Balance 140 FF": the tail of a round's announcement. */
export function balanceSentence(amount: number): string {
  return `Balance ${formatFunds(amount)}`;
}

export function LiveAnnouncer() {
  const [message, setMessage] = useState('');

  useEffect(() => {
    let clearTimer: number | undefined;
    let frame: number | undefined;
    let queued: string[] = [];
    const listener = (next: string) => {
      // Messages of the same moment are read together rather than the last one replacing the rest.
      queued.push(next);
      if (frame !== undefined) return;
      // Clearing first makes a repeated message count as a change.
      setMessage('');
      window.clearTimeout(clearTimer);
      frame = window.requestAnimationFrame(() => {
        frame = undefined;
        setMessage(queued.join(' '));
        queued = [];
        clearTimer = window.setTimeout(() => setMessage(''), 7000);
      });
    };
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
      window.clearTimeout(clearTimer);
      if (frame !== undefined) window.cancelAnimationFrame(frame);
    };
  }, []);

  return (
    <div className="sr-only" aria-live="polite" aria-atomic="true" data-testid="live-announcer">
      {message}
    </div>
  );
}
