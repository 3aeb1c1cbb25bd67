import { PlinkoBody, PlinkoResult, plinkoOptionsMessages } from '../../../contract/plinko';
import { plinkoOptionsProblem } from '../../../games/plinko';
import { declareInstantGame } from '../../core/instant/instant-game-route';
import { badRequest } from '../../http/errors';

/** Plinko: a ball falls through 8 to 16 rows of pegs, one float a row, into a slot of the risk's table. */
export const plinkoGame = declareInstantGame({
  game: 'plinko',
  body: PlinkoBody,
  answer: PlinkoResult,
  options({ rows, risk }) {
    const problem = plinkoOptionsProblem({ rows, risk });
    if (problem !== null) throw badRequest(plinkoOptionsMessages[problem]);
    return { rows, risk };
  },
  respond({ outcome, fairness, newBalance, betId }, { betAmount, rows, risk }) {
    return {
      betId,
      path: outcome.path,
      slot: outcome.slot,
      multiplier: outcome.multiplier,
      payout: outcome.payout,
      won: outcome.payout > betAmount,
      balance: newBalance,
      betAmount,
      rows,
      risk,
      serverSeedHash: fairness.serverSeedHash,
      clientSeed: fairness.clientSeed,
      nonce: fairness.nonce,
    };
  },
});
