import { fairFloats, hashServerSeed } from './fair';

// Coinflip (SPEC.md sections 5 and 9, DECISIONS.md sections 5 and 6): two players, or one player and the
// house's bot, stake the same amount; the coin comes from a server seed committed (its hash published)
// when the session is created, mixed with both players' ids; the winner receives twice the stake.

export const COIN_SIDES = ['heads', 'tails'] as const;
export type CoinSide = (typeof COIN_SIDES)[number];

/** The opponent id of the house's bot in the seed and in a result's winner. */
export const BOT_PLAYER = 'bot';
export type CoinflipPlayer = number | typeof BOT_PLAYER;

export const COINFLIP_MIN_BET = 5;
/** The winner receives this many times the stake (stake included). */
export const COINFLIP_PAYOUT_FACTOR = 2;
/** The largest multiplier of a stake: the winner's, whichever side is called. */
export function coinflipMaxMultiplier(): number {
  return COINFLIP_PAYOUT_FACTOR;
}

/** The flip uses nonce 0 of its own seed: one session, one seed, one flip. */
export const COINFLIP_NONCE = 0;

export interface CoinflipSeat {
  serverSeed: string;
  creatorId: number;
  opponent: CoinflipPlayer;
}

export interface CoinflipOutcome {
  result: CoinSide;
  winner: CoinflipPlayer;
  creatorWon: boolean;
  payout: number;
}

export function isCoinSide(value: unknown): value is CoinSide {
  return (COIN_SIDES as readonly unknown[]).includes(value);
}

/** The joiner always takes the side opposite the creator's. */
export function oppositeSide(side: CoinSide): CoinSide {
  return side === 'heads' ? 'tails' : 'heads';
}

/** The client seed of a session: both players' ids, creator first. */
export function coinflipClientSeed(creatorId: number, opponent: CoinflipPlayer): string {
  return `${creatorId}:${opponent}`;
}

export function coinflipSeedHash(serverSeed: string): string {
  return hashServerSeed(serverSeed);
}

/** The coin: the first fair float of the session's seed, heads below one half. */
export function flipCoin(seat: CoinflipSeat): CoinSide {
  const [float] = fairFloats(
    {
      serverSeed: seat.serverSeed,
      clientSeed: coinflipClientSeed(seat.creatorId, seat.opponent),
      nonce: COINFLIP_NONCE,
    },
    1,
  );
  return (float as number) < 0.5 ? 'heads' : 'tails';
}

/** Who wins a session where the creator called `choice` and staked `amount`. */
export function settleCoinflip(seat: CoinflipSeat, choice: CoinSide, amount: number): CoinflipOutcome {
  const result = flipCoin(seat);
  const creatorWon = result === choice;
  return {
    result,
    winner: creatorWon ? seat.creatorId : seat.opponent,
    creatorWon,
    payout: amount * COINFLIP_PAYOUT_FACTOR,
  };
}
