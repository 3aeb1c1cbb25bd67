import { useCallback, useEffect, useRef, useState } from 'react';
import type { SlotsSpinResponse } from '../../../../contract/slots';
import { slotsMessages } from '../../../../contract/slots-texts';
import { SLOT_BET_STEPS, type SlotSymbol } from '../../../../games/slots';
import { announce, balanceSentence, noteBalance } from '../../../lib/announcer';
import { errorText } from '../../../lib/api';
import { formatFunds } from '../../../lib/format';
import { messageText, translate } from '../../../lib/i18n';
import { playSound, stopSlotSpin } from '../../../lib/sound';
import { spinSlots } from '../api';
import { BIG_WIN_MS, BIG_WIN_MULTIPLE, ERROR_MESSAGE_MS, INSUFFICIENT_MESSAGE_MS } from '../timing';
import { useFlashMessage } from './use-flash-message';
import { useReelAnimation } from './use-reel-animation';
import { useWinHighlight } from './use-win-highlight';

/** What the reels show before the first spin: every symbol, no winning line. */
export const OPENING_REELS: SlotSymbol[][] = [
  ['K', 'captain', 'Q'],
  ['treasure', 'J', 'parrot'],
  ['A', 'rum', 'skull'],
  ['parrot', 'ten', 'K'],
  ['Q', 'skull', 'treasure'],
];

export type SpinOutcome =
  | { kind: 'settled'; spin: SlotsSpinResponse }
  | { kind: 'insufficient' }
  | { kind: 'failed' }
  | { kind: 'busy' };

/** The largest bet step within the balance, never below the smallest step. */
export function maxBetFor(balance: number): number {
  const affordable = SLOT_BET_STEPS.filter((step) => step <= balance);
  return affordable.at(-1) ?? (SLOT_BET_STEPS[0] as number);
}

export function isBigWin(win: number, bet: number): boolean {
  return win >= bet * BIG_WIN_MULTIPLE;
}

export function winSummary(spin: SlotsSpinResponse): string {
  if (spin.win === 0) return translate('slots', 'summary.noWin');
  return translate('slots', 'summary.won', { amount: formatFunds(spin.win), count: spin.winResults.length });
}

interface Options {
  balance: number;
  setFunFunds: (balance: number) => void;
  refreshBalance: () => Promise<void>;
  /** After a spin has landed and been paid (also when the page was left mid-spin). */
  onSettled: (spin: SlotsSpinResponse) => void;
}

export function useSlotMachine({ balance, setFunFunds, refreshBalance, onSettled }: Options) {
  const [bet, setBet] = useState<number>(SLOT_BET_STEPS[0] as number);
  const [spinning, setSpinning] = useState(false);
  const [lastSpin, setLastSpin] = useState<SlotsSpinResponse | null>(null);
  const [bigWin, setBigWin] = useState(false);
  const reels = useReelAnimation(OPENING_REELS);
  const highlight = useWinHighlight();
  const { message, flash, clear: clearMessage } = useFlashMessage();

  const balanceRef = useRef(balance);
  const busyRef = useRef(false);
  const pendingRef = useRef<SlotsSpinResponse | null>(null);
  const mountedRef = useRef(true);
  const bigWinTimer = useRef<number | undefined>(undefined);
  const latest = useRef({ setFunFunds, refreshBalance, onSettled });

  useEffect(() => {
    balanceRef.current = balance;
  }, [balance]);

  useEffect(() => {
    latest.current = { setFunFunds, refreshBalance, onSettled };
  }, [setFunFunds, refreshBalance, onSettled]);

  // Leaving mid-spin still pays out: the balance and the history must show the spin.
  useEffect(() => {
    mountedRef.current = true;
    return () => {
      mountedRef.current = false;
      window.clearTimeout(bigWinTimer.current);
      stopSlotSpin();
      const pending = pendingRef.current;
      pendingRef.current = null;
      if (pending) {
        latest.current.setFunFunds(pending.newBalance);
        latest.current.onSettled(pending);
      }
    };
  }, []);

  const changeBet = useCallback((next: number) => {
    if (!busyRef.current) setBet(next);
  }, []);

  const stepBet = useCallback(
    (direction: 1 | -1) => {
      const index = SLOT_BET_STEPS.indexOf(bet);
      const next = SLOT_BET_STEPS[Math.min(SLOT_BET_STEPS.length - 1, Math.max(0, index + direction))];
      if (next !== undefined) changeBet(next);
    },
    [bet, changeBet],
  );

  const settle = useCallback(
    (spin: SlotsSpinResponse) => {
      pendingRef.current = null;
      stopSlotSpin();
      balanceRef.current = spin.newBalance;
      latest.current.setFunFunds(spin.newBalance);
      latest.current.onSettled(spin);
      setLastSpin(spin);
      highlight.show(spin.winResults);
      const big = spin.win > 0 && isBigWin(spin.win, spin.betAmount);
      if (spin.win > 0) playSound(big ? 'jackpot' : 'slot-win');
      if (big) {
        setBigWin(true);
        window.clearTimeout(bigWinTimer.current);
        bigWinTimer.current = window.setTimeout(() => setBigWin(false), BIG_WIN_MS);
      }
      // One announcement for the spin, the new balance included.
      const summary = winSummary(spin);
      const balance = balanceSentence(spin.newBalance);
      announce(translate('slots', 'summary.announcement', { big: big ? 'yes' : 'no', summary, balance }), {
        balance: spin.newBalance,
      });
    },
    [highlight.show],
  );

  const spin = useCallback(async (): Promise<SpinOutcome> => {
    if (busyRef.current) return { kind: 'busy' };
    const stake = bet;
    const before = balanceRef.current;
    if (before < stake) {
      const insufficient = messageText(slotsMessages.insufficient);
      flash(insufficient, 'warning', INSUFFICIENT_MESSAGE_MS);
      announce(insufficient);
      return { kind: 'insufficient' };
    }

    busyRef.current = true;
    setSpinning(true);
    clearMessage();
    highlight.clear();
    setBigWin(false);
    setLastSpin(null);
    balanceRef.current = before - stake;
    noteBalance(before - stake);
    latest.current.setFunFunds(before - stake);
    playSound('slot-spin');
    reels.start();

    let answer: SlotsSpinResponse;
    try {
      answer = await spinSlots(stake);
    } catch (error) {
      // The bet comes back on screen at once; the server's figure follows when it can be read.
      balanceRef.current += stake;
      latest.current.setFunFunds(balanceRef.current);
      latest.current.refreshBalance().catch(() => undefined);
      busyRef.current = false;
      if (!mountedRef.current) return { kind: 'failed' };
      stopSlotSpin();
      reels.abort();
      setSpinning(false);
      const text = messageText(errorText(error, slotsMessages.spinFailed));
      flash(text, 'error', ERROR_MESSAGE_MS);
      announce(text);
      return { kind: 'failed' };
    }

    if (!mountedRef.current) {
      latest.current.setFunFunds(answer.newBalance);
      latest.current.onSettled(answer);
      busyRef.current = false;
      return { kind: 'settled', spin: answer };
    }
    pendingRef.current = answer;
    await reels.land(answer.reels as SlotSymbol[][]);
    if (pendingRef.current !== answer) return { kind: 'settled', spin: answer };
    settle(answer);
    busyRef.current = false;
    setSpinning(false);
    return { kind: 'settled', spin: answer };
  }, [bet, flash, clearMessage, highlight.clear, reels.start, reels.land, reels.abort, settle]);

  return {
    bet,
    canChangeBet: !spinning,
    decreaseBet: () => stepBet(-1),
    increaseBet: () => stepBet(1),
    maxBet: () => changeBet(maxBetFor(balanceRef.current)),
    spin,
    spinning,
    reels: reels.reels,
    reelSpinning: reels.spinning,
    spinCount: reels.spinCount,
    highlight,
    lastSpin,
    bigWin,
    message,
  };
}
