import type { Generated } from 'kysely';
import type { Defaulted, Optional } from './columns';

// Provable fairness, the games' records and rounds, coinflip and crash.

export interface FairnessSeedsTable {
  id: Generated<number>;
  userId: number;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: Defaulted<number>;
  active: Defaulted<number>;
  createdAt: string;
  revealedAt: string | null;
}

export interface GameRecordsTable {
  id: Generated<number>;
  userId: number;
  game: string;
  betAmount: number;
  payout: number;
  profit: number;
  /** The game's own outcome as JSON (roll, reels, hands…). */
  details: string;
  seedId: number | null;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  createdAt: string;
}

export interface GameRoundsTable {
  id: Generated<number>;
  userId: number;
  game: string;
  status: string;
  /** The whole round as JSON, secrets included: only public views of it are sent. */
  state: string;
  version: Defaulted<number>;
  betAmount: number;
  seedId: number;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  createdAt: string;
  updatedAt: string;
}

export interface CoinflipSessionsTable {
  id: Generated<number>;
  creatorId: number;
  opponentId: number | null;
  opponentIsBot: Defaulted<number>;
  amount: number;
  choice: string;
  /** waiting, active (decided and paid, not yet announced), completed (announced) or cancelled. */
  status: string;
  serverSeed: string;
  serverSeedHash: string;
  result: string | null;
  /** The winning user; null in a decided session means the bot won. */
  winnerId: number | null;
  createdAt: string;
  joinedAt: string | null;
  finishedAt: string | null;
}

/**
 * A player's side of an announced coinflip session, as the live bets feed and the bet pages read it
 * (migration 0024): its id is taken from game_records' sequence, so it names one bet among all.
 */
export interface CoinflipBetsTable {
  id: Generated<number>;
  sessionId: number;
  userId: number;
  betAmount: number;
  payout: number;
  createdAt: string;
}

/** The crash game's one hash chain (migration 0014): checkpoints as JSON, the driver lease's fence. */
export interface CrashChainTable {
  id: number;
  length: number;
  every: number;
  salt: string;
  terminalHash: string;
  checkpoints: string;
  fence: Defaulted<number>;
  createdAt: string;
}

export interface CrashRoundsTable {
  /** The round number r: it uses the chain's hash r − 1. */
  id: number;
  phase: string;
  startsAt: string;
  startedAt: string | null;
  /** Written when the round ends, with its hash. */
  crashPoint: number | null;
  hash: string | null;
  crashedAt: string | null;
}

export interface CrashBetsTable {
  id: Generated<number>;
  roundId: number;
  userId: number;
  betAmount: number;
  autoCashout: number | null;
  cashedOutAt: Optional<number>;
  payout: Optional<number>;
  createdAt: string;
}
