import { useCallback } from 'react';
import type { AutoBetDialogWording } from '../../../components/game/auto-bet-dialog';
import { isInstantPlay } from '../../../lib/instant-play';
import { type AutoBet, type AutoRound, useAutoBet } from '../../../lib/use-auto-bet';
import { autoPauseMs, reducedMotion } from '../timing';
import type { SpinOutcome } from './use-slot-machine';

/** DECISIONS.md section 8: AUTO spins a chosen number of times; its words are the machine's own. */
export const AUTO_SPIN_WORDING: AutoBetDialogWording = {
  name: 'Auto spin',
  unit: 'spin',
  title: 'Auto Spin',
  winLimitLabel: 'Stop if a single win reaches (FF)',
  note: 'AUTO also stops when your balance is below the bet. Press STOP at any time: the spin in play finishes, then the reels rest.',
};

function autoRound(outcome: SpinOutcome): AutoRound {
  switch (outcome.kind) {
    case 'settled':
      return { kind: 'settled', profit: outcome.spin.win - outcome.spin.betAmount, payout: outcome.spin.win };
    case 'insufficient':
      return { kind: 'funds' };
    default:
      return { kind: 'failed' };
  }
}

// A win stays on screen longer before the next spin.
const pauseAfter = (round: { payout: number }) =>
  autoPauseMs(round.payout > 0, reducedMotion() || isInstantPlay());

/** Spins one after another through `spin` (which resolves when its reels have landed). */
export function useAutoSpin(spin: () => Promise<SpinOutcome>): AutoBet {
  const playRound = useCallback(async () => autoRound(await spin()), [spin]);
  return useAutoBet(playRound, { pauseMs: pauseAfter, words: AUTO_SPIN_WORDING });
}
