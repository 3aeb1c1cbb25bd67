import { describe, expect, it } from 'vitest';
import { fairFloats } from '../../../games/fair';
import { SLOT_FLOATS_PER_SPIN, settleSpin } from '../../../games/slots';
import { InvalidSpinResponseError, parseSpinResponse } from './api';

// A real settled spin (it wins on one line), answered as the server answers it.
const SPIN = settleSpin(
  10,
  fairFloats({ serverSeed: 'web-test', clientSeed: 'seed', nonce: 9 }, SLOT_FLOATS_PER_SPIN),
);
const VALID = {
  ...SPIN,
  newBalance: 100,
  betAmount: 10,
  betId: 4,
  serverSeedHash: 'hash',
  clientSeed: 'seed',
  nonce: 9,
};

describe('parseSpinResponse', () => {
  it('accepts a well-formed answer', () => {
    // The refusals below edit its one winning line.
    expect(VALID.winResults).toHaveLength(1);
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
