import type { CoinflipResult } from '../../../contract/coinflip';
import { BOT_PLAYER, type CoinSide, coinflipClientSeed, flipCoin } from '../../../games/coinflip';
import { hashServerSeed } from '../../../games/fair';

export interface CoinflipCheck {
  /** SHA-256 of the revealed server seed equals the hash committed when the game was created. */
  hashMatches: boolean;
  /** The client seed is the two players' ids, creator first. */
  clientSeedMatches: boolean;
  /** The coin recomputed in this browser from the seeds. */
  recomputed: CoinSide;
  resultMatches: boolean;
}

/**
 * Re-checks a result with the same code the server used: the revealed seed against the hash this
 * page saw before the flip (`committedHash`), then the flip itself.
 */
export function verifyCoinflip(result: CoinflipResult, committedHash: string): CoinflipCheck {
  const { session } = result;
  const opponent = session.opponentIsBot ? BOT_PLAYER : (session.opponentId ?? BOT_PLAYER);
  const recomputed = flipCoin({ serverSeed: result.serverSeed, creatorId: session.creatorId, opponent });
  return {
    hashMatches: hashServerSeed(result.serverSeed) === committedHash,
    clientSeedMatches: coinflipClientSeed(session.creatorId, opponent) === result.clientSeed,
    recomputed,
    resultMatches: recomputed === result.result,
  };
}
