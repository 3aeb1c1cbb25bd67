import { coinflipMessages } from '../../../contract/coinflip';
import { messages } from '../../../contract/messages';
import { COINFLIP_MIN_BET, type CoinSide, isCoinSide } from '../../../games/coinflip';
import { badRequest, notFound } from '../../http/errors';
import { MAX_AMOUNT } from '../wallet/service';

// Socket payloads come from anyone: only the fields the server trusts are read, and each is checked
// with SPEC.md's message. username, userId and a joiner's choice are never read.

export interface Stake {
  amount: number;
  choice: CoinSide;
}

/** The largest id a session can have in either database (a 32-bit integer key). */
const MAX_SESSION_ID = 2_147_483_647;

function fields(payload: unknown): Record<string, unknown> {
  return typeof payload === 'object' && payload !== null ? (payload as Record<string, unknown>) : {};
}

export function readStake(payload: unknown): Stake {
  const { amount, choice } = fields(payload);
  if (typeof amount !== 'number' || !Number.isInteger(amount)) throw badRequest(messages.amountWhole);
  if (amount < COINFLIP_MIN_BET) throw badRequest(coinflipMessages.minimumBet);
  if (amount > MAX_AMOUNT) throw badRequest(messages.amountTooLarge);
  if (!isCoinSide(choice)) throw badRequest(coinflipMessages.choiceInvalid);
  return { amount, choice };
}

export function readSessionId(payload: unknown): number {
  const { sessionId } = fields(payload);
  const id = typeof sessionId === 'string' && /^\d{1,10}$/.test(sessionId) ? Number(sessionId) : sessionId;
  if (typeof id !== 'number' || !Number.isInteger(id) || id <= 0 || id > MAX_SESSION_ID) {
    throw notFound(coinflipMessages.sessionNotFound);
  }
  return id;
}
