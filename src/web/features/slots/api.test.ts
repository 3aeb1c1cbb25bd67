import { describe, expect, it } from 'vitest';
import { InvalidSpinResponseError, parseSpinResponse } from './api';

const VALID = {
  reels: [
    ['K', 'Q', 'J'],
    ['K', 'A', 'K'],
    ['K', 'J', 'ten'],
    ['A', 'rum', 'Q'],
    ['J', 'ten', 'captain'],
  ],
  win: 10,
  winResults: [
    {
      lineId: 2,
      symbol: 'K',
      matchCount: 3,
      positions: [
        { reel: 0, row: 0 },
        { reel: 1, row: 0 },
        { reel: 2, row: 0 },
      ],
      types: ['K', 'K', 'K'],
      winAmount: 10,
    },
  ],
  newBalance: 100,
  betAmount: 10,
  betId: 4,
  serverSeedHash: 'hash',
  clientSeed: 'seed',
  nonce: 3,
};

describe('parseSpinResponse', () => {
  it('accepts a well-formed answer', () => {
    expect(parseSpinResponse(VALID)).toEqual(VALID);
  });

  it.each([
    ['no body', null],
    ['four reels', { ...VALID, reels: VALID.reels.slice(0, 4) }],
    ['an unknown symbol', { ...VALID, reels: [['K', 'Q', 'kraken'], ...VALID.reels.slice(1)] }],
    ['a negative win', { ...VALID, win: -1 }],
    ['a missing balance', { ...VALID, newBalance: undefined }],
    ['a missing bet id', { ...VALID, betId: undefined }],
    ['a line id out of range', { ...VALID, winResults: [{ ...VALID.winResults[0], lineId: 10 }] }],
    [
      'a cell off the grid',
      { ...VALID, winResults: [{ ...VALID.winResults[0], positions: [{ reel: 5, row: 0 }] }] },
    ],
  ])('refuses %s', (_, payload) => {
    expect(() => parseSpinResponse(payload)).toThrow(InvalidSpinResponseError);
  });
});
