import {
  COINFLIP_BOT_NAME,
  type CoinflipResult,
  type CoinflipSession,
  coinflipMessages,
} from '../../../../contract/coinflip';
import {
  BOT_PLAYER,
  COINFLIP_NONCE,
  COINFLIP_PAYOUT_FACTOR,
  coinflipClientSeed,
} from '../../../../games/coinflip';

// The coinflip client of SPEC.md section 4 as a pure reducer: the socket's events and the player's
// requests go in, the screen's state comes out. Timers, sounds and the socket live in use-coinflip.

/** idle -> creating -> waiting -> playing -> result, as SPEC.md names them. */
export type CoinflipPhase = 'idle' | 'creating' | 'waiting' | 'playing' | 'result';
export type PendingAction = 'create' | 'join' | 'cancel' | 'bot';

export interface CoinflipState {
  userId: number;
  phase: CoinflipPhase;
  /** The player's own game (created or joined), shown in the popup. */
  game: CoinflipSession | null;
  result: CoinflipResult | null;
  /** The server seed hash published when the game was created, kept to verify the revealed seed. */
  committedHash: string | null;
  /** The lobby: waiting and active sessions. */
  lobby: CoinflipSession[];
  lobbyLoaded: boolean;
  minimized: boolean;
  /** A request sent and not yet answered. */
  pending: PendingAction | null;
  joiningId: number | null;
  callingBot: boolean;
  error: string | null;
}

export type CoinflipAction =
  | { type: 'activeSessions'; sessions: CoinflipSession[] }
  | { type: 'userSessions'; sessions: CoinflipSession[] }
  | { type: 'sessionCreated'; session: CoinflipSession }
  | { type: 'sessionJoined'; session: CoinflipSession }
  | { type: 'sessionRemoved'; sessionId: number }
  | { type: 'gameResult'; result: CoinflipResult }
  | { type: 'serverError'; message: string }
  | { type: 'connected' }
  | { type: 'disconnected' }
  | { type: 'createRequested' }
  | { type: 'joinRequested'; sessionId: number }
  | { type: 'cancelRequested' }
  | { type: 'botCallRequested' }
  | { type: 'botCallTimedOut'; message: string }
  | { type: 'clientError'; message: string }
  | { type: 'clearError' }
  | { type: 'minimize' }
  | { type: 'restore' }
  | { type: 'close' };

export function initialCoinflipState(userId: number): CoinflipState {
  return {
    userId,
    phase: 'idle',
    game: null,
    result: null,
    committedHash: null,
    lobby: [],
    lobbyLoaded: false,
    minimized: false,
    pending: null,
    joiningId: null,
    callingBot: false,
    error: null,
  };
}

export function involves(session: CoinflipSession, userId: number): boolean {
  return session.creatorId === userId || session.opponentId === userId;
}

/** The result announcement rebuilt from a completed session (for a result missed while offline). */
export function resultFromSession(session: CoinflipSession): CoinflipResult | null {
  if (session.status !== 'completed' || !session.result || session.winner === null || !session.serverSeed)
    return null;
  const opponent = session.opponentIsBot ? BOT_PLAYER : (session.opponentId ?? BOT_PLAYER);
  const winnerName =
    session.winner === session.creatorId
      ? session.creator
      : session.winner === BOT_PLAYER
        ? COINFLIP_BOT_NAME
        : (session.opponent ?? '');
  return {
    sessionId: session.id,
    winner: session.winner,
    winnerName,
    result: session.result,
    amount: session.amount,
    payout: session.amount * COINFLIP_PAYOUT_FACTOR,
    serverSeed: session.serverSeed,
    serverSeedHash: session.serverSeedHash,
    clientSeed: coinflipClientSeed(session.creatorId, opponent),
    nonce: COINFLIP_NONCE,
    session,
  };
}

function upsert(lobby: CoinflipSession[], session: CoinflipSession): CoinflipSession[] {
  if (session.status === 'completed') return lobby.filter((entry) => entry.id !== session.id);
  const index = lobby.findIndex((entry) => entry.id === session.id);
  if (index === -1) return [...lobby, session];
  return lobby.map((entry) => (entry.id === session.id ? session : entry));
}

const settled = { pending: null, joiningId: null, callingBot: false } as const;

/** Into the game view matching a live session: waiting, or playing once someone has joined. */
function enterGame(state: CoinflipState, session: CoinflipSession, open: boolean): CoinflipState {
  const phase = session.status === 'waiting' ? 'waiting' : 'playing';
  const minimized = open || (phase === 'playing' && state.phase !== 'playing') ? false : state.minimized;
  const committedHash = state.game?.id === session.id ? state.committedHash : session.serverSeedHash;
  return { ...state, ...settled, phase, game: session, result: null, committedHash, minimized, error: null };
}

function showResult(state: CoinflipState, result: CoinflipResult): CoinflipState {
  // A result for a game this page never saw being created is checked against the hash sent with it.
  const committedHash =
    state.game?.id === result.sessionId && state.committedHash ? state.committedHash : result.serverSeedHash;
  return { ...state, ...settled, phase: 'result', game: result.session, result, committedHash };
}

function backToIdle(state: CoinflipState): CoinflipState {
  return {
    ...state,
    ...settled,
    phase: 'idle',
    game: null,
    result: null,
    committedHash: null,
    minimized: false,
  };
}

export function coinflipReducer(state: CoinflipState, action: CoinflipAction): CoinflipState {
  const { userId, game, phase } = state;
  switch (action.type) {
    case 'activeSessions':
      return {
        ...state,
        lobby: action.sessions.filter((session) => session.status !== 'completed'),
        lobbyLoaded: true,
      };

    case 'userSessions': {
      if (phase === 'result') return state;
      const open = action.sessions.find((s) => s.status !== 'completed' && involves(s, userId));
      if (open) {
        if (game?.id === open.id && phase !== 'creating') {
          return phase === 'waiting' && open.status === 'active'
            ? enterGame(state, open, false)
            : { ...state, game: open };
        }
        return enterGame(state, open, phase === 'idle' || phase === 'creating');
      }
      // Our game finished while we were away: show its result.
      const finished = game && action.sessions.find((s) => s.id === game.id && s.status === 'completed');
      const result = finished ? resultFromSession(finished) : null;
      if (result) return showResult(state, result);
      return state;
    }

    case 'sessionCreated': {
      const next = { ...state, lobby: upsert(state.lobby, action.session) };
      if (action.session.creatorId !== userId) return next;
      if (game?.id === action.session.id) return { ...next, game: action.session };
      return enterGame(next, action.session, true);
    }

    case 'sessionJoined': {
      const next = { ...state, lobby: upsert(state.lobby, action.session) };
      if (!involves(action.session, userId)) return next;
      if (phase === 'result' && game?.id === action.session.id) return next;
      return enterGame(next, action.session, action.session.creatorId !== userId);
    }

    case 'sessionRemoved': {
      const next = { ...state, lobby: state.lobby.filter((session) => session.id !== action.sessionId) };
      if (phase === 'result' || game?.id !== action.sessionId) return next;
      return backToIdle(next);
    }

    case 'gameResult': {
      const { result } = action;
      const lobby = state.lobby.filter((session) => session.id !== result.sessionId);
      if (!involves(result.session, userId)) return { ...state, lobby };
      return showResult({ ...state, lobby }, result);
    }

    case 'serverError':
      return {
        ...state,
        ...settled,
        phase: phase === 'creating' ? 'idle' : phase,
        error: action.message,
      };

    case 'connected':
      // 'Not connected' no longer holds once the socket is; any other message stays.
      return state.error === coinflipMessages.notConnected ? { ...state, error: null } : state;

    case 'disconnected':
      return { ...state, ...settled, phase: phase === 'creating' ? 'idle' : phase };

    case 'createRequested':
      if (phase === 'idle' || phase === 'result') {
        return { ...backToIdle(state), phase: 'creating', pending: 'create', error: null };
      }
      return { ...state, pending: 'create', error: null };

    case 'joinRequested':
      return { ...state, pending: 'join', joiningId: action.sessionId, error: null };

    case 'cancelRequested':
      return { ...state, pending: 'cancel', error: null };

    case 'botCallRequested':
      return { ...state, pending: 'bot', callingBot: true, error: null };

    case 'botCallTimedOut':
      if (!state.callingBot) return state;
      return { ...state, ...settled, error: action.message };

    case 'clientError':
      return { ...state, error: action.message };

    case 'clearError':
      return { ...state, error: null };

    case 'minimize':
      return game ? { ...state, minimized: true } : state;

    case 'restore':
      return { ...state, minimized: false };

    case 'close':
      if (phase === 'result') return backToIdle(state);
      return game ? { ...state, minimized: true } : state;
  }
}

/** An action is in progress: the create buttons wait. */
export function isBusy(state: CoinflipState): boolean {
  return state.pending !== null || state.phase === 'creating';
}

/** Waiting games first (they can be joined), then games in progress; oldest first within each. */
export function lobbyRows(state: CoinflipState): CoinflipSession[] {
  const waiting = state.lobby.filter((session) => session.status === 'waiting');
  const active = state.lobby.filter((session) => session.status === 'active');
  return [...waiting, ...active];
}
