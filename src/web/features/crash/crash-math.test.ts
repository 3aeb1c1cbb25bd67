import { describe, expect, it } from 'vitest';
import { crashMessages } from '../../../contract/crash-texts';
import {
  anchorFromStart,
  anchorFromTick,
  cashoutPayout,
  chipTone,
  cleanMultiplier,
  clockOffset,
  countdownSeconds,
  curveFrame,
  elapsedAt,
  formatCrashMultiplier,
  parseAutoCashout,
} from './crash-math';

const START = '2026-01-01T00:00:00.000Z';
const startMs = Date.parse(START);

describe('the round clock', () => {
  it('takes the latest tick back from its arrival: the curve goes on from the server elapsed time', () => {
    const anchor = anchorFromTick(50_000, 1_200);
    expect(anchor).toBe(48_800);
    expect(elapsedAt(anchor, 50_000)).toBe(1_200);
    expect(elapsedAt(anchor, 50_016)).toBe(1_216);
  });

  it('learns how far the server clock is ahead, and corrects startedAt with it', () => {
    // The tick says 1 s elapsed; it arrived when the page's clock read start + 1.25 s: the page is 250 ms ahead.
    const offset = clockOffset(START, 1_000, startMs + 1_250);
    expect(offset).toBe(-250);
    expect(anchorFromStart(START, offset)).toBe(startMs + 250);
    expect(anchorFromStart(START, 0)).toBe(startMs);
  });

  it('never runs backwards past the start', () => {
    expect(elapsedAt(1_000, 900)).toBe(0);
  });

  it('counts down to startsAt in tenths of a second, on the server clock, never below zero', () => {
    expect(countdownSeconds(START, startMs - 4_230, 0)).toBe('4.2');
    expect(countdownSeconds(START, startMs - 4_230, 1_000)).toBe('3.2');
    expect(countdownSeconds(START, startMs + 500, 0)).toBe('0.0');
  });
});

describe('chipTone', () => {
  it.each([
    [1, 'loss'],
    [1.99, 'loss'],
    [2, 'win'],
    [9.99, 'win'],
    [10, 'gold'],
    [1_000_000, 'gold'],
  ] as const)('%s× is %s', (point, tone) => {
    expect(chipTone(point)).toBe(tone);
  });
});

describe('parseAutoCashout', () => {
  it('is off when empty, and takes 1.01 to 1,000,000 with two decimals', () => {
    expect(parseAutoCashout('')).toEqual({ value: null, problem: null });
    expect(parseAutoCashout('  ')).toEqual({ value: null, problem: null });
    expect(parseAutoCashout('1.01')).toEqual({ value: 1.01, problem: null });
    expect(parseAutoCashout('2')).toEqual({ value: 2, problem: null });
    expect(parseAutoCashout('1000000')).toEqual({ value: 1_000_000, problem: null });
  });

  it.each([
    ['1', crashMessages.autoCashoutBelowMin],
    ['1.015', crashMessages.autoCashoutDecimals],
    ['2.555', crashMessages.autoCashoutDecimals],
    ['1000000.01', crashMessages.autoCashoutAboveMax],
    ['.', crashMessages.autoCashoutNotANumber],
  ])('refuses %s in the contract words', (text, problem) => {
    expect(parseAutoCashout(text)).toEqual({ value: null, problem });
  });

  it('keeps digits and one point of what was typed', () => {
    expect(cleanMultiplier('2,5x0.1')).toBe('250.1');
    expect(cleanMultiplier('1.2.3')).toBe('1.23');
  });
});

describe('payouts and labels', () => {
  it('pays bet × multiplier floored to whole FF', () => {
    expect(cashoutPayout(100, 2.1)).toBe(210);
    expect(cashoutPayout(10, 1.15)).toBe(11);
    expect(cashoutPayout(33, 1.01)).toBe(33);
    expect(cashoutPayout(10, 1)).toBe(10);
  });

  it('writes multipliers with two decimals and a times sign', () => {
    expect(formatCrashMultiplier(2.37)).toBe('2.37×');
    expect(formatCrashMultiplier(1250)).toBe('1,250.00×');
  });

  it('frames the curve with room ahead and above, never smaller than 10 s and 2×', () => {
    expect(curveFrame(0, 1)).toEqual({ maxMs: 10_000, maxMultiplier: 2 });
    const frame = curveFrame(40_000, 11);
    expect(frame.maxMs).toBe(46_000);
    expect(frame.maxMultiplier).toBe(13);
  });
});
