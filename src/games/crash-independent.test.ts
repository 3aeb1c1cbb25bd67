import { execFileSync } from 'node:child_process';
import { createHash, createHmac } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { chiSquareTest } from './chi-square-kit';
import { crashDraw, crashPointFromDraw, crashPointFromHash, crashPointHundredthsFromDraw } from './crash';
import { buildCheckpoints, roundHash, verifyLink } from './crash-chain';

// The crash chain and formula recomputed another way than crash.ts and crash-chain.ts (issue 35):
// node:crypto for every hash and HMAC, the 52 bits parsed from hex text into a double, and the quotient
// 99 × 2^52 / (2^52 − X) divided in doubles, trusted within its half-ulp and settled by whole-number
// products only where a double cannot tell. Then the distribution of 100,000 chain rounds against
// P(point ≥ c) = 0.99 / c, and the player's snippet in docs/fairness.md run as a player would run it.

const ROUNDS = 100_000;
const SEED = 'crash independent check seed';
const SALT = '0000000000000000000fa3b65e43e4240d71762a5bf397d5304b2596d116859c';
const TWO_52 = 2 ** 52;
const NUMERATOR = 99 * TWO_52; // exact in a double: 99 fits the 53-bit mantissa

const sha256Text = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** The chain written out whole: chain[N − 1] = sha256(seed), chain[i] = sha256(chain[i + 1]); round r uses chain[r − 1]. */
const chain = (() => {
  const hashes = new Array<string>(ROUNDS);
  hashes[ROUNDS - 1] = sha256Text(SEED);
  for (let i = ROUNDS - 2; i >= 0; i -= 1) hashes[i] = sha256Text(hashes[i + 1] as string);
  return hashes;
})();
const terminalHash = sha256Text(chain[0] as string);
const hashOfRound = (round: number) => chain[round - 1] as string;

/** crash.ts's point of every round in hundredths (its plain-TypeScript HMAC takes seconds), computed once. */
let pointsByCrashTs: number[] | undefined;
function crashTsHundredths(round: number): number {
  pointsByCrashTs ??= chain.map((hash) => Number(crashPointHundredthsFromDraw(crashDraw(hash, SALT))));
  return pointsByCrashTs[round - 1] as number;
}

/** X: the first 13 hex digits of HMAC-SHA256(key = the hash's text, message = the salt), as a double (< 2^52, exact). */
function draw(hash: string, salt = SALT): number {
  return Number.parseInt(createHmac('sha256', hash).update(salt).digest('hex').slice(0, 13), 16);
}

let undecidedByDoubles = 0;

/** The crash point in hundredths for X, by a double division, exact products only at a whole-number edge. */
function hundredthsOf(x: number): number {
  const divisor = TWO_52 - x; // a whole number ≤ 2^52: exact
  const quotient = NUMERATOR / divisor; // the true quotient within a relative 2^-53
  const nearest = Math.round(quotient);
  let floor = Math.floor(quotient);
  if (Math.abs(quotient - nearest) <= quotient * 2 ** -52) {
    // Too close to a whole number for a double to say on which side the true quotient lies.
    undecidedByDoubles += 1;
    floor = BigInt(nearest) * BigInt(divisor) <= BigInt(NUMERATOR) ? nearest : nearest - 1;
  }
  return Math.max(100, floor);
}

/** "2.37" from 237 hundredths, by text, so no double rounding can hide a wrong last digit. */
const pointText = (hundredths: bigint) =>
  `${hundredths / 100n}.${String(hundredths % 100n).padStart(2, '0')}`;

/** The first X whose point reaches T hundredths, solved by hand: 2^52 − X ≤ 99 × 2^52 / T. */
const firstDrawReaching = (target: bigint) => 2n ** 52n - (99n * 2n ** 52n) / target;

describe(`a chain of ${ROUNDS.toLocaleString('en')} hashes made with node:crypto`, () => {
  it('crash-chain.ts finds the same terminal hash and round hashes from its checkpoints', () => {
    const checkpoints = buildCheckpoints(SEED, ROUNDS, 1_000);
    expect(checkpoints.terminalHash).toBe(terminalHash);
    const sampled = [1, 2, 999, 1_000, 1_001, 1_002, 50_000, 50_001, ROUNDS - 1, ROUNDS];
    for (let round = 7; round < ROUNDS; round += 997) sampled.push(round);
    for (const round of sampled) {
      if (roundHash(round, checkpoints) !== hashOfRound(round)) expect.fail(`round ${round}`);
    }
  });

  it('links every round to the one before it, round 1 to the terminal hash, and no other way', () => {
    expect(verifyLink(hashOfRound(1), terminalHash)).toBe(true);
    for (let round = 2; round <= ROUNDS; round += 1) {
      if (!verifyLink(hashOfRound(round), hashOfRound(round - 1))) expect.fail(`round ${round}`);
    }
    expect(verifyLink(hashOfRound(1), hashOfRound(2))).toBe(false);
    expect(verifyLink(hashOfRound(3), hashOfRound(1))).toBe(false);
    expect(verifyLink(hashOfRound(2), terminalHash)).toBe(false);
  });

  it('crash.ts gives every round the crash point computed here', () => {
    undecidedByDoubles = 0;
    for (let round = 1; round <= ROUNDS; round += 1) {
      const hash = hashOfRound(round);
      const x = draw(hash);
      const hundredths = hundredthsOf(x);
      if (crashTsHundredths(round) !== hundredths) {
        expect.fail(`round ${round}: X = ${x}, here ${hundredths}, crash.ts ${crashTsHundredths(round)}`);
      }
    }
    // The draw and the point as a number with two decimals, for a sample (the bulk is compared above).
    for (let round = 1; round <= ROUNDS; round += 101) {
      const hash = hashOfRound(round);
      const point = crashPointFromHash(hash, SALT);
      expect(crashDraw(hash, SALT)).toBe(BigInt(draw(hash)));
      if (point.toFixed(2) !== pointText(BigInt(hundredthsOf(draw(hash)))))
        expect.fail(`round ${round}: ${point}`);
    }
    // Doubles decide all but a handful: the exact products settle a whole-number edge, not the bulk.
    expect(undecidedByDoubles).toBeLessThan(10);
  });

  it(`reaches each c in 0.99 / c of the rounds (chi-square, p > 0.001)`, () => {
    const edges = [100, 101, 110, 125, 150, 200, 300, 500, 1_000, 2_000, 10_000, 100_000];
    const reaching = (edge: number) => (edge <= 100 ? 1 : 99 / edge);
    const observed = edges.map(() => 0);
    for (let round = 1; round <= ROUNDS; round += 1) {
      const hundredths = crashTsHundredths(round);
      let bin = edges.length - 1;
      while ((edges[bin] as number) > hundredths) bin -= 1;
      observed[bin] = (observed[bin] as number) + 1;
    }
    const expected = edges.map((edge, i) => {
      const next = edges[i + 1];
      return ROUNDS * (reaching(edge) - (next === undefined ? 0 : reaching(next)));
    });
    const result = chiSquareTest(observed, expected);
    expect(result.pValue, JSON.stringify({ observed, result })).toBeGreaterThan(0.001);
    // Crashes at 1.00 (no one can cash out): 1 − 0.99 / 1.01 ≈ 1.98 %, within 4 standard deviations.
    const instant = 1 - 0.99 / 1.01;
    const spread = 4 * Math.sqrt(ROUNDS * instant * (1 - instant));
    expect(Math.abs((observed[0] as number) - ROUNDS * instant)).toBeLessThan(spread);
  });
});

describe('edge draws', () => {
  it.each([
    ['X = 0', 0n, '1.00'],
    ['just below 1 % of 2^52 (raw 0.99999…)', 45_035_996_273_704n, '1.00'],
    ['the first X whose raw quotient reaches 1', 45_035_996_273_705n, '1.00'],
    ['the last X at 1.00', firstDrawReaching(101n) - 1n, '1.00'],
    ['the first X at 1.01 (the instant-crash boundary)', firstDrawReaching(101n), '1.01'],
    ['X = 2^51 (99 / 0.5)', 2n ** 51n, '1.98'],
    ['X = 2^52 − 1, the largest', 2n ** 52n - 1n, '4458563631096791.04'],
  ])('%s gives %s', (_, x, text) => {
    expect(pointText(crashPointHundredthsFromDraw(x))).toBe(text);
    expect(crashPointFromDraw(x)).toBe(Number(text));
    expect(crashPointHundredthsFromDraw(x)).toBe(BigInt(hundredthsOf(Number(x))));
  });

  it('steps through every hundredth from 1.01 to 100.00, and a spread up to 1,000,000, where solved by hand', () => {
    const targets: bigint[] = [];
    for (let t = 101n; t <= 10_000n; t += 1n) targets.push(t);
    for (let t = 10_001n; t <= 100_000_000n; t = (t * 1_013n) / 1_000n) targets.push(t);
    targets.push(100_000_000n);
    for (const target of targets) {
      const first = firstDrawReaching(target);
      const at = crashPointHundredthsFromDraw(first);
      const before = crashPointHundredthsFromDraw(first - 1n);
      if (at !== target || before !== target - 1n) expect.fail(`T = ${target}: ${before}, ${at}`);
    }
  });
});

/** The snippet of docs/fairness.md's Crash section: its code block that defines crashPoint. */
function playerSnippet(): string {
  const docs = readFileSync(join(import.meta.dirname, '../../docs/fairness.md'), 'utf8');
  const crash = docs.slice(docs.indexOf('## Crash'));
  const blocks = [...crash.matchAll(/```js\n([\s\S]*?)```/g)].map((match) => match[1] as string);
  return blocks.find((block) => block.includes('function crashPoint')) ?? '';
}

describe("the player's snippet in docs/fairness.md", () => {
  it('is at most 10 lines and prints what crash.ts and the chain say', () => {
    const snippet = playerSnippet();
    expect(snippet.trim().split('\n').length).toBeLessThanOrEqual(10);
    const dir = mkdtempSync(join(tmpdir(), 'crash-snippet-'));
    try {
      const file = join(dir, 'verify-crash.mjs');
      writeFileSync(file, snippet);
      const run = (...args: string[]) =>
        execFileSync(process.execPath, [file, ...args], { encoding: 'utf8' });
      for (const round of [1, 2, 3, 4_321, ROUNDS]) {
        const hash = hashOfRound(round);
        const previous = round === 1 ? terminalHash : hashOfRound(round - 1);
        const point = crashPointFromHash(hash, SALT).toFixed(2);
        expect(run(hash, SALT, previous)).toBe(`crash point ${point}x\nlink ok\n`);
      }
      expect(run(hashOfRound(5), SALT, hashOfRound(3))).toContain('link BROKEN');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
