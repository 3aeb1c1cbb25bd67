import { type Static, Type } from 'typebox';
import { COIN_SIDES, COINFLIP_MIN_BET } from '../games/coinflip';
import type { CoinflipResult, CoinflipSession } from './coinflip';
import { MAX_AMOUNT, RowId, StringEnum } from './common';
import type {
  CrashBetsPlaced,
  CrashCashedOut,
  CrashRoundCrashed,
  CrashRoundOpened,
  CrashRoundStarted,
  CrashTick,
  CrashWins,
} from './crash-texts';
import type { LiveBetsPush } from './live-bets-texts';
import type { Notification } from './notifications';
import type { ChatMessage, Friend, FriendRequest, PresenceStatus } from './social';

// Every socket.io message, both ways (SPEC.md section 7), typed with socket.io's event-map generics:
// `Server<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>` on the server,
// `Socket<ServerToClientEvents, ClientToServerEvents>` in the browser. The socket authenticates with
// `auth: { token }` in the handshake; the username, userId and joiner's choice that SPEC.md's payloads
// carry are accepted and ignored: the authenticated user acts, and a joiner takes the creator's other side.
// The payloads a client sends have schemas, which the server checks them with.

const Ignored = () => Type.Optional(Type.Unknown());

export const CreateSessionPayload = Type.Object({
  amount: Type.Integer({ minimum: COINFLIP_MIN_BET, maximum: MAX_AMOUNT }),
  choice: StringEnum(COIN_SIDES),
  username: Ignored(),
  userId: Ignored(),
});
export type CreateSessionPayload = Static<typeof CreateSessionPayload>;

export const SessionPayload = Type.Object({
  /** A row id, or the same written in digits. */
  sessionId: Type.Union([RowId(), Type.String({ pattern: '^[0-9]{1,10}$' })]),
  username: Ignored(),
  userId: Ignored(),
  /** The joiner takes the side opposite the creator's. */
  choice: Ignored(),
});
export type SessionPayload = Static<typeof SessionPayload>;

export interface ClientToServerEvents {
  /** Answered with activeSessions. Open to signed-out sockets too. */
  getActiveSessions: () => void;
  /** Answered with userSessions for the authenticated user (the argument is ignored). */
  findUserSessions: (userId?: unknown) => void;
  /** Stakes `amount` and opens a waiting session: sessionCreated to everyone. */
  createSession: (payload: CreateSessionPayload) => void;
  /** Stakes the session's amount on the other side: sessionJoined, then gameResult after the flip. */
  joinSession: (payload: SessionPayload) => void;
  /** The creator lets the house's bot take a waiting session. */
  callBotToSession: (payload: SessionPayload) => void;
  /** Creates a session already taken by the bot: sessionCreated, sessionJoined, then gameResult. */
  playAgainstBot: (payload: CreateSessionPayload) => void;
  /** The creator cancels a waiting session and gets the stake back: sessionRemoved. */
  cancelSession: (payload: SessionPayload) => void;
  /** Social Hub: true after 5 minutes without input on this page (presence 'away'), false on input. */
  setIdle: (idle: boolean) => void;
  /** Crash: true while the crash page is open (the socket joins the round's room, guests too), false on leaving. */
  watchCrash: (watching: boolean) => void;
  /** Live bets: true while a live table is on the page (guests too), false when it goes. */
  watchLiveBets: (watching: boolean) => void;
  /**
   * Social Hub: the chat room (CHAT_ROOMS) whose messages this page gets live; a signed-in socket is in
   * English's until it says. Anything else is answered with an error event (socialMessages.unknownRoom).
   */
  chooseChatRoom: (room: string) => void;
}

/** A friend's presence changed. */
export interface FriendPresencePayload {
  id: number;
  status: PresenceStatus;
  lastOnline: string | null;
}

/** A friend invites the receiver to the coinflip session they opened. */
export interface ChallengePayload {
  from: { id: number; username: string };
  sessionId: number;
  amount: number;
}

export interface SocketErrorPayload {
  message: string;
  /** The message's stable code when it is a contract message, as in HTTP error answers (issue 39). */
  code?: string;
  /** Seconds until the next action is accepted, when a cooldown refused this one. */
  cooldownRemaining?: number;
}

export interface ServerToClientEvents {
  /** The lobby: every waiting and active session, oldest first. */
  activeSessions: (sessions: CoinflipSession[]) => void;
  /** The user's open session, if any, and their latest finished ones, newest first. */
  userSessions: (sessions: CoinflipSession[]) => void;
  sessionCreated: (session: CoinflipSession) => void;
  sessionJoined: (session: CoinflipSession) => void;
  /** A session left the lobby (cancelled, or finished and announced). */
  sessionRemoved: (sessionId: number) => void;
  /** To both players when the flip animation ends. */
  gameResult: (result: CoinflipResult) => void;
  error: (error: SocketErrorPayload) => void;
  /** Social Hub, to the pages in the message's room (chooseChatRoom), or to every signed-in page for a line of every room (room null: a rain). */
  chatMessage: (message: ChatMessage) => void;
  /** Social Hub, to every signed-in page: an admin deleted this message. */
  chatMessageDeleted: (payload: { id: number }) => void;
  /** To the receiver: someone asked to be friends. */
  friendRequest: (request: FriendRequest) => void;
  /** To the receiver: a request left their list (accepted, declined, or answered by a counter-request). */
  friendRequestRemoved: (payload: { id: number }) => void;
  /** To both players: they are friends now. */
  friendAdded: (friend: Friend) => void;
  /** To both players: the friendship ended. */
  friendRemoved: (payload: { id: number }) => void;
  /** To each friend of a player whose presence changed. */
  friendPresence: (payload: FriendPresencePayload) => void;
  /** To the challenged friend. */
  challenge: (payload: ChallengePayload) => void;
  /** Crash, to every socket watching (watchCrash): a new round takes bets until its startsAt. */
  crashRoundOpened: (round: CrashRoundOpened) => void;
  /** Crash: the multiplier started rising at startedAt. */
  crashRoundStarted: (payload: CrashRoundStarted) => void;
  /** Crash: the multiplier now; at most CRASH_TICKS_PER_SECOND a second, one broadcast per instance. */
  crashTick: (tick: CrashTick) => void;
  /** Crash: bets joined the round (batched per tick interval and instance). */
  crashBetsPlaced: (payload: CrashBetsPlaced) => void;
  /** Crash: bets were cashed out, by their players or automatically (batched per tick interval and instance). */
  crashCashedOut: (payload: CrashCashedOut) => void;
  /** Crash: the round crashed, its hash revealed; open bets are lost. */
  crashRoundCrashed: (payload: CrashRoundCrashed) => void;
  /** Crash, to every signed-in socket (the Social Hub's wins feed): the crashed round's winning cash-outs. */
  crashWins: (payload: CrashWins) => void;
  /** To the player (every instance, through the adapter): a new notification of their inbox, as a toast. */
  notification: (notification: Notification) => void;
  /** Live bets, to this instance's sockets watching (watchLiveBets): the bets read since its last push, at most one message each LIVE_BETS_PUSH_MS. */
  liveBets: (payload: LiveBetsPush) => void;
}

/** Server instances talk only through the Redis adapter's broadcasts. */
export type InterServerEvents = Record<string, never>;

export interface SocketUser {
  id: number;
  username: string;
}

/** What the server keeps on each socket: the user of a valid handshake token, else null. */
export interface SocketData {
  user: SocketUser | null;
}
