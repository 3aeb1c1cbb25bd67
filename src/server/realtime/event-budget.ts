import type { FastifyBaseLogger } from 'fastify';
import { messages } from '../../contract/messages';
import { errorBody } from '../http/errors';
import type { RealtimeServer, RealtimeSocket } from './socket-types';

/** A token bucket: holds up to `capacity` tokens and gains `perSecond` of them each second. */
export class TokenBucket {
  private tokens: number;
  private updatedAt: number;

  constructor(
    private readonly capacity: number,
    private readonly perSecond: number,
    now: number,
  ) {
    this.tokens = capacity;
    this.updatedAt = now;
  }

  /** Takes one token if there is one. */
  take(now: number): boolean {
    const elapsed = Math.max(0, now - this.updatedAt) / 1000;
    this.tokens = Math.min(this.capacity, this.tokens + elapsed * this.perSecond);
    this.updatedAt = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}

export interface Budget {
  burst: number;
  perSecond: number;
}

export interface EventBudgets {
  /** A signed-in socket: its pages send a handful of events on connect and a few per action. */
  signedIn: Budget;
  /** A socket without a valid token may only read the lobby, and rarely. */
  guest: Budget;
  /**
   * Refused events a socket may send before it is disconnected: `burst` at once, or `perSecond`
   * for as long as it likes (a page that retries a little too eagerly is never cut off).
   */
  refused: Budget;
}

export const EVENT_BUDGETS: EventBudgets = {
  signedIn: { burst: 40, perSecond: 10 },
  guest: { burst: 5, perSecond: 1 },
  refused: { burst: 100, perSecond: 5 },
};

/** The refusal's `error` goes out at most this often per socket, so a flood is not echoed back. */
const REFUSAL_NOTICE_MS = 1_000;

/**
 * Every event a socket sends spends from its own budget before any handler runs (STYLE.md: every
 * socket event has a budget per socket). Past it, the event is dropped with an `error`
 * ('Too many requests…'); a socket that keeps sending past it is disconnected.
 */
export function registerEventBudget(
  io: RealtimeServer,
  logger: FastifyBaseLogger,
  budgets: EventBudgets = EVENT_BUDGETS,
  now: () => number = Date.now,
) {
  io.on('connection', (socket: RealtimeSocket) => {
    const start = now();
    const { burst, perSecond } = socket.data.user ? budgets.signedIn : budgets.guest;
    const events = new TokenBucket(burst, perSecond, start);
    const refusals = new TokenBucket(budgets.refused.burst, budgets.refused.perSecond, start);
    let noticedAt = Number.NEGATIVE_INFINITY;

    socket.use((_packet, next) => {
      const time = now();
      if (events.take(time)) return next();
      if (!refusals.take(time)) {
        if (socket.connected) {
          logger.warn(
            { userId: socket.data.user?.id ?? null, address: socket.handshake.address },
            'socket disconnected: it kept sending events past its budget',
          );
          socket.emit('error', errorBody(messages.socketFlooded));
          socket.disconnect(true);
        }
        return;
      }
      if (time - noticedAt >= REFUSAL_NOTICE_MS) {
        noticedAt = time;
        socket.emit('error', errorBody(messages.tooManyRequests));
      }
    });
  });
}
