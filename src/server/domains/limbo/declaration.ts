import { LimboBody, LimboResult, limboTargetMessages } from '../../../contract/limbo';
import { limboTargetProblem, limboWinChance } from '../../../games/limbo';
import { declareInstantGame } from '../../core/instant/instant-game-route';
import { badRequest } from '../../http/errors';

/** Limbo: one float gives a multiplier; the bet wins when it reaches the player's target. */
export const limboGame = declareInstantGame({
  game: 'limbo',
  body: LimboBody,
  answer: LimboResult,
  options({ target }) {
    const problem = limboTargetProblem(target);
    if (problem !== null) throw badRequest(limboTargetMessages[problem]);
    return { target };
  },
  respond({ outcome, fairness, newBalance, betId }, { betAmount, target }) {
    return {
      betId,
      result: outcome.result,
      target,
      won: outcome.won,
      payout: outcome.payout,
      balance: newBalance,
      betAmount,
      multiplier: outcome.multiplier,
      winChance: limboWinChance(target),
      serverSeedHash: fairness.serverSeedHash,
      clientSeed: fairness.clientSeed,
      nonce: fairness.nonce,
    };
  },
});
