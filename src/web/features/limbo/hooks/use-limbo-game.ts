import { useCallback, useState } from 'react';
import type { LimboResult } from '../../../../contract/limbo';
import { limboMessages } from '../../../../contract/limbo-texts';
import { announce, balanceSentence } from '../../../lib/announcer';
import { formatFunds } from '../../../lib/format';
import { messageText } from '../../../lib/i18n';
import { playSound } from '../../../lib/sound';
import type { AutoRound } from '../../../lib/use-auto-bet';
import {
  type InstantGameOptions,
  settledRound,
  useAnimatedRound,
  useBetAmount,
} from '../../../lib/use-bet-round';
import { playLimbo } from '../api';
import { type LimboText, limboText, targetProblemText } from '../limbo-texts';
import { formatMultiplier } from '../target';
import type { LimboRound } from './use-climb';
import { useTargetFields } from './use-target-fields';

/** How many results the chips above the counter keep. */
export const RESULT_CHIPS = 12;

/** The round in one sentence for screen readers: "2.41x, target 2.00x. You won 20 FF. Balance 110 FF." */
export function roundAnnouncement(t: LimboText, outcome: LimboResult): string {
  const values = {
    result: formatMultiplier(outcome.result),
    target: formatMultiplier(outcome.target),
    balance: balanceSentence(outcome.balance),
  };
  return outcome.won
    ? t('announceWon', { ...values, amount: formatFunds(outcome.payout) })
    : t('announceLost', { ...values, amount: formatFunds(outcome.betAmount) });
}

export function resultHeadline(t: LimboText, outcome: LimboResult): string {
  return outcome.won
    ? t('headlineWon', { amount: formatFunds(outcome.payout) })
    : t('headlineLost', { amount: formatFunds(outcome.betAmount) });
}

/** One past result for the chips: its bet, its multiplier and whether it reached its target. */
export interface ResultChip {
  betId: number;
  result: number;
  won: boolean;
}

const balanceOf = (outcome: LimboResult) => outcome.balance;

export function useLimboGame({ balance, onNewBalance, onSettled }: InstantGameOptions) {
  const { amount, setAmount, amountError, check } = useBetAmount();
  const fields = useTargetFields();
  const [round, setRound] = useState<LimboRound | null>(null);
  const [result, setResult] = useState<LimboResult | null>(null);
  const [chips, setChips] = useState<ResultChip[]>([]);
  const [error, setError] = useState<string | null>(null);
  const bet = useAnimatedRound(onNewBalance, balanceOf);

  const { take, finish } = bet;
  /** Called by the counter once it has come to rest on the result. */
  const settle = useCallback(() => {
    const outcome = take();
    if (!outcome) return;
    setResult(outcome);
    setChips((list) =>
      [{ betId: outcome.betId, result: outcome.result, won: outcome.won }, ...list].slice(0, RESULT_CHIPS),
    );
    onNewBalance(outcome.balance);
    playSound(outcome.won ? 'win' : 'lose');
    announce(roundAnnouncement(limboText, outcome), { balance: outcome.balance });
    onSettled();
    finish(settledRound(outcome.betAmount, outcome.payout));
  }, [onNewBalance, onSettled, take, finish]);

  /** One bet; resolves once its result is on screen (autobet waits for it). */
  const play = async (): Promise<AutoRound> => {
    if (bet.inPlay()) return { kind: 'failed' };
    const { bet: stake, refused } = check(balance);
    const target = fields.submit();
    if (target === null) {
      announce(messageText(targetProblemText(fields.problem ?? 'notANumber')));
      return { kind: 'failed' };
    }
    if (refused) return refused;

    setError(null);
    setResult(null);
    return bet.run(
      () => playLimbo({ betAmount: stake, target }),
      (outcome) =>
        setRound({ id: outcome.betId, result: outcome.result, target: outcome.target, won: outcome.won }),
      limboMessages.playFailed,
      setError,
    );
  };

  return {
    amount,
    setAmount,
    amountError,
    fields,
    busy: bet.busy,
    round,
    settle,
    play,
    result,
    chips,
    error,
  };
}
