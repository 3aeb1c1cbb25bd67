import { useCallback, useEffect, useRef, useState } from 'react';
import type { DiceResult } from '../../../../contract/dice';
import { diceMessages } from '../../../../contract/dice-texts';
import { messages } from '../../../../contract/messages';
import { canWin, type DicePrediction } from '../../../../games/dice';
import { announce, balanceSentence } from '../../../lib/announcer';
import { errorText } from '../../../lib/api';
import { cleanAmount } from '../../../lib/bet-amount';
import { formatFunds } from '../../../lib/format';
import { playSound } from '../../../lib/sound';
import type { AutoRound } from '../../../lib/use-auto-bet';
import { useLatest } from '../../../lib/use-latest';
import { playDice } from '../api';

/** SPEC.md section 9: the Hot Streak banner and the confetti each show for 3 seconds. */
export const CELEBRATION_MS = 3000;
/** A streak of this many wins in a row is hot. */
export const HOT_STREAK = 3;

/** One roll for the die to show; a new id starts a new animation even for the same face. */
export interface DiceRoll {
  id: number;
  face: number;
}

/** The round in one sentence for screen readers: "Rolled 3. You won 60 FF. Balance 140 FF." */
export function roundAnnouncement(outcome: DiceResult, streak: number): string {
  const result = outcome.won
    ? `You won ${formatFunds(outcome.winAmount)}.`
    : `You lost ${formatFunds(outcome.betAmount)}.`;
  const hot = outcome.won && streak >= HOT_STREAK ? ` Hot Streak: ${streak} wins in a row!` : '';
  return `Rolled ${outcome.diceResult}. ${result} ${balanceSentence(outcome.newBalance)}.${hot}`;
}

export function resultHeadline(outcome: DiceResult): string {
  return outcome.won
    ? `You won ${formatFunds(outcome.winAmount)}!`
    : `You lost ${formatFunds(outcome.betAmount)}`;
}

interface Options {
  balance: number;
  onNewBalance: (balance: number) => void;
  /** After a roll has settled on screen (e.g. to reload Recent Games). */
  onSettled: () => void;
}

export function useDiceGame({ balance, onNewBalance, onSettled }: Options) {
  const [amount, setAmountState] = useState('10');
  const [prediction, setPredictionState] = useState<DicePrediction>('over');
  const [target, setTarget] = useState(3);
  const [busy, setBusy] = useState(false);
  const [roll, setRoll] = useState<DiceRoll | null>(null);
  const [result, setResult] = useState<DiceResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [amountError, setAmountError] = useState<string | undefined>();
  const [streak, setStreak] = useState(0);
  const [bestStreak, setBestStreak] = useState(0);
  const [hotStreak, setHotStreak] = useState(false);
  const [confettiId, setConfettiId] = useState(0);
  const [showConfetti, setShowConfetti] = useState(false);

  const pending = useRef<DiceResult | null>(null);
  const roundDone = useRef<((round: AutoRound) => void) | null>(null);
  const streakRef = useRef(0);
  const busyRef = useRef(false);
  const timers = useRef<{ hot?: number; confetti?: number }>({});

  const balanceRef = useLatest(onNewBalance);

  useEffect(
    () => () => {
      window.clearTimeout(timers.current.hot);
      window.clearTimeout(timers.current.confetti);
      // Leaving mid-roll: the bet is settled on the server, so the balance must still follow.
      if (pending.current) balanceRef.current(pending.current.newBalance);
    },
    [balanceRef],
  );

  const setAmount = useCallback((raw: string) => {
    setAmountState(cleanAmount(raw));
    setAmountError(undefined);
  }, []);

  /** Over 6 and under 1 can never win, so the target moves to the nearest one that can. */
  const setPrediction = useCallback(
    (next: DicePrediction) => {
      setPredictionState(next);
      if (!canWin(next, target)) setTarget(next === 'over' ? 5 : 2);
    },
    [target],
  );

  const celebrate = useCallback((outcome: DiceResult, nextStreak: number) => {
    const hot = outcome.won && nextStreak >= HOT_STREAK;
    if (hot) {
      setHotStreak(true);
      window.clearTimeout(timers.current.hot);
      timers.current.hot = window.setTimeout(() => setHotStreak(false), CELEBRATION_MS);
    }
    if (outcome.won && (outcome.multiplier >= 3 || hot)) {
      setConfettiId((id) => id + 1);
      setShowConfetti(true);
      window.clearTimeout(timers.current.confetti);
      timers.current.confetti = window.setTimeout(() => setShowConfetti(false), CELEBRATION_MS);
    }
  }, []);

  /** Called by the die when its animation has come to rest. */
  const settle = useCallback(() => {
    const outcome = pending.current;
    if (!outcome) return;
    pending.current = null;
    const nextStreak = outcome.won ? streakRef.current + 1 : 0;
    streakRef.current = nextStreak;
    setStreak(nextStreak);
    setBestStreak((best) => Math.max(best, nextStreak));
    setResult(outcome);
    onNewBalance(outcome.newBalance);
    busyRef.current = false;
    setBusy(false);
    playSound(outcome.won ? 'win' : 'lose');
    announce(roundAnnouncement(outcome, nextStreak), { balance: outcome.newBalance });
    celebrate(outcome, nextStreak);
    onSettled();
    roundDone.current?.({
      kind: 'settled',
      profit: outcome.winAmount - outcome.betAmount,
      payout: outcome.winAmount,
    });
    roundDone.current = null;
  }, [celebrate, onNewBalance, onSettled]);

  const validate = (bet: number): string | undefined => {
    if (!(bet > 0)) return messages.betPositive;
    if (bet > balance) return messages.insufficientFunds;
    return undefined;
  };

  /** One roll; resolves once its result is on screen (autobet waits for it). */
  const rollDice = async (): Promise<AutoRound> => {
    if (busyRef.current) return { kind: 'failed' };
    const bet = Number(amount || '0');
    const invalid = validate(bet);
    setAmountError(invalid);
    if (invalid) return { kind: invalid === messages.insufficientFunds ? 'funds' : 'failed' };

    busyRef.current = true;
    setBusy(true);
    setError(null);
    setResult(null);
    try {
      const outcome = await playDice({ betAmount: bet, prediction, targetNumber: target });
      pending.current = outcome;
      playSound('dice-roll');
      const settled = new Promise<AutoRound>((resolve) => {
        roundDone.current = resolve;
      });
      setRoll({ id: outcome.betId, face: outcome.diceResult });
      return await settled;
    } catch (failure) {
      busyRef.current = false;
      setBusy(false);
      const message = errorText(failure, diceMessages.playFailed);
      setError(message);
      announce(message);
      return { kind: failure instanceof Error && /insufficient/i.test(message) ? 'funds' : 'failed' };
    }
  };

  return {
    amount,
    setAmount,
    amountError,
    prediction,
    setPrediction,
    target,
    setTarget,
    busy,
    roll,
    settle,
    rollDice,
    result,
    error,
    streak,
    bestStreak,
    hotStreak,
    showConfetti,
    confettiId,
  };
}
