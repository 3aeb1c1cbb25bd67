import { useCallback, useEffect, useRef, useState } from 'react';
import { messages } from '../../../../contract/messages';
import type { MinesGame, MinesResponse } from '../../../../contract/mines';
import { minesMessages } from '../../../../contract/mines-texts';
import { MAX_MINES, MIN_MINES, minesWin, nextTileOdds } from '../../../../games/mines';
import { announce, balanceSentence } from '../../../lib/announcer';
import { ApiError, errorText } from '../../../lib/api';
import { cleanAmount } from '../../../lib/bet-amount';
import { formatFunds } from '../../../lib/format';
import { messageText } from '../../../lib/i18n';
import { playSound } from '../../../lib/sound';
import { stakeRefusal } from '../../../lib/use-bet-round';
import { useQuery } from '../../../lib/use-query';
import { cashOutMines, fetchCurrentMinesGame, revealMinesTile, startMinesGame } from '../api';
import { formatMultiplier, minesText as t } from '../texts';

export type MinesPhase = 'idle' | 'playing' | 'won' | 'lost';
export const DEFAULT_MINES = 3;
const DEFAULT_BET = '10';

export function clampMines(count: number): number {
  return Math.min(MAX_MINES, Math.max(MIN_MINES, Math.round(count)));
}

/** What the stat tiles show: the live round while playing, else a preview of the next one. */
export interface MinesOdds {
  multiplier: number;
  nextMultiplier: number | null;
  /** The next tile's chance to be safe; null once the game is over. */
  safeProbability: number | null;
  /** floor(bet × next multiplier): the win after one more safe tile; null once the game is over. */
  potentialWin: number | null;
  /** floor(bet × multiplier): what Cash Out pays now. */
  cashoutValue: number;
}

function oddsOf(bet: number, mineCount: number, game: MinesGame | null): MinesOdds {
  const safeBet = Number.isInteger(bet) && bet > 0 ? bet : 0;
  // A finished game shows how it ended, not a preview of a next tile that will never come.
  if (game && game.status !== 'playing') {
    return {
      multiplier: game.status === 'won' ? game.multiplier : 0,
      nextMultiplier: null,
      safeProbability: null,
      potentialWin: null,
      cashoutValue: game.winAmount,
    };
  }
  if (game && game.status === 'playing') {
    return {
      multiplier: game.multiplier,
      nextMultiplier: game.nextMultiplier,
      safeProbability: game.safeProbability,
      potentialWin: game.nextMultiplier === null ? 0 : minesWin(game.betAmount, game.nextMultiplier),
      cashoutValue: minesWin(game.betAmount, game.multiplier),
    };
  }
  const next = nextTileOdds(mineCount, 0);
  return {
    multiplier: 1,
    nextMultiplier: next.nextMultiplier,
    safeProbability: next.safeProbability,
    potentialWin: next.nextMultiplier === null ? 0 : minesWin(safeBet, next.nextMultiplier),
    cashoutValue: safeBet,
  };
}

interface Options {
  balance: number;
  onNewBalance: (balance: number) => void;
  /** After a game has ended (e.g. to reload Recent Games). */
  onFinished: () => void;
}

export function useMinesGame({ balance, onNewBalance, onFinished }: Options) {
  const current = useQuery(fetchCurrentMinesGame);
  const [game, setGame] = useState<MinesGame | null>(null);
  const [wonBet, setWonBet] = useState<{ betId: number; betAmount: number; payout: number } | null>(null);
  const [betInput, setBetInput] = useState(DEFAULT_BET);
  const [mineCount, setMineCountState] = useState(DEFAULT_MINES);
  const [betError, setBetError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const [pendingTile, setPendingTile] = useState<number | null>(null);
  const [pendingAction, setPendingAction] = useState<'start' | 'cashout' | null>(null);
  const [hitTile, setHitTile] = useState<number | null>(null);
  const busyRef = useRef(false);
  // The game as last set, for a start asked of an earlier render (autobet) to see it at once.
  const gameRef = useRef<MinesGame | null>(null);
  gameRef.current = game;
  const showGame = (next: MinesGame) => {
    gameRef.current = next;
    setGame(next);
  };

  // A round still in progress on the server is resumed as it stands.
  useEffect(() => {
    const resumed = current.data;
    if (!resumed) return;
    setGame(resumed);
    setHitTile(null);
    setBetInput(String(resumed.betAmount));
    setMineCountState(resumed.mineCount);
    announce(t('announceResumed', { count: resumed.revealedTiles.length }));
  }, [current.data]);

  const phase: MinesPhase = game ? game.status : 'idle';
  const playing = phase === 'playing';
  const busy = pendingTile !== null || pendingAction !== null;
  const locked = playing || busy || current.loading;

  const setBet = useCallback((raw: string) => {
    setBetInput(cleanAmount(raw));
    setBetError(undefined);
  }, []);

  const setMineCount = useCallback((count: number) => setMineCountState(clampMines(count)), []);

  const fail = (failure: unknown, fallback: string) => {
    const message = errorText(failure, messageText(fallback));
    setError(message);
    announce(message);
    // A refusal means the server holds a different picture of the round: take the server's.
    if (failure instanceof ApiError && (failure.status === 409 || failure.status === 400)) void resync();
  };

  const resync = async () => {
    try {
      const latest = await fetchCurrentMinesGame();
      setGame((shown) => latest ?? (shown?.status === 'playing' ? null : shown));
    } catch {
      // The error already on screen says enough; the next action tries again.
    }
  };

  const finish = (response: MinesResponse) => {
    // A won round can be shared to chat (SPEC.md's Share Wins) by its bet record.
    setWonBet(
      response.game.status === 'won' && response.betId !== null
        ? { betId: response.betId, betAmount: response.game.betAmount, payout: response.winAmount }
        : null,
    );
    onNewBalance(response.newBalance);
    onFinished();
  };

  /**
   * One request at a time: `mark` shows it pending on its button or tile until the answer comes; a
   * failure is shown, and `onFailure` says what the caller gets back instead of the response.
   */
  const exclusive = async <T, F>(
    mark: (pending: boolean) => void,
    failed: string,
    run: () => Promise<T>,
    onFailure: (failure: unknown) => F,
  ): Promise<T | F> => {
    busyRef.current = true;
    mark(true);
    setError(null);
    try {
      return await run();
    } catch (failure) {
      fail(failure, failed);
      return onFailure(failure);
    } finally {
      busyRef.current = false;
      mark(false);
    }
  };

  /** Starts a game; answers the server's response, or why it did not start. */
  const start = async (): Promise<MinesResponse | 'funds' | 'failed'> => {
    if (busyRef.current || gameRef.current?.status === 'playing') return 'failed';
    const bet = Number(betInput || '0');
    const invalid = stakeRefusal(bet, balance);
    setBetError(invalid);
    if (invalid) {
      announce(messageText(invalid));
      return invalid === messages.insufficientFunds ? 'funds' : 'failed';
    }
    return exclusive(
      (pending) => setPendingAction(pending ? 'start' : null),
      minesMessages.startFailed,
      async () => {
        const response = await startMinesGame(bet, mineCount);
        showGame(response.game);
        setHitTile(null);
        onNewBalance(response.newBalance);
        playSound('click');
        announce(
          t('announceStarted', {
            mines: mineCount,
            amount: formatFunds(bet),
            balance: balanceSentence(response.newBalance),
          }),
          { balance: response.newBalance },
        );
        return response;
      },
      (failure) =>
        failure instanceof ApiError && /insufficient/i.test(failure.message) ? 'funds' : 'failed',
    );
  };

  /** Reveals a tile of `shown` (the game on screen unless autobet passes the one it just started). */
  const reveal = async (tile: number, shown: MinesGame | null = game): Promise<MinesResponse | null> => {
    if (busyRef.current || !shown || shown.status !== 'playing' || shown.revealedTiles.includes(tile))
      return null;
    return exclusive(
      (pending) => setPendingTile(pending ? tile : null),
      minesMessages.revealFailed,
      async () => {
        const response = await revealMinesTile(tile);
        showGame(response.game);
        const balanceNow = balanceSentence(response.newBalance);
        if (response.result === 'mine') {
          setHitTile(tile);
          playSound('mine');
          announce(
            t('announceMine', {
              tile: tile + 1,
              amount: formatFunds(response.game.betAmount),
              balance: balanceNow,
            }),
            { balance: response.newBalance },
          );
          finish(response);
        } else if (response.game.status === 'won') {
          playSound('cashout');
          announce(
            t('announceAllFound', {
              amount: formatFunds(response.winAmount),
              multiplier: formatMultiplier(response.multiplier),
              balance: balanceNow,
            }),
            { balance: response.newBalance },
          );
          finish(response);
        } else {
          playSound('safe');
          announce(t('announceSafe', { tile: tile + 1, multiplier: formatMultiplier(response.multiplier) }));
        }
        return response;
      },
      () => null,
    );
  };

  const cashOut = async (shown: MinesGame | null = game): Promise<MinesResponse | null> => {
    if (busyRef.current || !shown || shown.status !== 'playing' || shown.revealedTiles.length === 0)
      return null;
    return exclusive(
      (pending) => setPendingAction(pending ? 'cashout' : null),
      minesMessages.cashoutFailed,
      async () => {
        const response = await cashOutMines();
        showGame(response.game);
        playSound('cashout');
        announce(
          t('announceCashedOut', {
            multiplier: formatMultiplier(response.multiplier),
            amount: formatFunds(response.winAmount),
            balance: balanceSentence(response.newBalance),
          }),
          { balance: response.newBalance },
        );
        finish(response);
        return response;
      },
      () => null,
    );
  };

  const bet = playing && game ? game.betAmount : Number(betInput || '0');
  const odds = oddsOf(bet, playing && game ? game.mineCount : mineCount, game);

  return {
    phase,
    game,
    wonBet: game?.status === 'won' ? wonBet : null,
    resuming: current.loading && !current.data,
    resumeError: current.error ? errorText(current.error, messageText(minesMessages.resumeFailed)) : null,
    retryResume: current.reload,
    betInput,
    setBet,
    betError,
    mineCount,
    setMineCount,
    locked,
    busy,
    odds,
    error,
    pendingTile,
    pendingAction,
    hitTile,
    start,
    reveal,
    cashOut,
    canCashOut: playing && !busy && (game?.revealedTiles.length ?? 0) > 0,
  };
}
