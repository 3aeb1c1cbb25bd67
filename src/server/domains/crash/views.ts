import type { CrashBetView, CrashWin } from '../../../contract/crash';
import type { EquippedItems } from '../../../contract/shop';
import type { CrashBetRow } from './repository';

/** Equipped cosmetics of several players at once (the shop's equippedOf). */
export type CosmeticsOf = (userIds: number[]) => Promise<Map<number, EquippedItems>>;

export type CrashBetWithPlayer = CrashBetRow & { username: string; profilePicture: string | null };

/** Bets as everyone watching sees them, each with its player's name, picture and cosmetics. */
export async function toBetViews(
  rows: CrashBetWithPlayer[],
  cosmeticsOf: CosmeticsOf,
): Promise<CrashBetView[]> {
  if (rows.length === 0) return [];
  const cosmetics = await cosmeticsOf([...new Set(rows.map((row) => row.userId))]);
  return rows.map((row) => ({
    betId: row.id,
    userId: row.userId,
    username: row.username,
    profilePicture: row.profilePicture,
    cosmetics: cosmetics.get(row.userId) as CrashBetView['cosmetics'],
    betAmount: row.betAmount,
    autoCashout: row.autoCashout,
    cashedOutAt: row.cashedOutAt,
    payout: row.payout,
  }));
}

/** Winning cash-outs as the Social Hub's wins feed shows them: each bet with its round. */
export async function toWinViews(rows: CrashBetWithPlayer[], cosmeticsOf: CosmeticsOf): Promise<CrashWin[]> {
  const views = await toBetViews(rows, cosmeticsOf);
  return views.map((view, i) => ({ ...view, roundId: (rows[i] as CrashBetWithPlayer).roundId }));
}
