// What the fairness domain reads of coinflip, through the coinflip service (the coinflip domain is
// built after this one and hands its rounds over with `showCoinflipRounds`).

/** A session as the measured returns need it. */
export interface FlipRow {
  id: number;
  creatorId: number;
  opponentId: number | null;
  winnerId: number | null;
  amount: number;
  /** waiting, active (decided, not announced), completed (announced) or cancelled. */
  status: string;
  createdAt: string;
}

/** An announced round as one of its players played it, with what it takes to recompute the flip. */
export interface PlayerFlip {
  id: number;
  amount: number;
  /** The side the player called: the creator's choice, or the other side for the joiner. */
  side: string;
  result: string;
  won: boolean;
  opponent: string;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  /** When the round was decided (its stakes paid). */
  settledAt: string;
}

export interface CoinflipRounds {
  /** Sessions with afterId < id ≤ upToId (no upper bound when null), in id order. */
  flipsBetween(afterId: number, upToId: number | null): Promise<FlipRow[]>;
  flipsByIds(ids: readonly number[]): Promise<FlipRow[]>;
  /** The first session with id ≥ `id` (see id-boundary.ts). */
  flipAtOrAfter(id: number): Promise<{ id: number; createdAt: string } | undefined>;
  /** A player's announced rounds, newest first. */
  playerFlips(userId: number, limit: number): Promise<PlayerFlip[]>;
  playerFlip(userId: number, id: number): Promise<PlayerFlip | undefined>;
}
