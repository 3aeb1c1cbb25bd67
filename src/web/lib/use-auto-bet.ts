import { useCallback, useEffect, useRef, useState } from 'react';
import { announce } from './announcer';
import { formatSignedFunds } from './format';
import { translate } from './i18n';
import { useLatest } from './use-latest';

/** Autobet: a number of bets one after another, with optional limits that end the run early. */
export const AUTO_BET_COUNTS = [10, 25, 50, 100] as const;

export interface AutoBetSettings {
  bets: number;
  /** Stop once the run is this much up; null never. */
  stopOnProfit: number | null;
  /** Stop once the run is this much down; null never. */
  stopOnLoss: number | null;
  /** Stop after a single bet that pays out at least this much; null never. */
  stopOnWin: number | null;
}

/** What one bet of the run came to. */
export type AutoRound =
  | { kind: 'settled'; profit: number; payout: number }
  | { kind: 'funds' }
  | { kind: 'failed' };

export interface AutoBet {
  running: boolean;
  /** Bets still to play, the current one included. */
  remaining: number;
  /** True once Stop was pressed: the bet in play finishes, then the run ends. */
  stopping: boolean;
  start: (settings: AutoBetSettings) => void;
  stop: () => void;
}

type EndReason = 'done' | 'stopped' | 'funds' | 'failed' | 'profit' | 'loss' | 'win';

/**
 * How a game names its run: dice and mines say autobet and bets, slots says auto spin and spins. The
 * texts follow `unit` in every language; `name` is the English name, kept for the game's own use.
 */
export interface AutoRunWords {
  name?: string;
  /** One round of the run. */
  unit: 'bet' | 'spin';
}

export const AUTOBET_WORDS: AutoRunWords = { unit: 'bet' };

/** The announcement of a run's end: how it ended, after how many rounds, and what it came to. */
export function autoBetEndText(
  reason: EndReason,
  played: number,
  net: number,
  { unit }: AutoRunWords = AUTOBET_WORDS,
): string {
  return translate('common', `autoBetEnd.${reason}`, {
    name: translate('common', 'autoBet.name', { unit }),
    rounds: translate('common', 'autoBet.rounds', { unit, count: played }),
    unit,
    net: formatSignedFunds(net),
  });
}

/** Which limit, if any, ends the run after a bet. */
export function limitReached(
  settings: AutoBetSettings,
  net: number,
  payout: number,
): 'profit' | 'loss' | 'win' | null {
  if (settings.stopOnWin !== null && payout >= settings.stopOnWin) return 'win';
  if (settings.stopOnProfit !== null && net >= settings.stopOnProfit) return 'profit';
  if (settings.stopOnLoss !== null && -net >= settings.stopOnLoss) return 'loss';
  return null;
}

type SettledRound = Extract<AutoRound, { kind: 'settled' }>;

export interface AutoBetOptions {
  /** The pause between two bets, which may depend on how the last one went (a win shows longer). */
  pauseMs?: number | ((round: SettledRound) => number);
  words?: AutoRunWords;
}

/** Waits `ms`, or less if `wake.current` is called first (Stop ends the pause between bets). */
function pause(ms: number, wake: { current: (() => void) | null }): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      window.clearTimeout(timer);
      wake.current = null;
      resolve();
    };
    const timer = window.setTimeout(done, ms);
    wake.current = done;
  });
}

/** Plays `playRound` (which resolves once its result is on screen) again and again. */
export function useAutoBet(
  playRound: () => Promise<AutoRound>,
  { pauseMs = 350, words = AUTOBET_WORDS }: AutoBetOptions = {},
): AutoBet {
  const [running, setRunning] = useState(false);
  const [remaining, setRemaining] = useState(0);
  const [stopping, setStopping] = useState(false);
  const stopRef = useRef(false);
  const runningRef = useRef(false);
  const wake = useRef<(() => void) | null>(null);
  const playRef = useLatest(playRound);

  const stop = useCallback(() => {
    if (!runningRef.current) return;
    stopRef.current = true;
    setStopping(true);
    wake.current?.();
  }, []);

  // Leaving the page ends the run after the bet in play.
  useEffect(
    () => () => {
      stopRef.current = true;
      wake.current?.();
    },
    [],
  );

  const start = useCallback(
    (settings: AutoBetSettings) => {
      if (runningRef.current) return;
      runningRef.current = true;
      stopRef.current = false;
      setRunning(true);
      setStopping(false);
      setRemaining(settings.bets);
      announce(
        translate('common', 'autoBet.started', {
          name: translate('common', 'autoBet.name', { unit: words.unit }),
          rounds: translate('common', 'autoBet.rounds', { unit: words.unit, count: settings.bets }),
        }),
      );

      const run = async () => {
        let played = 0;
        let net = 0;
        let reason: EndReason = 'done';
        while (played < settings.bets) {
          if (stopRef.current) {
            reason = 'stopped';
            break;
          }
          let round: AutoRound;
          try {
            round = await playRef.current();
          } catch (error) {
            console.error('An autobet round failed', error);
            round = { kind: 'failed' };
          }
          if (round.kind !== 'settled') {
            reason = round.kind;
            break;
          }
          played += 1;
          net += round.profit;
          setRemaining(settings.bets - played);
          const limit = limitReached(settings, net, round.payout);
          if (limit) {
            reason = limit;
            break;
          }
          if (played < settings.bets && !stopRef.current)
            await pause(typeof pauseMs === 'number' ? pauseMs : pauseMs(round), wake);
        }
        if (reason === 'done' && stopRef.current && played < settings.bets) reason = 'stopped';
        runningRef.current = false;
        setRunning(false);
        setStopping(false);
        setRemaining(0);
        window.setTimeout(() => announce(autoBetEndText(reason, played, net, words)), 400);
      };
      void run();
    },
    [pauseMs, words, playRef],
  );

  return { running, remaining, stopping, start, stop };
}
