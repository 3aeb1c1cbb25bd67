import { useCallback, useEffect, useReducer, useRef } from 'react';
import { type CoinflipSession, coinflipMessages } from '../../../../contract/coinflip';
import type { ServerToClientEvents } from '../../../../contract/socket-events';
import { COINFLIP_MIN_BET, type CoinSide, oppositeSide } from '../../../../games/coinflip';
import { announce } from '../../../lib/announcer';
import { formatFunds } from '../../../lib/format';
import { translate } from '../../../lib/i18n';
import { type AppSocket, useSocket } from '../../../lib/socket';
import { playSound } from '../../../lib/sound';
import { coinflipReducer, initialCoinflipState, involves, isBusy } from './coinflip-state';
import { useActionGuard } from './use-action-guard';

/** SPEC.md section 9: a bot call unanswered after 10 s is reported as timed out. */
export const BOT_CALL_TIMEOUT_MS = 10_000;

export interface CoinflipPlayer {
  id: number;
  username: string;
  token: string;
  funFunds: number;
}

interface Options {
  player: CoinflipPlayer;
  /** Reloads the balance from the server. */
  refreshBalance: () => Promise<void>;
  setFunFunds: (funFunds: number) => void;
}

/** The create buttons' verdict on an amount: null when it may be staked. */
export function amountProblem(amount: number, balance: number): string | null {
  if (!(amount >= COINFLIP_MIN_BET)) return coinflipMessages.minimumBet;
  if (amount > balance) return coinflipMessages.notEnoughFunds;
  return null;
}

type Listeners = { [Event in keyof ServerToClientEvents]?: ServerToClientEvents[Event] } & {
  connect?: () => void;
  disconnect?: () => void;
};

/** Sets up `listeners` on the socket; the function it returns takes them off again. */
function listenAll(socket: AppSocket, listeners: Listeners): () => void {
  // socket.io's typed `on` takes only event names known in advance, not a loop's.
  const emitter = socket as unknown as {
    on: (event: string, listener: unknown) => void;
    off: (event: string, listener: unknown) => void;
  };
  const entries = Object.entries(listeners);
  for (const [event, listener] of entries) emitter.on(event, listener);
  return () => {
    for (const [event, listener] of entries) emitter.off(event, listener);
  };
}

/** The coinflip page's live state: the socket's events through the reducer, and the player's actions. */
export function useCoinflip({ player, refreshBalance, setFunFunds }: Options) {
  const { socket, state: connection, connected } = useSocket(player.token);
  const [state, dispatch] = useReducer(coinflipReducer, player.id, initialCoinflipState);
  const clearError = useCallback(() => dispatch({ type: 'clearError' }), []);
  const { tryAct, lockFor, locked } = useActionGuard(clearError);

  // Handlers read the latest values through refs, so that the socket listeners are set up once.
  const stateRef = useRef(state);
  stateRef.current = state;
  const playerRef = useRef(player);
  playerRef.current = player;
  const balanceRef = useRef({ refreshBalance, setFunFunds });
  balanceRef.current = { refreshBalance, setFunFunds };
  /** Sessions whose stake is already out of the shown balance. */
  const staked = useRef(new Set<number>());

  useEffect(() => {
    if (!socket) return;
    const userId = playerRef.current.id;
    const refresh = () => balanceRef.current.refreshBalance().catch(() => undefined);

    // A decided game is already paid on the server: take only the stake off the shown balance, so
    // that the balance does not give the result away before the coin lands.
    const takeStake = (session: CoinflipSession) => {
      if (staked.current.has(session.id)) return;
      staked.current.add(session.id);
      if (session.status === 'waiting') return void refresh();
      balanceRef.current.setFunFunds(Math.max(0, playerRef.current.funFunds - session.amount));
    };

    const sync = () => {
      dispatch({ type: 'connected' });
      socket.emit('getActiveSessions');
      socket.emit('findUserSessions', userId);
    };
    const stopListening = listenAll(socket, {
      connect: sync,
      disconnect: () => dispatch({ type: 'disconnected' }),
      activeSessions: (sessions) => dispatch({ type: 'activeSessions', sessions }),
      userSessions: (sessions) => {
        for (const session of sessions) if (session.status !== 'completed') staked.current.add(session.id);
        dispatch({ type: 'userSessions', sessions });
      },
      sessionCreated: (session) => {
        if (session.creatorId === userId) takeStake(session);
        dispatch({ type: 'sessionCreated', session });
      },
      sessionJoined: (session) => {
        if (involves(session, userId)) takeStake(session);
        dispatch({ type: 'sessionJoined', session });
      },
      sessionRemoved: (sessionId) => {
        const { game, phase } = stateRef.current;
        if (game?.id === sessionId && phase !== 'result') {
          void refresh();
          announce(translate('coinflip', 'announce.cancelled'));
        }
        dispatch({ type: 'sessionRemoved', sessionId });
      },
      gameResult: (result) => {
        if (involves(result.session, userId)) void refresh();
        dispatch({ type: 'gameResult', result });
      },
      error: ({ message, cooldownRemaining }) => {
        dispatch({ type: 'serverError', message });
        void refresh();
        if (typeof cooldownRemaining === 'number') lockFor(cooldownRemaining);
      },
    });
    if (socket.connected) sync();
    return stopListening;
  }, [socket, lockFor]);

  // Sounds and announcements follow the phase.
  const { phase, result, callingBot } = state;
  const previousPhase = useRef(phase);
  useEffect(() => {
    const before = previousPhase.current;
    previousPhase.current = phase;
    if (phase === before) return;
    if (phase === 'waiting') announce(translate('coinflip', 'announce.created'));
    if (phase === 'playing') {
      playSound('cardflip');
      announce(translate('coinflip', 'popup.flipping'));
    }
  }, [phase]);

  const announcedResult = useRef<number | null>(null);
  useEffect(() => {
    if (!result || announcedResult.current === result.sessionId) return;
    announcedResult.current = result.sessionId;
    const won = result.winner === player.id;
    playSound(won ? 'win' : 'lose');
    const values = { side: result.result, amount: formatFunds(result.payout) };
    announce(translate('coinflip', won ? 'announce.won' : 'announce.lost', values));
  }, [result, player.id]);

  useEffect(() => {
    if (!callingBot) return;
    const timer = window.setTimeout(
      () => dispatch({ type: 'botCallTimedOut', message: coinflipMessages.botCallTimedOut }),
      BOT_CALL_TIMEOUT_MS,
    );
    return () => window.clearTimeout(timer);
  }, [callingBot]);

  /** The checks every action passes first; false (with the message shown) when it may not go. */
  const ready = (kind: 'action' | 'cancel'): boolean => {
    if (!socket || !connected) {
      dispatch({ type: 'clientError', message: coinflipMessages.notConnected });
      return false;
    }
    if (isBusy(stateRef.current) || !tryAct(kind)) {
      dispatch({ type: 'clientError', message: coinflipMessages.processing });
      return false;
    }
    return true;
  };

  const create = (amount: number, choice: CoinSide, vsBot: boolean) => {
    const problem = amountProblem(amount, player.funFunds);
    if (problem) return dispatch({ type: 'clientError', message: problem });
    if (!ready('action') || !socket) return;
    playSound('click');
    dispatch({ type: 'createRequested' });
    const payload = { username: player.username, userId: player.id, amount, choice };
    socket.emit(vsBot ? 'playAgainstBot' : 'createSession', payload);
  };

  const join = (session: CoinflipSession) => {
    if (session.amount > player.funFunds) {
      return dispatch({ type: 'clientError', message: coinflipMessages.notEnoughFundsToJoin });
    }
    if (!ready('action') || !socket) return;
    playSound('click');
    dispatch({ type: 'joinRequested', sessionId: session.id });
    // The joiner's side is always the creator's other one; the server decides it in any case.
    socket.emit('joinSession', {
      sessionId: session.id,
      username: player.username,
      userId: player.id,
      choice: oppositeSide(session.choice),
    });
  };

  const cancel = () => {
    const { game } = stateRef.current;
    if (!socket || !game) return dispatch({ type: 'clientError', message: coinflipMessages.noSession });
    if (!ready('cancel')) return;
    playSound('click');
    dispatch({ type: 'cancelRequested' });
    socket.emit('cancelSession', { sessionId: game.id });
  };

  const callBot = () => {
    const { game, phase: current } = stateRef.current;
    if (!socket || !game) return dispatch({ type: 'clientError', message: coinflipMessages.noSession });
    if (current !== 'waiting')
      return dispatch({ type: 'clientError', message: coinflipMessages.botOnlyWaiting });
    if (!ready('action')) return;
    playSound('click');
    dispatch({ type: 'botCallRequested' });
    socket.emit('callBotToSession', { sessionId: game.id, userId: player.id });
  };

  return {
    state,
    connection,
    connected,
    locked,
    busy: isBusy(state) || locked,
    create,
    join,
    cancel,
    callBot,
    clearError,
    minimize: () => dispatch({ type: 'minimize' }),
    restore: () => dispatch({ type: 'restore' }),
    close: () => dispatch({ type: 'close' }),
  };
}
