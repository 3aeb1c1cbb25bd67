import { describe, expect, it } from 'vitest';
import {
  BOT_PLAYER,
  type CoinflipPlayer,
  type CoinSide,
  coinflipClientSeed,
  coinflipSeedHash,
  flipCoin,
  isCoinSide,
  oppositeSide,
  settleCoinflip,
} from './coinflip';
import { fairFloats } from './fair';

// Pinned once from HMAC-SHA256 (checked against node:crypto): server seed, creator, opponent, float, side.
const VECTORS: [string, number, CoinflipPlayer, number, CoinSide][] = [
  ['a'.repeat(64), 1, 2, 0.5525960102677345, 'tails'],
  ['a'.repeat(64), 1, BOT_PLAYER, 0.23434605752117932, 'heads'],
  ['a'.repeat(64), 1, 7, 0.9527044205460697, 'tails'],
  ['seed-one', 1, 2, 0.18230675510130823, 'heads'],
  ['seed-one', 1, BOT_PLAYER, 0.8992863071616739, 'tails'],
  ['seed-one', 1, 7, 0.6759549614507705, 'tails'],
  ['seed-two', 1, 2, 0.9316153780091554, 'tails'],
  ['seed-two', 1, BOT_PLAYER, 0.1208415247965604, 'heads'],
  ['0f1e2d3c4b5a69788796a5b4c3d2e1f0', 1, 2, 0.21635182248428464, 'heads'],
  ['0f1e2d3c4b5a69788796a5b4c3d2e1f0', 1, BOT_PLAYER, 0.9448566099163145, 'tails'],
];

describe('coinflip', () => {
  it.each(VECTORS)(
    'seed %s, %i against %s: float %d is %s',
    (serverSeed, creatorId, opponent, float, side) => {
      const clientSeed = coinflipClientSeed(creatorId, opponent);
      expect(clientSeed).toBe(`${creatorId}:${opponent}`);
      expect(fairFloats({ serverSeed, clientSeed, nonce: 0 }, 1)[0]).toBe(float);
      expect(flipCoin({ serverSeed, creatorId, opponent })).toBe(side);
    },
  );

  it.each(VECTORS)(
    'seed %s, %i against %s: the caller of %s wins twice the stake',
    (serverSeed, creatorId, opponent, _f, side) => {
      const seat = { serverSeed, creatorId, opponent };
      expect(settleCoinflip(seat, side, 25)).toEqual({
        result: side,
        winner: creatorId,
        creatorWon: true,
        payout: 50,
      });
      expect(settleCoinflip(seat, oppositeSide(side), 5)).toEqual({
        result: side,
        winner: opponent,
        creatorWon: false,
        payout: 10,
      });
    },
  );

  it('mixes both players into the seed: swapping the opponent changes the stream', () => {
    const opponents: CoinflipPlayer[] = [2, 3, BOT_PLAYER];
    const floats = opponents.map(
      (opponent) =>
        fairFloats({ serverSeed: 'seed-one', clientSeed: coinflipClientSeed(1, opponent), nonce: 0 }, 1)[0],
    );
    expect(new Set(floats).size).toBe(3);
  });

  it('lands heads about half the time', () => {
    let heads = 0;
    const flips = 4000;
    for (let i = 0; i < flips; i += 1) {
      if (flipCoin({ serverSeed: `seed-${i}`, creatorId: i, opponent: BOT_PLAYER }) === 'heads') heads += 1;
    }
    // Four standard deviations of a fair coin over 4000 flips is about 126.
    expect(Math.abs(heads - flips / 2)).toBeLessThan(130);
  });

  it('commits to the server seed with its SHA-256', () => {
    expect(coinflipSeedHash('seed-one')).toBe(
      '9b9c831c37bf468beb9d0d97266962639e3a4e14868de741c3be0e5714c21429',
    );
  });

  it('knows the two sides', () => {
    expect(isCoinSide('heads')).toBe(true);
    expect(isCoinSide('tails')).toBe(true);
    expect(isCoinSide('edge')).toBe(false);
    expect(isCoinSide(undefined)).toBe(false);
    expect(oppositeSide('heads')).toBe('tails');
    expect(oppositeSide('tails')).toBe('heads');
  });
});
