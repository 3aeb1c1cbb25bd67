import { hmacSha256, sha256Hex, utf8 } from './sha256';

// The one random source of every game (DECISIONS.md section 5). Bytes for bet `nonce` are
// HMAC-SHA256(serverSeed, `clientSeed:nonce:round`) for round 0, 1, …; each 4 bytes make one float.

export interface SeedPair {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
}

export const FLOATS_PER_ROUND = 8;

/** The public commitment to a server seed. */
export function hashServerSeed(serverSeed: string): string {
  return sha256Hex(serverSeed);
}

/** HMAC-SHA256 of two texts (as UTF-8); the server may pass its native one, the browser uses ours. */
export type Hmac = (key: string, message: string) => Uint8Array;

const pureHmac: Hmac = (key, message) => hmacSha256(utf8(key), utf8(message));

export function roundBytes(seed: SeedPair, round: number, hmac: Hmac = pureHmac): Uint8Array {
  return hmac(seed.serverSeed, `${seed.clientSeed}:${seed.nonce}:${round}`);
}

/** Four bytes as a float in [0, 1): b0/256 + b1/256² + b2/256³ + b3/256⁴. */
export function bytesToFloat(bytes: Uint8Array, offset: number): number {
  let value = 0;
  let scale = 1;
  for (let i = 0; i < 4; i += 1) {
    scale /= 256;
    value += (bytes[offset + i] as number) * scale;
  }
  return value;
}

/** The first `count` floats of a bet, drawing as many rounds as needed. */
export function fairFloats(seed: SeedPair, count: number, hmac: Hmac = pureHmac): number[] {
  const floats: number[] = [];
  for (let round = 0; floats.length < count; round += 1) {
    const bytes = roundBytes(seed, round, hmac);
    for (let i = 0; i < FLOATS_PER_ROUND && floats.length < count; i += 1)
      floats.push(bytesToFloat(bytes, i * 4));
  }
  return floats;
}

/**
 * A whole number in [0, n): scaling the float, not taking a remainder, so every value is equally
 * likely up to the float's 2⁻³² resolution (no modulo bias).
 */
export function uniformIndex(float: number, n: number): number {
  if (!Number.isInteger(n) || n <= 0) throw new RangeError(`n must be a positive whole number, got ${n}`);
  return Math.min(n - 1, Math.floor(float * n));
}

/** An index picked with probability weights[i] / sum(weights). */
export function weightedIndex(float: number, weights: readonly number[]): number {
  const total = weights.reduce((sum, w) => sum + w, 0);
  if (!(total > 0)) throw new RangeError('weights must sum to more than 0');
  let target = float * total;
  for (let i = 0; i < weights.length; i += 1) {
    target -= weights[i] as number;
    if (target < 0) return i;
  }
  return weights.length - 1;
}

/** Fisher-Yates shuffle of `items`, consuming one float per swap (items.length - 1 floats). */
export function shuffle<T>(items: readonly T[], floats: readonly number[]): T[] {
  const result = [...items];
  if (floats.length < result.length - 1) throw new RangeError('not enough floats to shuffle');
  for (let i = result.length - 1; i > 0; i -= 1) {
    const j = uniformIndex(floats[result.length - 1 - i] as number, i + 1);
    [result[i], result[j]] = [result[j] as T, result[i] as T];
  }
  return result;
}
