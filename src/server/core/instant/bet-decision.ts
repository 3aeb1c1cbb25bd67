import { MAX_AMOUNT } from '../../../contract/common-texts';
import { fairFloats } from '../../../games/fair';
import { decideInstant, floatCountOf } from '../../../games/instant-games';
import { createPreparedHmac } from '../seeds/seeds';
import { isGameWin } from '../standings/feed';
import type { InstantBet, InstantDecision, InstantRule, OutcomeOf } from './instant-bet';

/** The HMAC of every bet this thread decides, its server seeds prepared once (see seeds.ts). */
const betHmac = createPreparedHmac();

/**
 * Decides a bet from its seed pair and nonce: the floats, the game's decision (checked before any of
 * it is written) and the net win the Largest Win list would rise to (0 when it does not count).
 */
export function decideBet<R extends InstantRule>(
  bet: InstantBet<R>,
  seed: { serverSeed: string; clientSeed: string },
  nonce: number,
): { decision: InstantDecision<OutcomeOf<R>>; largestWin: number } {
  // The pair written out, not spread: on this path a spread in an object literal costs microseconds.
  const floats = fairFloats(
    { serverSeed: seed.serverSeed, clientSeed: seed.clientSeed, nonce },
    floatCountOf(bet.rule),
    betHmac,
  );
  const decision = decideInstant(bet.stake, bet.rule, floats);
  checkDecision(bet.stake, decision);
  return { decision, largestWin: largestWinOf(bet.rule.game, bet.stake, decision) };
}

/**
 * An invariant, never a refusal: the services refuse every stake whose largest payout could pass
 * MAX_AMOUNT before the draw (max-win.ts), so no accepted bet gets here with a payout that fails.
 */
function checkDecision(stake: number, decision: InstantDecision<unknown>): void {
  const { payout } = decision;
  if (!Number.isInteger(payout) || payout < 0 || payout > MAX_AMOUNT) {
    throw new Error(`payout must be a whole number from 0 to ${MAX_AMOUNT}, got ${payout}`);
  }
  if (!Number.isInteger(stake) || stake <= 0) throw new Error(`stake must be a whole number, got ${stake}`);
}

function largestWinOf(game: string, stake: number, decision: InstantDecision<unknown>): number {
  const row = { type: decision.won ? 'win' : 'loss', game, amount: decision.payout - stake, stake: null };
  return isGameWin(row) ? row.amount : 0;
}
