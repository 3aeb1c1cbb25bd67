import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  bytesToFloat,
  fairFloats,
  hashServerSeed,
  roundBytes,
  shuffle,
  uniformIndex,
  weightedIndex,
} from './fair';
import { hmacKey, hmacSha256, hmacWithKey, sha256Hex, toHex, utf8 } from './sha256';

describe('sha256 and hmac', () => {
  it.each(['', 'abc', 'a'.repeat(55), 'a'.repeat(56), 'a'.repeat(64), 'a'.repeat(200), 'Fun Funds ✓ 🎲'])(
    'match node:crypto for %j',
    (text) => {
      expect(sha256Hex(text)).toBe(createHash('sha256').update(text).digest('hex'));
      for (const key of ['k', 'x'.repeat(64), 'y'.repeat(100)]) {
        expect(toHex(hmacSha256(utf8(key), utf8(text)))).toBe(
          createHmac('sha256', key).update(text).digest('hex'),
        );
      }
    },
  );
});

describe('fair floats', () => {
  const seed = { serverSeed: 'server-seed-for-tests', clientSeed: 'my-client-seed', nonce: 7 };

  it('are HMAC-SHA256(serverSeed, clientSeed:nonce:round) read 4 bytes at a time', () => {
    const expected = createHmac('sha256', seed.serverSeed).update('my-client-seed:7:1').digest();
    expect(toHex(roundBytes(seed, 1))).toBe(expected.toString('hex'));
    const floats = fairFloats(seed, 10);
    expect(floats[8]).toBe(bytesToFloat(new Uint8Array(expected), 0));
    expect(floats[9]).toBe(bytesToFloat(new Uint8Array(expected), 4));
  });

  it('are pinned to known values (change these only with a new fairness version)', () => {
    expect(hashServerSeed('server-seed-for-tests')).toBe(
      createHash('sha256').update('server-seed-for-tests').digest('hex'),
    );
    expect(fairFloats(seed, 3).map((f) => f.toFixed(10))).toEqual(PINNED);
  });

  it('turn bytes into [0, 1)', () => {
    expect(bytesToFloat(new Uint8Array([0, 0, 0, 0]), 0)).toBe(0);
    expect(bytesToFloat(new Uint8Array([255, 255, 255, 255]), 0)).toBeLessThan(1);
    expect(bytesToFloat(new Uint8Array([128, 0, 0, 0]), 0)).toBe(0.5);
  });

  it('are the same with a native HMAC passed in', () => {
    const native = (key: string, message: string) =>
      new Uint8Array(createHmac('sha256', key).update(message).digest());
    expect(fairFloats(seed, 20, native)).toEqual(fairFloats(seed, 20));
  });

  it('differ with every input', () => {
    const base = fairFloats(seed, 1)[0];
    expect(fairFloats({ ...seed, nonce: 8 }, 1)[0]).not.toBe(base);
    expect(fairFloats({ ...seed, clientSeed: 'other' }, 1)[0]).not.toBe(base);
    expect(fairFloats({ ...seed, serverSeed: 'other' }, 1)[0]).not.toBe(base);
  });
});

describe('picks', () => {
  it('uniformIndex covers 0..n-1 evenly by scaling', () => {
    expect(uniformIndex(0, 6)).toBe(0);
    expect(uniformIndex(0.999999999, 6)).toBe(5);
    expect(uniformIndex(0.5, 6)).toBe(3);
    expect(() => uniformIndex(0.5, 0)).toThrow(RangeError);
  });

  it('weightedIndex follows the weights', () => {
    const weights = [1, 2, 1];
    expect(weightedIndex(0, weights)).toBe(0);
    expect(weightedIndex(0.2499, weights)).toBe(0);
    expect(weightedIndex(0.25, weights)).toBe(1);
    expect(weightedIndex(0.7499, weights)).toBe(1);
    expect(weightedIndex(0.75, weights)).toBe(2);
    expect(weightedIndex(0.99999, weights)).toBe(2);
  });

  it('shuffle is a permutation decided by the floats', () => {
    const items = [1, 2, 3, 4, 5];
    expect(shuffle(items, [0, 0, 0, 0])).toEqual([2, 3, 4, 5, 1]);
    expect(shuffle(items, [0.99, 0.99, 0.99, 0.99])).toEqual(items);
    expect([...shuffle(items, fairFloats({ serverSeed: 's', clientSeed: 'c', nonce: 1 }, 4))].sort()).toEqual(
      items,
    );
    expect(() => shuffle(items, [0.1])).toThrow(RangeError);
  });
});

// Computed once with node:crypto and kept: a change here breaks every past verification.
const PINNED = ['0.5207401458', '0.9488163381', '0.7389071968'];

describe('a prepared HMAC key', () => {
  it('gives node:crypto bytes for message after message, short and long, keys short and long', () => {
    for (const key of ['k', 'x'.repeat(64), 'y'.repeat(100)]) {
      const prepared = hmacKey(utf8(key));
      for (const text of ['', 'abc', 'seed:1:0', 'a'.repeat(55), 'a'.repeat(64), 'a'.repeat(200), 'abc']) {
        expect(toHex(hmacWithKey(prepared, utf8(text)))).toBe(
          createHmac('sha256', key).update(text).digest('hex'),
        );
      }
    }
  });
});
