import { hash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildCheckpoints, hashAt, hashForward, roundHash, verifyLink } from './crash-chain';

/** node:crypto's SHA-256 of a text, a route independent of our own sha256.ts. */
const nodeHex = (text: string): string => hash('sha256', text, 'hex');

/** The whole chain, kept in memory the plain way: h[N − 1] = sha256(seed), h[i] = sha256(h[i + 1]). */
function directChain(seed: string, length: number): string[] {
  const chain = new Array<string>(length);
  chain[length - 1] = nodeHex(seed);
  for (let i = length - 2; i >= 0; i -= 1) chain[i] = nodeHex(chain[i + 1] as string);
  return chain;
}

describe('a chain of 2,500 with checkpoints every 100', () => {
  const seed = 'a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f90';
  const length = 2_500;
  const chain = directChain(seed, length);
  const checkpoints = buildCheckpoints(seed, length, 100);

  it('keeps only the multiples of 100 and the top hash', () => {
    expect(checkpoints.hashes).toHaveLength(26); // indices 0, 100, …, 2,400 and 2,499
    checkpoints.hashes.forEach((hash, slot) => {
      expect(hash).toBe(chain[Math.min(slot * 100, length - 1)]);
    });
    expect(checkpoints.hashes[25]).toBe(nodeHex(seed));
  });

  it('publishes sha256(h[0]) as the terminal hash', () => {
    expect(checkpoints.terminalHash).toBe(nodeHex(chain[0] as string));
  });

  it('computes every hash from the checkpoints', () => {
    // node:crypto for the sweep (our plain-TypeScript hash takes ~9 µs, 1.2 s for its 125,000 hashes) …
    for (let i = 0; i < length; i += 1)
      if (hashAt(i, checkpoints, nodeHex) !== chain[i]) expect.fail(`h[${i}]`);
    // … and the default hash on both sides of every checkpoint, where an off-by-one would show.
    for (let i = 0; i < length; i += 1)
      if ([0, 1, 99].includes(i % 100) && hashAt(i, checkpoints) !== chain[i]) expect.fail(`h[${i}]`);
  });

  it('links each round to the one before it, round 1 to the terminal hash', () => {
    expect(roundHash(1, checkpoints)).toBe(chain[0]);
    expect(roundHash(length, checkpoints)).toBe(chain[length - 1]);
    expect(verifyLink(roundHash(1, checkpoints), checkpoints.terminalHash)).toBe(true);
    for (let r = 2; r <= length; r += 1) {
      const current = chain[r - 1] as string;
      const previous = chain[r - 2] as string;
      if (nodeHex(current) !== previous || !verifyLink(current, previous)) expect.fail(`round ${r}`);
    }
  });

  it('rejects a link the wrong way round or to another round', () => {
    expect(verifyLink(chain[0] as string, chain[1] as string)).toBe(false);
    expect(verifyLink(chain[5] as string, chain[3] as string)).toBe(false);
    expect(verifyLink((chain[5] as string).toUpperCase(), chain[4] as string)).toBe(false);
  });

  it('gives the same checkpoints with node:crypto passed in', () => {
    expect(buildCheckpoints(seed, length, 100, nodeHex)).toEqual(checkpoints);
    expect(hashAt(1_234, checkpoints, nodeHex)).toBe(chain[1_234]);
  });
});

describe('chain shapes', () => {
  it('matches a chain of 3 computed with Python', () => {
    // hashlib.sha256 over the hex text, from the seed 'fun-funds'.
    const checkpoints = buildCheckpoints('fun-funds', 3, 1_000);
    expect(hashAt(0, checkpoints)).toBe('08a6dd2f20de05088b126f6c0170b0e420b397bcf2f06e61d5e245ae4a021366');
    expect(hashAt(1, checkpoints)).toBe('a7be89e58ae1cd1716a4765c0ae02f4560dd3a66bd35205733516857f48366ec');
    expect(hashAt(2, checkpoints)).toBe('e2b240779dbbcb3a8a1dbbde5d02280edc496e113166f5bbb887ef703db72797');
    expect(checkpoints.terminalHash).toBe('340b86808c8d663eac70350abff06af807a4e3cf426047b5a620b9b0a1f8fd15');
  });

  it.each([
    [1, 1],
    [1, 100],
    [7, 3],
    [301, 100], // the top index is itself a multiple
    [537, 100],
    [64, 1],
  ])('length %i, every %i: every hash from the checkpoints', (length, every) => {
    const chain = directChain('seed', length);
    const checkpoints = buildCheckpoints('seed', length, every, nodeHex);
    expect(checkpoints.hashes).toHaveLength(Math.ceil((length - 1) / every) + 1);
    for (let i = 0; i < length; i += 1) expect(hashAt(i, checkpoints, nodeHex)).toBe(chain[i]);
    expect(checkpoints.terminalHash).toBe(nodeHex(chain[0] as string));
  });

  it('refuses indices and rounds outside the chain, and bad sizes', () => {
    const checkpoints = buildCheckpoints('seed', 10, 4);
    expect(() => hashAt(10, checkpoints)).toThrow(RangeError);
    expect(() => hashAt(-1, checkpoints)).toThrow(RangeError);
    expect(() => hashAt(1.5, checkpoints)).toThrow(RangeError);
    expect(() => roundHash(0, checkpoints)).toThrow(RangeError);
    expect(() => buildCheckpoints('seed', 0, 4)).toThrow(RangeError);
    expect(() => buildCheckpoints('seed', 10, 0)).toThrow(RangeError);
  });

  it('hashForward hashes the text the given number of times', () => {
    expect(hashForward('x', 0)).toBe('x');
    expect(hashForward('x', 2)).toBe(nodeHex(nodeHex('x')));
  });
});
