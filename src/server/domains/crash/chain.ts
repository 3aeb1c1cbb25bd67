import { hash, randomBytes } from 'node:crypto';
import { crashPointFromHash } from '../../../games/crash';
import { buildCheckpoints, type ChainCheckpoints, type HexHash, roundHash } from '../../../games/crash-chain';
import type { CrashRepository } from './repository';

/** node:crypto's one-shot SHA-256 of a text, as hex: several times faster than the pure one. */
export const nodeSha256Hex: HexHash = (text) => hash('sha256', text, 'hex');

/** A checkpoint every this many hashes: 10,001 of them (640 kB) for 10 million. */
export const CHAIN_CHECKPOINT_EVERY = 1000;

export interface ChainSettings {
  length: number;
  seed: string | undefined;
  salt: string | undefined;
}

/** The deployment's chain as the server uses it: the crash point and hash of any round. */
export interface CrashChain {
  readonly length: number;
  readonly salt: string;
  readonly terminalHash: string;
  hashOf(round: number): string;
  crashPointOf(round: number): number;
}

function chainOf(checkpoints: ChainCheckpoints, salt: string): CrashChain {
  // The current round's point is asked for on every cash-out: keep the last few.
  const points = new Map<number, { hash: string; point: number }>();
  function entry(round: number) {
    let found = points.get(round);
    if (!found) {
      const roundHashHex = roundHash(round, checkpoints, nodeSha256Hex);
      found = { hash: roundHashHex, point: crashPointFromHash(roundHashHex, salt) };
      points.set(round, found);
      if (points.size > 8) points.delete(points.keys().next().value as number);
    }
    return found;
  }
  return {
    length: checkpoints.length,
    salt,
    terminalHash: checkpoints.terminalHash,
    hashOf: (round) => entry(round).hash,
    crashPointOf: (round) => entry(round).point,
  };
}

/**
 * The chain is made once per deployment: the first start draws a seed, walks the whole chain keeping
 * every 1,000th hash and stores them. For 10 million hashes that walk takes a few seconds (node's
 * SHA-256, one core), once; every later start, on any instance, reads the stored checkpoints.
 */
export async function loadOrMakeChain(
  repository: CrashRepository,
  settings: ChainSettings,
): Promise<CrashChain> {
  const stored = await repository.findChain();
  if (stored) return chainOf(stored.checkpoints, stored.salt);
  const seed = settings.seed ?? randomBytes(32).toString('hex');
  const salt = settings.salt ?? randomBytes(16).toString('hex');
  const checkpoints = buildCheckpoints(seed, settings.length, CHAIN_CHECKPOINT_EVERY, nodeSha256Hex);
  // Two instances starting at once: the first insert wins and both use what it stored.
  await repository.insertChainIfNone(checkpoints, salt);
  const chain = await repository.findChain();
  if (!chain) throw new Error('the crash chain could not be stored');
  return chainOf(chain.checkpoints, chain.salt);
}
