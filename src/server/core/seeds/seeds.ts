import { createHmac, randomBytes } from 'node:crypto';
import type { BetFairness } from '../../../contract/fairness';
import type { Hmac } from '../../../games/fair';
import { type HmacKey, hmacKey, hmacWithKey, utf8 } from '../../../games/sha256';
import { setBounded } from '../../bounded-map';

// The random and the keyed parts of provable fairness, with nothing else around them: the bet
// path's writer thread loads them too.

/** Node's native HMAC: the same bytes as the pure one (fair.test.ts proves it), faster with a new key. */
export const nativeHmac = (key: string, message: string): Uint8Array =>
  createHmac('sha256', key).update(message).digest();

/**
 * HMAC-SHA256 for the bet path, which draws again and again with the same server seeds: each key is
 * prepared once and kept (the most recent `capacity`), and an HMAC then hashes two blocks in our own
 * SHA-256. That took 1.5 µs where node's createHmac took 3.2, most of it setting up its objects
 * (docs/performance-history.md). Same bytes as nativeHmac (fair.test.ts).
 */
export function createPreparedHmac(capacity = PREPARED_KEYS): Hmac {
  const keys = new Map<string, HmacKey>();
  return (key, message) => {
    let prepared = keys.get(key);
    if (!prepared) {
      prepared = hmacKey(utf8(key));
      setBounded(keys, key, prepared, capacity);
    }
    return hmacWithKey(prepared, utf8(message));
  };
}

/** Prepared keys kept per thread: a few hundred bytes each. */
const PREPARED_KEYS = 100_000;

export function newServerSeed(): string {
  return randomBytes(32).toString('hex');
}

export function newClientSeed(): string {
  return randomBytes(8).toString('hex');
}

/** What a bet draws from its player's seed pair: its floats, and the pair and nonce that made them. */
export interface BetDraw {
  floats: number[];
  seedId: number;
  fairness: Omit<BetFairness, 'betId'>;
}
