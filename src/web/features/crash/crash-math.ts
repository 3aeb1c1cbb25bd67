import { crashMessages } from '../../../contract/crash-texts';
import { limboPayout, limboTargetProblem, toHundredths } from '../../../games/limbo';

import { formatMultiplier, formatNumber } from '../../lib/format';
// The crash page's pure sums: the round's clock, the chips' colours, the auto cash-out as typed and
// the payout of a cash-out. The server decides every amount; these only draw and label it.

/** A multiplier as the crash page shows it: "2.37×", "1,250.00×". */
export function formatCrashMultiplier(value: number): string {
  return formatMultiplier(value);
}

/**
 * Where the round's clock starts on the page's own clock (Date.now()): the server's elapsedMs of the
 * latest tick, taken back from the moment the tick arrived. Before any tick, the server's startedAt
 * corrected by what the ticks taught of the two clocks' difference.
 */
export function anchorFromTick(arrivedAt: number, elapsedMs: number): number {
  return arrivedAt - elapsedMs;
}

export function anchorFromStart(startedAt: string, serverMinusClient: number): number {
  return Date.parse(startedAt) - serverMinusClient;
}

/** How far the server's clock is ahead of the page's, learnt from a tick of a round started at startedAt. */
export function clockOffset(startedAt: string, elapsedMs: number, arrivedAt: number): number {
  return Date.parse(startedAt) + elapsedMs - arrivedAt;
}

/** The milliseconds the round has run at `now`, never below zero. */
export function elapsedAt(anchor: number, now: number): number {
  return Math.max(0, now - anchor);
}

/** Seconds left in the betting phase as the countdown shows them: "4.2". */
export function countdownSeconds(startsAt: string, now: number, serverMinusClient: number): string {
  const left = Date.parse(startsAt) - (now + serverMinusClient);
  return formatNumber(Math.max(0, left) / 1000, 1);
}

export type ChipTone = 'loss' | 'win' | 'gold';

/** Red below 2×, green from 2×, gold from 10×. */
export function chipTone(crashPoint: number): ChipTone {
  if (crashPoint >= 10) return 'gold';
  return crashPoint >= 2 ? 'win' : 'loss';
}

export type AutoCashout = { value: number | null; problem: null } | { value: null; problem: string };

/** Digits and one decimal point, commas dropped: what the auto cash-out field keeps of what was typed. */
export function cleanMultiplier(raw: string): string {
  const kept = raw.replace(/,/g, '').replace(/[^\d.]/g, '');
  const point = kept.indexOf('.');
  const once = point < 0 ? kept : `${kept.slice(0, point + 1)}${kept.slice(point + 1).replace(/\./g, '')}`;
  return once.slice(0, 12);
}

const PROBLEM_TEXT = {
  notANumber: crashMessages.autoCashoutNotANumber,
  belowMin: crashMessages.autoCashoutBelowMin,
  aboveMax: crashMessages.autoCashoutAboveMax,
  tooManyDecimals: crashMessages.autoCashoutDecimals,
} as const;

/** The auto cash-out as typed: empty is none; else 1.01 to 1,000,000 with two decimals at most. */
export function parseAutoCashout(text: string): AutoCashout {
  const trimmed = text.trim();
  if (trimmed === '') return { value: null, problem: null };
  const value = trimmed === '.' ? Number.NaN : Number(trimmed);
  const problem = limboTargetProblem(value);
  return problem === null ? { value, problem: null } : { value: null, problem: PROBLEM_TEXT[problem] };
}

/** What cashing out `bet` at `multiplier` pays: bet × multiplier, floored to whole FF. */
export function cashoutPayout(bet: number, multiplier: number): number {
  const hundredths = toHundredths(multiplier) ?? Math.floor(multiplier * 100);
  return limboPayout(bet, Math.max(100, hundredths));
}

/** The curve's frame: the time and multiplier the axes reach, with room above and ahead of the line. */
export function curveFrame(elapsedMs: number, multiplier: number): { maxMs: number; maxMultiplier: number } {
  return {
    maxMs: Math.max(10_000, elapsedMs * 1.15),
    maxMultiplier: Math.max(2, 1 + (multiplier - 1) * 1.2),
  };
}
