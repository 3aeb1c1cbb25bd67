import { useCallback, useEffect, useRef, useState } from 'react';
import type { PlinkoResult } from '../../../../contract/plinko';
import { plinkoMessages } from '../../../../contract/plinko-texts';
import type { PlinkoRisk } from '../../../../games/plinko';
import { announce } from '../../../lib/announcer';
import { isInstantPlay } from '../../../lib/instant-play';
import { tabHidden } from '../../../lib/settle-by';
import { playSound } from '../../../lib/sound';
import type { AutoRound } from '../../../lib/use-auto-bet';
import { failedRound, type InstantGameOptions, settledRound, useBetAmount } from '../../../lib/use-bet-round';
import { useLatest } from '../../../lib/use-latest';
import { playPlinko } from '../api';
import { plinkoText } from '../texts';
import { dropAnnouncement } from './round-texts';

/** Asked when a ball is let go: with less motion asked for, it lands at once. */
function wantsLessMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
}

/** A hidden tab draws no frames: a ball let go there would hang at the top until the player came back. */
/** A ball on its way down: the board animates it and calls land() with its id at the bottom. */
export interface FallingBall {
  id: number;
  rows: number;
  path: readonly number[];
}

/** The last slot a ball landed in; `hits` counts landings so that each one flashes anew. */
export interface Landing {
  slot: number;
  hits: number;
}

export function usePlinkoGame({ balance, onNewBalance, onSettled }: InstantGameOptions) {
  const { amount, setAmount, amountError, check } = useBetAmount();
  const [rows, setRows] = useState(12);
  const [risk, setRisk] = useState<PlinkoRisk>('medium');
  const [requesting, setRequesting] = useState(false);
  const [balls, setBalls] = useState<FallingBall[]>([]);
  const [result, setResult] = useState<PlinkoResult | null>(null);
  const [landing, setLanding] = useState<Landing | null>(null);
  const [error, setError] = useState<string | null>(null);

  const requestingRef = useRef(false);
  // Answers whose balls are still falling, by bet id; and the balance after the newest of them.
  const falling = useRef(new Map<number, PlinkoResult>());
  const serverBalance = useRef<number | null>(null);
  const balanceRef = useLatest(onNewBalance);

  useEffect(() => {
    const pending = falling.current;
    return () => {
      // Leaving mid-fall: the bets are settled on the server, so the balance must still follow.
      if (pending.size > 0 && serverBalance.current !== null) balanceRef.current(serverBalance.current);
    };
  }, [balanceRef]);

  /** The ball of this bet is in its slot: show the result and the balance it left. */
  const showLanding = useCallback(
    (outcome: PlinkoResult) => {
      setResult(outcome);
      setLanding((last) => ({ slot: outcome.slot, hits: (last?.hits ?? 0) + 1 }));
      onNewBalance(outcome.balance);
      playSound('plinko');
      if (outcome.payout > outcome.betAmount * 2) playSound('win');
      announce(dropAnnouncement(plinkoText, outcome), { balance: outcome.balance });
      onSettled();
    },
    [onNewBalance, onSettled],
  );

  /** Called by the board when a ball reaches its slot. */
  const land = useCallback(
    (betId: number) => {
      const outcome = falling.current.get(betId);
      if (!outcome) return;
      falling.current.delete(betId);
      setBalls((current) => current.filter((ball) => ball.id !== betId));
      showLanding(outcome);
    },
    [showLanding],
  );

  // Hiding the tab mid-fall (an autobet left running) lands the balls in the air at once.
  useEffect(() => {
    const landAll = () => {
      if (tabHidden()) for (const betId of [...falling.current.keys()]) land(betId);
    };
    document.addEventListener('visibilitychange', landAll);
    return () => document.removeEventListener('visibilitychange', landAll);
  }, [land]);

  /** One drop; resolves as soon as the server has decided it, so that more balls may follow it down. */
  const drop = async (): Promise<AutoRound> => {
    if (requestingRef.current) return { kind: 'failed' };
    // With balls still falling, the balance on screen is behind: the server's last answer is not.
    const available =
      falling.current.size > 0 && serverBalance.current !== null ? serverBalance.current : balance;
    const { bet, refused } = check(available);
    if (refused) return refused;

    requestingRef.current = true;
    setRequesting(true);
    setError(null);
    try {
      const outcome = await playPlinko({ betAmount: bet, rows, risk });
      serverBalance.current = outcome.balance;
      if (isInstantPlay() || wantsLessMotion() || tabHidden()) {
        showLanding(outcome);
      } else {
        falling.current.set(outcome.betId, outcome);
        setBalls((current) => [...current, { id: outcome.betId, rows: outcome.rows, path: outcome.path }]);
      }
      return settledRound(outcome.betAmount, outcome.payout);
    } catch (failure) {
      return failedRound(failure, plinkoMessages.playFailed, setError);
    } finally {
      requestingRef.current = false;
      setRequesting(false);
    }
  };

  return {
    amount,
    setAmount,
    amountError,
    rows,
    setRows,
    risk,
    setRisk,
    requesting,
    balls,
    land,
    drop,
    result,
    landing,
    error,
  };
}
