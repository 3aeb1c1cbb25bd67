import { sha256Hex } from './sha256';

// The crash game's hash chain (issue 35), stated as a player needs it to check any round:
//
//   - Every hash is SHA-256 of the UTF-8 bytes of a text, written as 64 lowercase hex digits, and the
//     next hash is taken of those 64 characters as text (not of the 32 bytes they spell).
//   - A chain of length N is made from a secret seed (a text): h[N−1] = sha256hex(seed), and
//     h[i] = sha256hex(h[i+1]) for i = N−2 down to 0.
//   - The terminal hash sha256hex(h[0]) is published, with the salt, before round 1 is played.
//   - Round r (1, 2, …, N) uses h[r−1]: the chain is used backwards, from its last-made hash to the
//     seed. So sha256hex(round 1's hash) = the terminal hash and, for r ≥ 2,
//     sha256hex(round r's hash) = round r−1's hash. A revealed hash thus proves every earlier round,
//     and no one can compute a later round's hash from the published ones.
//   - The round's crash point is crashPointFromHash(round hash, salt) in crash.ts.
//
// The server keeps only checkpoints (about N / every hashes, 640 kB for 10 million every 1,000) and
// hashes from the nearest one to any round; the chain itself (640 MB as text) is never stored.

/** SHA-256 of a text's UTF-8 bytes, in lowercase hex. The server may pass node:crypto's for speed. */
export type HexHash = (text: string) => string;

export interface ChainCheckpoints {
  /** N, the number of hashes (and rounds) in the chain. */
  length: number;
  /** The spacing of the checkpoints. */
  every: number;
  /** hashes[k] = h[min(k × every, N − 1)]: every multiple of `every` below N, then h[N − 1] itself. */
  hashes: string[];
  /** sha256hex(h[0]), published before any round. */
  terminalHash: string;
}

function assertWhole(name: string, value: number, min: number): void {
  if (!Number.isSafeInteger(value) || value < min)
    throw new RangeError(`${name} must be a whole number ≥ ${min}, got ${value}`);
}

/** The slot in ChainCheckpoints.hashes of the checkpoint at or just above `index`. */
function checkpointSlot(index: number, every: number): number {
  return Math.ceil(index / every);
}

/** The chain index of slot k: k × every, except the last slot, which holds the top h[N − 1]. */
function checkpointIndex(slot: number, every: number, length: number): number {
  return Math.min(slot * every, length - 1);
}

/** `hash` hashed `times` times over. */
export function hashForward(hash: string, times: number, hashHex: HexHash = sha256Hex): string {
  let current = hash;
  for (let i = 0; i < times; i += 1) current = hashHex(current);
  return current;
}

/**
 * Walks the whole chain once from the seed end, h[N − 1] down to h[0], keeping only the
 * checkpoints: memory stays at N / every hashes however long the chain.
 */
export function buildCheckpoints(
  seed: string,
  length: number,
  every: number,
  hashHex: HexHash = sha256Hex,
): ChainCheckpoints {
  assertWhole('length', length, 1);
  assertWhole('every', every, 1);
  const hashes = new Array<string>(checkpointSlot(length - 1, every) + 1);
  let hash = hashHex(seed);
  for (let index = length - 1; ; index -= 1) {
    if (index % every === 0 || index === length - 1) hashes[checkpointSlot(index, every)] = hash;
    if (index === 0) break;
    hash = hashHex(hash);
  }
  return { length, every, hashes, terminalHash: hashHex(hash) };
}

/** h[index], hashed forward from the nearest checkpoint at or above it: at most every − 1 hashes. */
export function hashAt(index: number, checkpoints: ChainCheckpoints, hashHex: HexHash = sha256Hex): string {
  const { length, every, hashes } = checkpoints;
  assertWhole('index', index, 0);
  if (index >= length) throw new RangeError(`the chain has hashes 0 to ${length - 1}, not ${index}`);
  const slot = checkpointSlot(index, every);
  const start = hashes[slot];
  if (start === undefined) throw new RangeError(`checkpoint ${slot} is missing`);
  return hashForward(start, checkpointIndex(slot, every, length) - index, hashHex);
}

/** Round r (from 1) uses h[r − 1]. */
export function roundHash(
  round: number,
  checkpoints: ChainCheckpoints,
  hashHex: HexHash = sha256Hex,
): string {
  assertWhole('round', round, 1);
  return hashAt(round - 1, checkpoints, hashHex);
}

/** A revealed round hash is genuine when it hashes to the previous round's (the terminal hash for round 1). */
export function verifyLink(roundHashHex: string, previousRoundHash: string): boolean {
  return sha256Hex(roundHashHex) === previousRoundHash;
}
