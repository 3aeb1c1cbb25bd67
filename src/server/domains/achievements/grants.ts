import type { Kysely } from 'kysely';
import { ACHIEVEMENT_NOTIFICATION, achievementByCode } from '../../../contract/achievements';
import type { Notification } from '../../../contract/notifications';
import { nowIso } from '../../clock';
import type { DB } from '../../db/schema';
import type { Notifier } from '../notifications/service';
import type { AchievementsRepository } from './repository';
import type { Reached } from './sweep-sources';

export interface Told {
  userId: number;
  notification: Notification;
}

/**
 * Grants what the players reached and have not earned yet, in the caller's transaction: each row of
 * user_achievements with its notification. The unique key (player, achievement) passes over what a
 * concurrent fold, instance or sweep wrote first, and only the rows this call wrote are told.
 * Answers the notifications to push once the transaction has committed.
 */
export async function grantReached(
  trx: Kysely<DB>,
  repository: AchievementsRepository,
  notifier: Notifier,
  reached: readonly Reached[],
): Promise<Told[]> {
  const wanted = reached.filter((r) => r.codes.length > 0);
  if (wanted.length === 0) return [];
  const userIds = [...new Set(wanted.map((r) => r.userId))];
  const owned = new Set((await repository.earnedBy(trx, userIds)).map((row) => `${row.userId}:${row.code}`));
  const at = nowIso();
  const fresh = new Map<string, { userId: number; code: string; earnedAt: string }>();
  for (const { userId, codes } of wanted) {
    for (const code of codes) {
      const key = `${userId}:${code}`;
      if (!owned.has(key) && achievementByCode(code)) fresh.set(key, { userId, code, earnedAt: at });
    }
  }
  const written = await repository.insertEarned(trx, [...fresh.values()]);
  const told: Told[] = [];
  for (const row of written) {
    const achievement = achievementByCode(row.code);
    if (!achievement) continue;
    const notification = await notifier.write(trx, row.userId, {
      kind: 'achievement',
      ...ACHIEVEMENT_NOTIFICATION(achievement.title),
      data: {
        code: achievement.code,
        title: achievement.title,
        rarity: achievement.rarity,
        badge: achievement.badge,
      },
    });
    told.push({ userId: row.userId, notification });
  }
  return told;
}
