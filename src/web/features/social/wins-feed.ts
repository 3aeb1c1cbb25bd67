import { CRASH_WINS_LENGTH, type CrashWin } from '../../../contract/crash-texts';

/** A round's fresh wins on top of those shown, each bet once, at most CRASH_WINS_LENGTH. */
export function mergeWins(fresh: readonly CrashWin[], shown: readonly CrashWin[]): CrashWin[] {
  const ids = new Set(fresh.map((win) => win.betId));
  return [...fresh, ...shown.filter((win) => !ids.has(win.betId))].slice(0, CRASH_WINS_LENGTH);
}
