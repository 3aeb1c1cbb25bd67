import { type Static, Type } from 'typebox';
import { achievementsMessages } from './achievements-texts';
import { IdParams, StringEnum } from './common';
import { EquippedItems, RARITIES } from './shop';

export * from './achievements-texts';

export const AchievementBadgeSchema = Type.Object({
  glyph: Type.String(),
  color: Type.String(),
  effect: StringEnum(['static', 'pulse', 'glow'] as const),
});

/** One achievement of the catalogue, as the player's own list shows it (earned or locked). */
export const Achievement = Type.Object({
  code: Type.String(),
  title: Type.String(),
  /** What earns it. */
  description: Type.String(),
  rarity: StringEnum(RARITIES),
  badge: AchievementBadgeSchema,
  earned: Type.Boolean(),
  /** ISO 8601; null while locked. */
  earnedAt: Type.Union([Type.String(), Type.Null()]),
});
export type Achievement = Static<typeof Achievement>;

/** `GET /api/achievements`: every achievement, earned or locked, and the badge the player wears. */
export const MyAchievements = Type.Object({
  achievements: Type.Array(Achievement),
  earned: Type.Integer(),
  total: Type.Integer(),
  /** The code of the achievement whose badge is worn, or null. */
  wornBadge: Type.Union([Type.String(), Type.Null()]),
});
export type MyAchievements = Static<typeof MyAchievements>;

/** An earned achievement as anyone may see it. */
export const EarnedAchievement = Type.Object({
  code: Type.String(),
  title: Type.String(),
  description: Type.String(),
  rarity: StringEnum(RARITIES),
  badge: AchievementBadgeSchema,
  earnedAt: Type.String(),
});
export type EarnedAchievement = Static<typeof EarnedAchievement>;

/** `GET /api/users/:id/achievements`: the player's public name and what they earned, nothing else. */
export const PublicAchievements = Type.Object({
  player: Type.Object({ id: Type.Integer(), username: Type.String(), cosmetics: EquippedItems }),
  achievements: Type.Array(EarnedAchievement),
  total: Type.Integer(),
});
export type PublicAchievements = Static<typeof PublicAchievements>;

export const PlayerParams = IdParams(achievementsMessages.playerNotFound);
export type PlayerParams = Static<typeof PlayerParams>;

/** Wears the badge of an earned achievement, or takes the worn one off (null). */
export const WearBadgeBody = Type.Object(
  { code: Type.Union([Type.String({ minLength: 1, maxLength: 64 }), Type.Null()]) },
  { additionalProperties: false },
);
export type WearBadgeBody = Static<typeof WearBadgeBody>;

export const WearBadgeResponse = Type.Object({
  wornBadge: Type.Union([Type.String(), Type.Null()]),
  /** What the player now wears, the badge slot holding the achievement's badge. */
  cosmetics: EquippedItems,
});
export type WearBadgeResponse = Static<typeof WearBadgeResponse>;
