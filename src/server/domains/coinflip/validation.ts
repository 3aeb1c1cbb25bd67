import { Compile } from 'typebox/compile';
import { coinflipMessages } from '../../../contract/coinflip';
import { MAX_ROW_ID } from '../../../contract/common';
import { messages } from '../../../contract/messages';
import { CreateSessionPayload, SessionPayload } from '../../../contract/socket-events';
import type { CoinSide } from '../../../games/coinflip';
import { badRequest, notFound } from '../../http/errors';

// Socket payloads come from anyone: each is checked against its schema in the contract, and a refusal
// gets SPEC.md's message for the field that failed. username, userId and a joiner's choice are never read.

export interface Stake {
  amount: number;
  choice: CoinSide;
}

const stakeCheck = Compile(CreateSessionPayload);
const sessionCheck = Compile(SessionPayload);

type StakeError = ReturnType<typeof stakeCheck.Errors>[number];

/** The fields an error is about: a missing field, or for a payload that is no object, the amount. */
function fieldsOf(error: StakeError): string[] {
  if (error.instancePath) return [error.instancePath.slice(1)];
  return error.keyword === 'required' ? error.params.requiredProperties : ['amount'];
}

/** SPEC.md's words for what is wrong with a stake, the amount before the side. */
function stakeRefusal(payload: unknown): string {
  const amountError = stakeCheck.Errors(payload).find((error) => fieldsOf(error).includes('amount'));
  if (!amountError) return coinflipMessages.choiceInvalid;
  if (amountError.keyword === 'minimum') return coinflipMessages.minimumBet;
  if (amountError.keyword === 'maximum') return messages.amountTooLarge;
  return messages.amountWhole;
}

export function readStake(payload: unknown): Stake {
  if (!stakeCheck.Check(payload)) throw badRequest(stakeRefusal(payload));
  return { amount: payload.amount, choice: payload.choice };
}

export function readSessionId(payload: unknown): number {
  if (!sessionCheck.Check(payload)) throw notFound(coinflipMessages.sessionNotFound);
  const id = Number(payload.sessionId);
  // Digits may still name no row (0, or past the largest id).
  if (id < 1 || id > MAX_ROW_ID) throw notFound(coinflipMessages.sessionNotFound);
  return id;
}
