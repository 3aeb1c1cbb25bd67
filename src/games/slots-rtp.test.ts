import { createHmac, createSecretKey } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { FLOATS_PER_ROUND, fairFloats } from './fair';
import {
  matchLine,
  PAYLINES,
  REELS,
  SLOT_FLOATS_PER_SPIN,
  SLOT_SYMBOLS,
  type SlotSymbol,
  SYMBOL_WEIGHTS,
  settleSpin,
} from './slots';

// The slot machine's return to player: exact by enumeration, and by simulation with the fair floats.

const TOTAL_WEIGHT = SLOT_SYMBOLS.reduce((sum, symbol) => sum + SYMBOL_WEIGHTS[symbol], 0);

/**
 * Exact expected factor of one line: every one of the 10^5 symbol combinations, weighted by the
 * product of its symbols' weights, over 34^5. Lines are 5 independent cells, so all 9 lines share it.
 */
function exactLineReturn(): { paid: bigint; total: bigint; rumRowWins: string[] } {
  const weights = SLOT_SYMBOLS.map((symbol) => BigInt(SYMBOL_WEIGHTS[symbol]));
  const cells: SlotSymbol[] = Array(REELS).fill('rum');
  const rumRowWins: string[] = [];
  let paid = 0n;
  for (let code = 0; code < SLOT_SYMBOLS.length ** REELS; code += 1) {
    let rest = code;
    let weight = 1n;
    for (let reel = 0; reel < REELS; reel += 1) {
      const index = rest % SLOT_SYMBOLS.length;
      cells[reel] = SLOT_SYMBOLS[index] as SlotSymbol;
      weight *= weights[index] as bigint;
      rest = Math.floor(rest / SLOT_SYMBOLS.length);
    }
    const match = matchLine(cells);
    if (match === null) continue;
    paid += weight * BigInt(match.factor);
    if (match.symbol === 'rum') rumRowWins.push(cells.join(' '));
  }
  return { paid, total: BigInt(TOTAL_WEIGHT) ** BigInt(REELS), rumRowWins };
}

const EXACT = exactLineReturn();
const EXACT_RTP = (9 * Number(EXACT.paid)) / Number(EXACT.total);

describe('return to player', () => {
  it('is 98.59 % by exact enumeration of one line', () => {
    expect(EXACT.total).toBe(45_435_424n);
    expect(EXACT.paid).toBe(4_977_314n);
    const numerator = BigInt(PAYLINES.length) * EXACT.paid;
    // rounded to hundredths of a percent, and truncated to 8 decimals of the fraction
    expect((numerator * 20_000n + EXACT.total) / (2n * EXACT.total)).toBe(9859n);
    expect((numerator * 100_000_000n) / EXACT.total).toBe(98_592_292n);
    // With this table three or four leading rums never outpay the symbol run behind them.
    expect(EXACT.rumRowWins).toEqual(['rum rum rum rum rum']);
  });

  // fairFloats in plain TypeScript needs about 25 s for a million spins; node:crypto computes the same
  // HMAC-SHA256 bytes (checked below and in fair.test.ts) in about a quarter of that.
  const SIMULATION = { serverSeed: 'slots-rtp-server-seed', clientSeed: 'slots-rtp-client-seed' };
  const simulationKey = createSecretKey(Buffer.from(SIMULATION.serverSeed, 'utf8'));

  function fillFairFloats(nonce: number, floats: number[]): void {
    for (let round = 0; round * FLOATS_PER_ROUND < floats.length; round += 1) {
      const bytes = createHmac('sha256', simulationKey)
        .update(`${SIMULATION.clientSeed}:${nonce}:${round}`)
        .digest();
      const first = round * FLOATS_PER_ROUND;
      for (let i = 0; i < FLOATS_PER_ROUND && first + i < floats.length; i += 1) {
        floats[first + i] = bytes.readUInt32BE(i * 4) / 2 ** 32;
      }
    }
  }

  it('the simulation draws the fair floats', () => {
    const floats: number[] = Array(SLOT_FLOATS_PER_SPIN).fill(0);
    for (const nonce of [0, 1, 123_456, 999_999]) {
      fillFairFloats(nonce, floats);
      expect(floats).toEqual(fairFloats({ ...SIMULATION, nonce }, SLOT_FLOATS_PER_SPIN));
    }
  });

  it('is met within 0.5 percentage points by 1,000,000 fair spins', { timeout: 120_000 }, () => {
    const spins = 1_000_000;
    const bet = 10;
    const floats: number[] = Array(SLOT_FLOATS_PER_SPIN).fill(0);
    const symbolCounts = new Map<SlotSymbol, number>(SLOT_SYMBOLS.map((symbol) => [symbol, 0]));
    let won = 0;
    for (let nonce = 0; nonce < spins; nonce += 1) {
      fillFairFloats(nonce, floats);
      const spin = settleSpin(bet, floats);
      won += spin.win;
      for (const reel of spin.reels) {
        for (const symbol of reel) symbolCounts.set(symbol, (symbolCounts.get(symbol) ?? 0) + 1);
      }
    }
    // One spin returns 5.27 bets of standard deviation, so 0.5 points is about one standard error
    // here: this catches a wrong table or draw, not a small bias. The symbol shares below are sharper.
    expect(Math.abs(won / (spins * bet) - EXACT_RTP)).toBeLessThan(0.005);
    for (const symbol of SLOT_SYMBOLS) {
      const share = (symbolCounts.get(symbol) ?? 0) / (spins * SLOT_FLOATS_PER_SPIN);
      expect(Math.abs(share - SYMBOL_WEIGHTS[symbol] / TOTAL_WEIGHT)).toBeLessThan(0.0005);
    }
  });
});
