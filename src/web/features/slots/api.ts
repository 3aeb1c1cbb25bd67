import type { SlotLineWin, SlotsSpinResponse } from '../../../contract/slots';
import { REELS, ROWS, SLOT_SYMBOLS, type SlotSymbol } from '../../../games/slots';
import { api } from '../../lib/api';

export function fetchSlotsHistory(signal: AbortSignal) {
  return api('GET /api/games/slots/history', { signal });
}

/** One spin at `betAmount`; the answer is checked before the reels may show it. */
export async function spinSlots(betAmount: number): Promise<SlotsSpinResponse> {
  const answer: unknown = await api('POST /api/games/slots', { body: { betAmount } });
  return parseSpinResponse(answer);
}

/** A spin answer the reels cannot show; the page treats it like any failed spin. */
export class InvalidSpinResponseError extends Error {
  constructor(detail: string) {
    super(`Invalid slots response: ${detail}`);
    this.name = 'InvalidSpinResponseError';
  }
}

const SYMBOLS: ReadonlySet<string> = new Set(SLOT_SYMBOLS);

export function isSlotSymbol(value: unknown): value is SlotSymbol {
  return typeof value === 'string' && SYMBOLS.has(value);
}

function isCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0;
}

function isReels(value: unknown): value is SlotSymbol[][] {
  return (
    Array.isArray(value) &&
    value.length === REELS &&
    value.every((reel) => Array.isArray(reel) && reel.length === ROWS && reel.every(isSlotSymbol))
  );
}

function isLineWin(value: unknown): value is SlotLineWin {
  if (typeof value !== 'object' || value === null) return false;
  const line = value as Partial<SlotLineWin>;
  return (
    isCount(line.lineId) &&
    line.lineId >= 1 &&
    line.lineId <= 9 &&
    isSlotSymbol(line.symbol) &&
    isCount(line.matchCount) &&
    isCount(line.winAmount) &&
    Array.isArray(line.positions) &&
    line.positions.every(
      (cell) => isCount(cell?.reel) && cell.reel < REELS && isCount(cell?.row) && cell.row < ROWS,
    )
  );
}

/** Checks every field the page relies on (SPEC.md: an invalid server response raises an error). */
export function parseSpinResponse(payload: unknown): SlotsSpinResponse {
  if (typeof payload !== 'object' || payload === null) throw new InvalidSpinResponseError('no body');
  const body = payload as Partial<SlotsSpinResponse>;
  if (!isReels(body.reels)) throw new InvalidSpinResponseError('reels');
  if (!isCount(body.win)) throw new InvalidSpinResponseError('win');
  if (!Array.isArray(body.winResults) || !body.winResults.every(isLineWin)) {
    throw new InvalidSpinResponseError('winResults');
  }
  if (!isCount(body.newBalance)) throw new InvalidSpinResponseError('newBalance');
  if (!isCount(body.betAmount)) throw new InvalidSpinResponseError('betAmount');
  if (!isCount(body.betId)) throw new InvalidSpinResponseError('betId');
  return body as SlotsSpinResponse;
}
