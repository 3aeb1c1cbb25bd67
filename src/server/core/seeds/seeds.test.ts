import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { toHex } from '../../../games/sha256';
import { createPreparedHmac, nativeHmac, newServerSeed } from './seeds';

describe('the bet path HMAC with prepared keys', () => {
  it('gives the native bytes for every key and message, while keys come, stay and are dropped', () => {
    const hmac = createPreparedHmac(2);
    const seeds = [newServerSeed(), newServerSeed(), newServerSeed()];
    // Three keys over a capacity of two, each used again after the others: found, dropped and prepared again.
    for (let round = 0; round < 3; round += 1) {
      for (const [index, seed] of seeds.entries()) {
        const message = `client-${index}:${round}:0`;
        expect(toHex(hmac(seed, message))).toBe(createHmac('sha256', seed).update(message).digest('hex'));
        expect(toHex(hmac(seed, message))).toBe(toHex(nativeHmac(seed, message)));
      }
    }
  });
});
