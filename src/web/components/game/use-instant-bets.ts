import type { AutoRound } from '../../lib/use-auto-bet';
import { useBetHotkey } from '../../lib/use-bet-hotkey';
import { useInstantAutoBet } from './auto-bet-setup';
import type { BetPanelBase, BetStake } from './bet-form';

/** What the page's instant session gives its bets: the balance, its setter, and whether play is instant. */
interface BetSession {
  balance: number;
  setFunFunds: (balance: number) => void;
  instant: boolean;
}

interface InstantBetsOptions {
  /** The player's own bet is in play: no bet key, and autobet's button waits. */
  busy: boolean;
  /** Autobet's pause between bets when instant play is off (150 ms when it is on). */
  pauseMs: number;
}

/**
 * An instant game page's bets: `play` on the bet key and as autobet's run, with autobet's button and
 * setup dialog, and what the page hands its bet panel (all but `busy`, which each panel reads its own way).
 */
export function useInstantBets(
  session: BetSession,
  stake: BetStake,
  play: () => Promise<AutoRound>,
  { busy, pauseMs }: InstantBetsOptions,
) {
  const { auto, button, dialog } = useInstantAutoBet(play, session.instant ? 150 : pauseMs);
  const running = auto.running;
  /** Neither a bet of the player's own nor autobet is in play. */
  const idle = !busy && !running;
  useBetHotkey(() => void play(), idle);
  const panel: Omit<BetPanelBase, 'busy'> = {
    stake,
    balance: session.balance,
    onRefilled: session.setFunFunds,
    onBet: () => void play(),
    auto: button(busy && !running),
  };
  return { running, idle, panel, dialog };
}
