import { beforeAll, describe, expect, it } from 'vitest';
import { chooseLocale, preloadNamespaces } from '../../lib/i18n';
import { climbMs, climbValue } from './hooks/use-climb';
import { chanceProblemText, limboText } from './limbo-texts';
import {
  chanceFieldText,
  cleanDecimal,
  formatMultiplier,
  parseTarget,
  targetFieldText,
  targetForChance,
} from './target';

beforeAll(() => preloadNamespaces(['limbo']));

describe('the target field', () => {
  it.each([
    ['2', 2],
    ['1.01', 1.01],
    ['1000000', 1_000_000],
    ['1000000.00', 1_000_000],
    [' 3.5 ', 3.5],
  ])('%j is a target of %d', (text, value) => {
    expect(parseTarget(text)).toEqual({ value, problem: null });
  });

  it.each([
    ['', 'notANumber'],
    ['.', 'notANumber'],
    ['1', 'belowMin'],
    ['1.009', 'belowMin'],
    ['1000000.01', 'aboveMax'],
    ['2.555', 'tooManyDecimals'],
  ])('%j is refused as %s', (text, problem) => {
    expect(parseTarget(text)).toEqual({ value: null, problem });
  });

  it('keeps digits and one decimal point of what is typed', () => {
    expect(cleanDecimal('1,000.5.5x')).toBe('1000.55');
    expect(cleanDecimal('abc')).toBe('');
  });

  it('reads a comma as the decimal point where the language writes it so, and keeps the point it shows', async () => {
    await chooseLocale('de');
    try {
      expect(cleanDecimal('2,5')).toBe('2.5');
      // The field shows "2.5"; typing on keeps the point a decimal point.
      expect(cleanDecimal('2.50')).toBe('2.50');
      expect(parseTarget(cleanDecimal('1,01'))).toEqual({ value: 1.01, problem: null });
    } finally {
      await chooseLocale('en');
    }
  });
});

describe('the win chance field', () => {
  it('shows 99 / target in percent', () => {
    expect(chanceFieldText(2)).toBe('49.5');
    expect(chanceFieldText(1.01)).toBe('98.0198');
    expect(chanceFieldText(1_000_000)).toBe('0.000099');
  });

  it('sets the target to 99 / chance, to the nearest hundredth', () => {
    expect(targetForChance('49.5')).toEqual({ value: 2, problem: null });
    expect(targetForChance('33')).toEqual({ value: 3, problem: null });
    expect(targetForChance('10')).toEqual({ value: 9.9, problem: null });
    expect(targetForChance('98.0198')).toEqual({ value: 1.01, problem: null });
    expect(targetForChance('0.000099')).toEqual({ value: 1_000_000, problem: null });
  });

  it('refuses a chance no target gives', () => {
    for (const text of ['', '0', '99', '98.03', '0.00009']) {
      expect(targetForChance(text)).toEqual({ value: null, problem: 'chanceOutOfRange' });
    }
    expect(chanceProblemText(limboText)).toBe('Win chance must be from 0.000099% to 98.01%');
  });

  it('writes a target back without needless decimals', () => {
    expect(targetFieldText(2)).toBe('2');
    expect(targetFieldText(9.9)).toBe('9.90');
    expect(targetFieldText(1.01)).toBe('1.01');
  });
});

describe('the counter', () => {
  it('shows multipliers with two decimals and grouping', () => {
    expect(formatMultiplier(1)).toBe('1.00x');
    expect(formatMultiplier(1234.5)).toBe('1,234.50x');
  });

  it('climbs from 1x to the result without passing it, and takes longer for more', () => {
    expect(climbValue(50, 0)).toBe(1);
    expect(climbValue(50, 1)).toBe(50);
    const path = [0.1, 0.3, 0.5, 0.7, 0.9, 0.99].map((t) => climbValue(50, t));
    expect(path).toEqual([...path].sort((a, b) => a - b));
    expect(Math.max(...path)).toBeLessThanOrEqual(50);
    expect(climbMs(1)).toBeLessThan(climbMs(10));
    expect(climbMs(1e9)).toBe(1400);
  });
});
