import { useCallback, useEffect, useState } from 'react';
import { cashoutEntry, crashMessages } from '../../../../contract/crash-texts';
import { useAuth } from '../../../app/auth/auth-context';
import { announce } from '../../../lib/announcer';
import { errorText } from '../../../lib/api';
import { messageText, useMessageText } from '../../../lib/i18n';
import { playSound } from '../../../lib/sound';
import { useBetAmount } from '../../../lib/use-bet-round';
import { cashOutCrash, placeCrashBet } from '../api';
import { cleanMultiplier, parseAutoCashout } from '../crash-math';
import { crashAction, ownBet } from '../crash-state';
import { useCrashRound } from './use-crash-round';
import { useOwnResult } from './use-own-result';

/**
 * The crash page's player side over the live round: the stake and auto cash-out fields, the one
 * button (bet, then cash out), the balance from each answer, and the player's result told once.
 */
export function useCrashGame() {
  const { user, setFunFunds } = useAuth();
  const mt = useMessageText();
  const round = useCrashRound(user?.token ?? null);
  const { live } = round;
  const stake = useBetAmount();
  const [autoText, setAutoTextState] = useState('');
  const [autoError, setAutoError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const balance = user?.funFunds ?? 0;
  const mine = ownBet(live.round, user?._id);
  const action = crashAction(live.round, mine);

  const setAutoText = useCallback((raw: string) => {
    setAutoTextState(cleanMultiplier(raw));
    setAutoError(undefined);
  }, []);
  const blurAuto = () => setAutoError(parseAutoCashout(autoText).problem ?? undefined);

  const refuse = (message: string) => {
    setError(message);
    announce(messageText(message));
  };

  const bet = async () => {
    const { bet: amount, refused } = stake.check(balance);
    const auto = parseAutoCashout(autoText);
    setAutoError(auto.problem ?? undefined);
    if (refused || auto.problem !== null) return;
    setError(null);
    setSending(true);
    try {
      const answer = await placeCrashBet({
        betAmount: amount,
        autoCashout: auto.value,
        roundId: live.round?.id,
      });
      setFunFunds(answer.balance);
      playSound('click');
      round.reload();
    } catch (failure) {
      refuse(errorText(failure, crashMessages.betFailed));
    } finally {
      setSending(false);
    }
  };

  const cashOut = async () => {
    setError(null);
    setSending(true);
    try {
      const answer = await cashOutCrash();
      setFunFunds(answer.balance);
      if (mine && live.round) {
        const { betId } = mine;
        credited.add(betId);
        const cashout = { betId, userId: mine.userId, cashedOutAt: answer.multiplier, payout: answer.payout };
        round.dispatch({
          type: 'cashedOut',
          payload: { roundId: live.round.id, cashouts: [cashoutEntry(cashout)] },
        });
      }
    } catch (failure) {
      refuse(errorText(failure, crashMessages.cashoutFailed));
    } finally {
      setSending(false);
    }
  };

  const act = () => {
    if (!user || sending) return;
    if (action.kind === 'bet') void bet();
    else if (action.kind === 'cashout') void cashOut();
  };

  const credited = useOwnResult(live.round, mine, balance, setFunFunds);

  // A new round clears the last refusal.
  const roundId = live.round?.id;
  useEffect(() => {
    if (roundId !== undefined) setError(null);
  }, [roundId]);

  return {
    user,
    live,
    connected: round.connected,
    mine,
    action,
    sending,
    balance,
    setFunFunds,
    act,
    stake: {
      amount: stake.amount,
      setAmount: stake.setAmount,
      amountError: stake.amountError,
      error: error && mt(error),
    },
    auto: { text: autoText, setText: setAutoText, blur: blurAuto, error: autoError && mt(autoError) },
  };
}
