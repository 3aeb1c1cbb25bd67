import {
  ACHIEVEMENTS,
  type AchievementDefinition,
  achievementByCode,
  achievementsMessages,
  type EarnedAchievement,
  type MyAchievements,
  type PublicAchievements,
  type WearBadgeResponse,
} from '../../../contract/achievements';
import type { EquippedItems, ShopItem } from '../../../contract/shop';
import { nowIso } from '../../clock';
import type { UnitOfWork } from '../../db/unit-of-work';
import { badRequest, notFound } from '../../http/errors';
import type { AchievementsRepository } from './repository';

/** Equipped cosmetics of several players at once (the shop service's equippedOf). */
export type CosmeticsOf = (userIds: number[]) => Promise<Map<number, EquippedItems>>;

export interface AchievementsServiceDeps {
  uow: UnitOfWork;
  repository: AchievementsRepository;
  /** The shop's cosmetics: an achievement badge takes the badge slot when the shop's is empty. */
  shopCosmeticsOf: CosmeticsOf;
  /** Takes the shop badge off, so that one badge is worn at a time. */
  takeOffShopBadge(userId: number): Promise<unknown>;
}

const bare = (): EquippedItems => ({
  avatar: null,
  border: null,
  background: null,
  badge: null,
  nameColor: null,
});

/** An achievement's badge in the shape every name with its cosmetics is drawn from (a shop badge's). */
export function badgeItem(achievement: AchievementDefinition): ShopItem {
  return {
    _id: 0,
    slug: `achievement-${achievement.code}`,
    name: achievement.title,
    description: achievement.description,
    price: 0,
    type: 'badge',
    rarity: achievement.rarity,
    effect: achievement.badge.effect,
    effectProps: { glyph: achievement.badge.glyph, color: achievement.badge.color, intensity: 0.8 },
    setName: 'Achievements',
  };
}

const publicView = (achievement: AchievementDefinition, earnedAt: string): EarnedAchievement => ({
  code: achievement.code,
  title: achievement.title,
  description: achievement.description,
  rarity: achievement.rarity,
  badge: achievement.badge,
  earnedAt,
});

export function createAchievementsService(deps: AchievementsServiceDeps) {
  const { uow, repository, shopCosmeticsOf } = deps;

  /**
   * What players wear, as chat, leaderboards, crash and the profile show it: the shop's cosmetics,
   * with the worn achievement badge in the badge slot unless a shop badge was put on since.
   */
  async function cosmeticsOf(userIds: number[]): Promise<Map<number, EquippedItems>> {
    const [cosmetics, worn] = await Promise.all([
      shopCosmeticsOf(userIds),
      repository.wornBy(uow.db, userIds),
    ]);
    for (const [userId, code] of worn) {
      const achievement = achievementByCode(code);
      const equipped = cosmetics.get(userId) ?? bare();
      if (achievement && equipped.badge === null)
        cosmetics.set(userId, { ...equipped, badge: badgeItem(achievement) });
    }
    return cosmetics;
  }

  async function wornBadge(userId: number): Promise<string | null> {
    const badge = (await cosmeticsOf([userId])).get(userId)?.badge;
    return badge?.slug.startsWith('achievement-') ? badge.slug.slice('achievement-'.length) : null;
  }

  return {
    cosmeticsOf,

    /** Every achievement, earned (with when) or locked, in the catalogue's order. */
    async mine(userId: number): Promise<MyAchievements> {
      const [rows, worn] = await Promise.all([repository.earnedBy(uow.db, [userId]), wornBadge(userId)]);
      const earnedAt = new Map(rows.map((row) => [row.code, row.earnedAt]));
      const achievements = ACHIEVEMENTS.map((achievement) => {
        const at = earnedAt.get(achievement.code) ?? null;
        return {
          code: achievement.code,
          title: achievement.title,
          description: achievement.description,
          rarity: achievement.rarity,
          badge: achievement.badge,
          earned: at !== null,
          earnedAt: at,
        };
      });
      return {
        achievements,
        earned: achievements.filter((a) => a.earned).length,
        total: ACHIEVEMENTS.length,
        wornBadge: worn,
      };
    },

    /** What anyone may see of a player: their name, what they wear and what they earned, with when. */
    async ofPlayer(userId: number): Promise<PublicAchievements> {
      const player = await repository.playerName(userId);
      if (!player) throw notFound(achievementsMessages.playerNotFound);
      const [rows, cosmetics] = await Promise.all([
        repository.earnedBy(uow.db, [userId]),
        cosmeticsOf([userId]),
      ]);
      const earnedAt = new Map(rows.map((row) => [row.code, row.earnedAt]));
      const achievements = ACHIEVEMENTS.flatMap((achievement) => {
        const at = earnedAt.get(achievement.code);
        return at ? [publicView(achievement, at)] : [];
      });
      return {
        player: { id: player.id, username: player.username, cosmetics: cosmetics.get(userId) ?? bare() },
        achievements,
        total: ACHIEVEMENTS.length,
      };
    },

    /** Wears an earned achievement's badge (taking a shop badge off), or takes the worn one off. */
    async wear(userId: number, code: string | null): Promise<WearBadgeResponse> {
      if (code === null) {
        await repository.takeOff(uow.db, userId);
      } else {
        if (!achievementByCode(code)) throw badRequest(achievementsMessages.unknownAchievement);
        await uow.run(async (trx) => {
          const earned = await repository.earnedBy(trx, [userId]);
          if (!earned.some((row) => row.code === code)) throw badRequest(achievementsMessages.notEarned);
          await repository.wear(trx, userId, code, nowIso());
        });
        await deps.takeOffShopBadge(userId);
      }
      const cosmetics = (await cosmeticsOf([userId])).get(userId) ?? bare();
      return { wornBadge: code === null ? null : await wornBadge(userId), cosmetics };
    },
  };
}

export type AchievementsService = ReturnType<typeof createAchievementsService>;
