import { useEffect, useRef } from 'react';
import type { CrashBetView, CrashRoundView } from '../../../../contract/crash-texts';
import { announce, balanceSentence } from '../../../lib/announcer';
import { translate } from '../../../lib/i18n';
import { playSound } from '../../../lib/sound';
import { useLatest } from '../../../lib/use-latest';
import { resultAnnouncement } from '../crash-state';

/**
 * The player's own bet once settled: read out once, with its sound, and the crash's sound for
 * everyone watching. A cash-out the player asked for brought the balance in its answer (its bet id is
 * in the returned set); an automatic one is known only from the socket, so its payout is added here.
 * A bet first seen already settled (the page opened after it) is neither told nor credited.
 */
export function useOwnResult(
  round: CrashRoundView | null,
  mine: CrashBetView | null,
  balance: number,
  setFunFunds: (funds: number) => void,
): Set<number> {
  const credited = useRef(new Set<number>()).current;
  const told = useRef(new Set<number>());
  const seenOpen = useRef(new Set<number>());
  const latestBalance = useLatest(balance);
  const phase = round?.phase;
  const crashPoint = round?.crashPoint;

  useEffect(() => {
    if (!mine) return;
    if (mine.payout === null) {
      seenOpen.current.add(mine.betId);
      return;
    }
    if (told.current.has(mine.betId) || !seenOpen.current.has(mine.betId)) return;
    const message = resultAnnouncement(mine, crashPoint);
    if (!message) return;
    told.current.add(mine.betId);
    // One announcement with the balance after it, so that the header's own "Balance:" does not follow.
    const crediting = mine.cashedOutAt !== null && !credited.has(mine.betId);
    const after = latestBalance.current + (crediting ? mine.payout : 0);
    announce(
      translate('crash', 'result.announcement', { result: message, balance: balanceSentence(after) }),
      {
        balance: after,
      },
    );
    if (mine.cashedOutAt === null) return;
    playSound('cashout');
    if (crediting) {
      credited.add(mine.betId);
      setFunFunds(after);
    }
  }, [mine, crashPoint, credited, latestBalance, setFunFunds]);

  // The crash, heard by everyone watching but a player who already cashed out (they heard that).
  const lastPhase = useRef(phase);
  const cashedOut = mine?.cashedOutAt != null;
  useEffect(() => {
    const before = lastPhase.current;
    lastPhase.current = phase;
    if (phase === 'crashed' && before === 'running' && !cashedOut) playSound('lose');
  }, [phase, cashedOut]);

  return credited;
}
