import { GAME_NAMES } from '../../../contract/common';
import { isNotableWin, NOTABLE_LINE } from '../../../contract/social';
/** A finished bet as its game record keeps it. */
export interface SharedBet {
  game: string;
  betAmount: number;
  payout: number;
  /** The record's JSON details. */
  details: string;
}

interface SlotLine {
  matchCount?: unknown;
  symbol?: unknown;
}

function fiveOfAKind(bet: SharedBet): string | null {
  if (bet.game !== 'slots') return null;
  try {
    const lines = (JSON.parse(bet.details) as { winResults?: SlotLine[] }).winResults ?? [];
    const line = lines.find((item) => Number(item.matchCount) >= NOTABLE_LINE);
    return line ? String(line.symbol) : null;
  } catch {
    return null;
  }
}

const multiplierOf = (bet: SharedBet) =>
  bet.betAmount > 0 ? Math.floor((Number(bet.payout) / Number(bet.betAmount)) * 100) / 100 : 0;

const funds = (amount: number) => `${Math.floor(amount).toLocaleString('en-US')} FF`;

/**
 * The chat line for a shared win, built from the player's own game record, so nobody can share a win
 * they did not have; null when the win is not notable (a multiplier under 5 and no slots line of 5).
 */
export function shareText(username: string, bet: SharedBet): string | null {
  const multiplier = multiplierOf(bet);
  const symbol = fiveOfAKind(bet);
  if (!isNotableWin(bet.betAmount, Number(bet.payout)) && symbol === null) return null;
  const game = GAME_NAMES[bet.game] ?? bet.game;
  const won = funds(Number(bet.payout));
  if (symbol !== null) return `${username} hit a line of 5 ${symbol} on ${game} and won ${won}!`;
  return `${username} won ${won} on ${game} with a ${multiplier}x multiplier!`;
}
