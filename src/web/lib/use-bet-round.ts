import { useCallback, useEffect, useRef, useState } from 'react';
import { messages } from '../../contract/messages';
import { announce } from './announcer';
import { errorText } from './api';
import { cleanAmount } from './bet-amount';
import type { AutoRound } from './use-auto-bet';
import { useLatest } from './use-latest';

/** What an instant game's hook is given by its page. */
export interface InstantGameOptions {
  balance: number;
  onNewBalance: (balance: number) => void;
  /** After a round has settled on screen (e.g. to reload Recent Games). */
  onSettled: () => void;
}

/** Why a stake cannot be bet with this much available, or undefined when it can. */
export function stakeRefusal(bet: number, available: number): string | undefined {
  if (!(bet > 0)) return messages.betPositive;
  return bet > available ? messages.insufficientFunds : undefined;
}

/** The bet amount as typed (digits only), its refusal, and the check made before each bet. */
export function useBetAmount(initial = '10') {
  const [amount, setAmountState] = useState(initial);
  const [amountError, setAmountError] = useState<string | undefined>();

  const setAmount = useCallback((raw: string) => {
    setAmountState(cleanAmount(raw));
    setAmountError(undefined);
  }, []);

  /** The stake against what the player has: the bet, and the round autobet is told when it is refused. */
  const check = (available: number): { bet: number; refused: AutoRound | null } => {
    const bet = Number(amount || '0');
    const invalid = stakeRefusal(bet, available);
    setAmountError(invalid);
    if (!invalid) return { bet, refused: null };
    return { bet, refused: { kind: invalid === messages.insufficientFunds ? 'funds' : 'failed' } };
  };

  return { amount, setAmount, amountError, check };
}

/** A settled round as autobet counts it. */
export function settledRound(betAmount: number, payout: number): AutoRound {
  return { kind: 'settled', profit: payout - betAmount, payout };
}

/** A bet the server refused or never answered: shown, announced, and told to autobet. */
export function failedRound(failure: unknown, fallback: string, show: (message: string) => void): AutoRound {
  const message = errorText(failure, fallback);
  show(message);
  announce(message);
  return { kind: /insufficient/i.test(message) ? 'funds' : 'failed' };
}

/**
 * One round at a time whose answer waits for an animation before the player sees it: the bet's
 * promise (autobet waits on it) resolves once the animation has settled the round.
 */
export function useAnimatedRound<Outcome>(
  onNewBalance: (balance: number) => void,
  balanceOf: (outcome: Outcome) => number,
) {
  const [busy, setBusyState] = useState(false);
  const busyRef = useRef(false);
  const pending = useRef<Outcome | null>(null);
  const roundDone = useRef<((round: AutoRound) => void) | null>(null);
  const balanceRef = useLatest(onNewBalance);
  const balanceOfRef = useLatest(balanceOf);

  // Leaving mid-animation: the bet is settled on the server, so the balance must still follow.
  useEffect(
    () => () => {
      if (pending.current) balanceRef.current(balanceOfRef.current(pending.current));
    },
    [balanceRef, balanceOfRef],
  );

  const setBusy = useCallback((value: boolean) => {
    busyRef.current = value;
    setBusyState(value);
  }, []);

  /** The server's answer, held until the animation settles it; resolves with the settled round. */
  const wait = useCallback((outcome: Outcome) => {
    pending.current = outcome;
    return new Promise<AutoRound>((resolve) => {
      roundDone.current = resolve;
    });
  }, []);

  /** The animation has come to rest: the outcome to show now, or null when none waits. */
  const take = useCallback((): Outcome | null => {
    const outcome = pending.current;
    if (!outcome) return null;
    pending.current = null;
    setBusy(false);
    return outcome;
  }, [setBusy]);

  /** Tells the bet's caller (autobet) how the round went, once it is on screen. */
  const finish = useCallback((round: AutoRound) => {
    roundDone.current?.(round);
    roundDone.current = null;
  }, []);

  const inPlay = useCallback(() => busyRef.current, []);

  /** Posts the bet, shows its answer to the animation, and resolves once the animation has settled it. */
  const run = async (
    request: () => Promise<Outcome>,
    animate: (outcome: Outcome) => void,
    failedText: string,
    showError: (message: string) => void,
  ): Promise<AutoRound> => {
    setBusy(true);
    try {
      const outcome = await request();
      const settled = wait(outcome);
      animate(outcome);
      return await settled;
    } catch (failure) {
      setBusy(false);
      return failedRound(failure, failedText, showError);
    }
  };

  return { busy, inPlay, run, take, finish };
}
