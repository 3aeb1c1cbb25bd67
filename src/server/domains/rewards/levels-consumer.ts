import type { Kysely } from 'kysely';
import { LEVEL_MILESTONES, levelForXp, levelReward } from '../../../contract/levels';
import type { Notification } from '../../../contract/notifications';
import { NOTIFICATION_TEXTS } from '../../../contract/notifications-texts';
import { nowIso } from '../../clock';
import type { WalletService } from '../../core/money/wallet-service';
import type { FoldedRecord, RecordsConsumer } from '../../core/wager/records-feed';
import type { DB } from '../../db/schema';
import type { Notifier } from '../notifications/service';

/** Levels reached written per statement: 4 values a row, well under every database's limit. */
const LEVEL_ROWS_PER_STATEMENT = 500;

/** Each player's edge-weighted wager in a batch, players in id order. */
function weightedByPlayer(records: readonly FoldedRecord[]): [number, number][] {
  const sums = new Map<number, number>();
  for (const record of records) {
    if (record.weighted > 0) sums.set(record.userId, (sums.get(record.userId) ?? 0) + record.weighted);
  }
  return [...sums].sort((a, b) => a[0] - b[0]);
}

/**
 * The wager fold's consumer for levels and rakeback: adds each player's edge-weighted wager of the
 * batch to their XP and to the rakeback they can claim, and pays every level reached, once per
 * (player, level): the player_levels row's unique key, its credit and the player's notification are
 * all in the fold's transaction. The notification is pushed to the player's pages after the commit.
 */
export function createLevelsConsumer(wallet: WalletService, notifier: Notifier): RecordsConsumer {
  return async (trx: Kysely<DB>, records: readonly FoldedRecord[]) => {
    const sums = weightedByPlayer(records);
    if (sums.length === 0) return;
    const userIds = sums.map(([userId]) => userId);
    const before = new Map(
      (
        await trx
          .selectFrom('playerRewards')
          .select(['userId', 'xp', 'level'])
          .where('userId', 'in', userIds)
          .execute()
      ).map((row) => [row.userId, { xp: Number(row.xp), level: row.level }]),
    );
    const at = nowIso();
    const rows = sums.map(([userId, weighted]) => {
      const xp = (before.get(userId)?.xp ?? 0) + weighted;
      return { userId, xp, level: levelForXp(xp), rakeback: weighted, updatedAt: at };
    });
    await trx
      .insertInto('playerRewards')
      .values(rows)
      .onConflict((conflict) =>
        conflict.column('userId').doUpdateSet((eb) => ({
          xp: eb.ref('excluded.xp'),
          level: eb.ref('excluded.level'),
          rakeback: eb('playerRewards.rakeback', '+', eb.ref('excluded.rakeback')),
          updatedAt: eb.ref('excluded.updatedAt'),
        })),
      )
      .execute();

    const told: { userId: number; notification: Notification }[] = [];
    for (const row of rows) {
      const from = before.get(row.userId)?.level ?? 1;
      if (row.level <= from) continue;
      // Every level reached in the batch at once: a row each (in slices of a few hundred), one credit
      // for their sum. A very large bet crosses thousands of levels; a statement or two per level held
      // the player's row (and SQLite's writer) for seconds.
      const reached = Array.from({ length: row.level - from }, (_, i) => from + 1 + i);
      for (let start = 0; start < reached.length; start += LEVEL_ROWS_PER_STATEMENT) {
        await trx
          .insertInto('playerLevels')
          .values(
            reached
              .slice(start, start + LEVEL_ROWS_PER_STATEMENT)
              .map((level) => ({ userId: row.userId, level, reward: levelReward(level), reachedAt: at })),
          )
          .execute();
      }
      const amount = reached.reduce((sum, level) => sum + levelReward(level), 0);
      if (amount > 0) {
        await wallet.credit(trx, row.userId, amount, {
          type: 'reward',
          description:
            reached.length === 1 ? `Level ${row.level} reached` : `Levels ${from + 1}–${row.level} reached`,
        });
      }
      const milestone = LEVEL_MILESTONES.some((level) => level > from && level <= row.level);
      const notification = await notifier.write(trx, row.userId, {
        kind: 'levelUp',
        ...NOTIFICATION_TEXTS.levelUp(row.level, amount),
        data: { level: row.level, amount, milestone },
      });
      told.push({ userId: row.userId, notification });
    }
    if (told.length > 0) return () => notifier.push(...told);
  };
}
