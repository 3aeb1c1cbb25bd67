import { useCallback, useMemo } from 'react';
import type { AutoBetDialogWording } from '../../../components/game/auto-bet-dialog';
import type { Translate } from '../../../lib/i18n';
import { isInstantPlay } from '../../../lib/instant-play';
import { type AutoBet, type AutoRound, useAutoBet } from '../../../lib/use-auto-bet';
import type texts from '../../../locales/en/slots.json';
import { autoPauseMs, reducedMotion } from '../timing';
import type { SpinOutcome } from './use-slot-machine';

/** DECISIONS.md section 8: AUTO spins a chosen number of times; its words are the machine's own. */
export function autoSpinWording(t: Translate<typeof texts>): AutoBetDialogWording {
  return {
    unit: 'spin',
    title: t('auto.title'),
    winLimitLabel: t('auto.winLimitLabel'),
    note: t('auto.note'),
  };
}

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
export function useAutoSpin(spin: () => Promise<SpinOutcome>, t: Translate<typeof texts>): AutoBet {
  const playRound = useCallback(async () => autoRound(await spin()), [spin]);
  const words = useMemo(() => autoSpinWording(t), [t]);
  return useAutoBet(playRound, { pauseMs: pauseAfter, words });
}
