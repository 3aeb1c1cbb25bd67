import { useEffect, useState } from 'react';
import { BLACKJACK_DEFAULT_BET, BLACKJACK_MAX_BET, BLACKJACK_MIN_BET } from '../../../../games/blackjack';
import { maxBetStep, stepBet } from '../rules';

/**
 * The bet between rounds (SPEC.md section 5): steps 10 … 1000, changed only while betting, lowered to
 * the largest step within the balance; MAX is the largest step not above the balance (at least 10).
 */
export function useBlackjackBet(balance: number, betting: boolean) {
  const [bet, setBet] = useState(BLACKJACK_DEFAULT_BET);

  useEffect(() => {
    if (betting && bet > balance) setBet(maxBetStep(balance));
  }, [betting, bet, balance]);

  const up = stepBet(bet, 1);
  return {
    bet,
    canDecrease: betting && bet > BLACKJACK_MIN_BET,
    canIncrease: betting && bet < BLACKJACK_MAX_BET && up <= balance,
    canMax: betting,
    decrease: () => setBet((current) => stepBet(current, -1)),
    increase: () => setBet((current) => (stepBet(current, 1) <= balance ? stepBet(current, 1) : current)),
    max: () => setBet(maxBetStep(balance)),
  };
}

export type BlackjackBetting = ReturnType<typeof useBlackjackBet>;
