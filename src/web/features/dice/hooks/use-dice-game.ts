import { useCallback, useEffect, useRef, useState } from 'react';
import type { DiceResult } from '../../../../contract/dice';
import { diceMessages } from '../../../../contract/dice-texts';
import { canWin, type DicePrediction } from '../../../../games/dice';
import { announce, balanceSentence } from '../../../lib/announcer';
import { formatFunds, formatNumber } from '../../../lib/format';
import { playSound } from '../../../lib/sound';
import type { AutoRound } from '../../../lib/use-auto-bet';
import {
  type InstantGameOptions,
  settledRound,
  useAnimatedRound,
  useBetAmount,
} from '../../../lib/use-bet-round';
import { playDice } from '../api';
import { type DiceText, diceText } from '../texts';

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
export function roundAnnouncement(t: DiceText, outcome: DiceResult, streak: number): string {
  const values = { roll: outcome.diceResult, balance: balanceSentence(outcome.newBalance) };
  const round = outcome.won
    ? t('announceWon', { ...values, amount: formatFunds(outcome.winAmount) })
    : t('announceLost', { ...values, amount: formatFunds(outcome.betAmount) });
  const hot = outcome.won && streak >= HOT_STREAK;
  // Two sentences, each whole in the catalogue.
  return hot ? `${round} ${t('announceHot', { count: formatNumber(streak) })}` : round;
}

export function resultHeadline(t: DiceText, outcome: DiceResult): string {
  return outcome.won
    ? t('headlineWon', { amount: formatFunds(outcome.winAmount) })
    : t('headlineLost', { amount: formatFunds(outcome.betAmount) });
}

const newBalanceOf = (outcome: DiceResult) => outcome.newBalance;

export function useDiceGame({ balance, onNewBalance, onSettled }: InstantGameOptions) {
  const { amount, setAmount, amountError, check } = useBetAmount();
  const [prediction, setPredictionState] = useState<DicePrediction>('over');
  const [target, setTarget] = useState(3);
  const [roll, setRoll] = useState<DiceRoll | null>(null);
  const [result, setResult] = useState<DiceResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [streak, setStreak] = useState(0);
  const [bestStreak, setBestStreak] = useState(0);
  const [hotStreak, setHotStreak] = useState(false);
  const [confettiId, setConfettiId] = useState(0);
  const [showConfetti, setShowConfetti] = useState(false);

  const round = useAnimatedRound(onNewBalance, newBalanceOf);
  const streakRef = useRef(0);
  const timers = useRef<{ hot?: number; confetti?: number }>({});

  useEffect(
    () => () => {
      window.clearTimeout(timers.current.hot);
      window.clearTimeout(timers.current.confetti);
    },
    [],
  );

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

  const { take, finish } = round;
  /** Called by the die when its animation has come to rest. */
  const settle = useCallback(() => {
    const outcome = take();
    if (!outcome) return;
    const nextStreak = outcome.won ? streakRef.current + 1 : 0;
    streakRef.current = nextStreak;
    setStreak(nextStreak);
    setBestStreak((best) => Math.max(best, nextStreak));
    setResult(outcome);
    onNewBalance(outcome.newBalance);
    playSound(outcome.won ? 'win' : 'lose');
    announce(roundAnnouncement(diceText, outcome, nextStreak), { balance: outcome.newBalance });
    celebrate(outcome, nextStreak);
    onSettled();
    finish(settledRound(outcome.betAmount, outcome.winAmount));
  }, [celebrate, onNewBalance, onSettled, take, finish]);

  /** One roll; resolves once its result is on screen (autobet waits for it). */
  const rollDice = async (): Promise<AutoRound> => {
    if (round.inPlay()) return { kind: 'failed' };
    const { bet, refused } = check(balance);
    if (refused) return refused;

    setError(null);
    setResult(null);
    const request = () => playDice({ betAmount: bet, prediction, targetNumber: target });
    const animate = (outcome: DiceResult) => {
      playSound('dice-roll');
      setRoll({ id: outcome.betId, face: outcome.diceResult });
    };
    return round.run(request, animate, diceMessages.playFailed, setError);
  };

  return {
    amount,
    setAmount,
    amountError,
    prediction,
    setPrediction,
    target,
    setTarget,
    busy: round.busy,
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
