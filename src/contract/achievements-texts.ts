// The achievements: their catalogue, texts and plain types, without the validator, so the web app
// can load them. The server grants by this catalogue (domains/achievements), the profile shows it.

import { LEVEL_MILESTONES } from './levels';
import type { Rarity } from './shop-texts';

/** What earns an achievement, by the part of the product it reads (docs/achievements.md). */
export const ACHIEVEMENT_KINDS = [
  'firstBet',
  'bets',
  'bigWin',
  'streak',
  'game',
  'daily',
  'friends',
  'shop',
  'race',
  'level',
] as const;
export type AchievementKind = (typeof ACHIEVEMENT_KINDS)[number];

/** The badge an achievement grants: drawn like a shop badge (a glyph in a colour, with an effect). */
export interface AchievementBadge {
  glyph: string;
  color: string;
  effect: 'static' | 'pulse' | 'glow';
}

export interface AchievementDefinition {
  /** Stable: stored with each earned achievement and named by the wear-a-badge call. */
  code: string;
  title: string;
  /** What earns it, shown beside a locked one. */
  description: string;
  rarity: Rarity;
  kind: AchievementKind;
  /** The game it reads, for the achievements of one game. */
  game?: string;
  /** The number to reach: bets, multiple of the stake, days, friends, items, the race rank at most. */
  goal: number;
  badge: AchievementBadge;
}

const badge = (
  glyph: string,
  color: string,
  effect: AchievementBadge['effect'] = 'static',
): AchievementBadge => ({
  glyph,
  color,
  effect,
});

/** The first bet of each game whose bets are recorded (coinflip's sessions are not bet records). */
const FIRST_BETS: readonly AchievementDefinition[] = [
  ['dice', 'First Roll', 'Place your first dice bet.', 'dice', '#e2e8f0'],
  ['slots', 'First Spin', 'Spin the slots for the first time.', 'clover', '#34d399'],
  ['limbo', 'Limbo Debut', 'Place your first limbo bet.', 'ticket', '#38bdf8'],
  ['plinko', 'First Drop', 'Drop your first plinko ball.', 'chip', '#f472b6'],
  ['crash', 'Lift-off', 'Play your first crash round.', 'rocket', '#fb923c'],
  ['mines', 'Minesweeper', 'Finish your first mines round.', 'gem', '#a78bfa'],
  ['blackjack', 'Take a Seat', 'Play your first blackjack hand.', 'ace', '#fde68a'],
].map(([game, title, description, glyph, color]) => ({
  code: `first-${game}`,
  title: title as string,
  description: description as string,
  rarity: 'common' as const,
  kind: 'firstBet' as const,
  game: game as string,
  goal: 1,
  badge: badge(glyph as string, color as string),
}));

/** The level milestones of the levels' curve (LEVEL_MILESTONES), each with a badge. */
const LEVEL_LOOKS: Record<number, [string, Rarity, string, AchievementBadge['effect']]> = {
  5: ['Rising Star', 'common', '#93c5fd', 'static'],
  10: ['Seasoned', 'uncommon', '#34d399', 'pulse'],
  25: ['Veteran', 'rare', '#38bdf8', 'pulse'],
  50: ['Elite', 'epic', '#c084fc', 'glow'],
  100: ['Legend', 'legendary', '#fde047', 'glow'],
};

const LEVELS: readonly AchievementDefinition[] = LEVEL_MILESTONES.map((level) => {
  const [title, rarity, color, effect] = LEVEL_LOOKS[level] ?? [`Level ${level}`, 'rare', '#38bdf8', 'pulse'];
  return {
    code: `level-${level}`,
    title,
    description: `Reach level ${level}.`,
    rarity,
    kind: 'level' as const,
    goal: level,
    badge: badge(level >= 50 ? 'crown' : 'star', color, effect),
  };
});

/** Every achievement, in the order the profile lists them. */
export const ACHIEVEMENTS: readonly AchievementDefinition[] = [
  ...FIRST_BETS,
  {
    code: 'bets-100',
    title: 'Regular',
    description: 'Place 100 bets in all.',
    rarity: 'common',
    kind: 'bets',
    goal: 100,
    badge: badge('chip', '#cbd5e1'),
  },
  {
    code: 'bets-1000',
    title: 'High Volume',
    description: 'Place 1,000 bets in all.',
    rarity: 'uncommon',
    kind: 'bets',
    goal: 1000,
    badge: badge('chip', '#fbbf24', 'pulse'),
  },
  {
    code: 'bets-10000',
    title: 'Fixture of the House',
    description: 'Place 10,000 bets in all.',
    rarity: 'epic',
    kind: 'bets',
    goal: 10000,
    badge: badge('key', '#fde047', 'glow'),
  },
  {
    code: 'win-10x',
    title: 'Tenfold',
    description: 'Win a bet that pays 10× its stake or more.',
    rarity: 'uncommon',
    kind: 'bigWin',
    goal: 10,
    badge: badge('star', '#facc15'),
  },
  {
    code: 'win-100x',
    title: 'Hundredfold',
    description: 'Win a bet that pays 100× its stake or more.',
    rarity: 'rare',
    kind: 'bigWin',
    goal: 100,
    badge: badge('star', '#f97316', 'pulse'),
  },
  {
    code: 'win-1000x',
    title: 'One in a Thousand',
    description: 'Win a bet that pays 1,000× its stake or more.',
    rarity: 'legendary',
    kind: 'bigWin',
    goal: 1000,
    badge: badge('crown', '#fde047', 'glow'),
  },
  {
    code: 'streak-10',
    title: 'Unstoppable',
    description:
      'Win 10 bets in a row in one game: ten bets one after another, all of the same game and each paying more than its stake.',
    rarity: 'epic',
    kind: 'streak',
    goal: 10,
    badge: badge('flame', '#f97316', 'glow'),
  },
  {
    code: 'high-roller',
    title: 'High Roller',
    description: 'Place a single bet of 10,000 FF or more.',
    rarity: 'rare',
    kind: 'bigWin',
    goal: 10000,
    badge: badge('chest', '#f59e0b'),
  },
  {
    code: 'crash-5x',
    title: 'Steady Hands',
    description: 'Cash out a crash round at 5× or more.',
    rarity: 'uncommon',
    kind: 'game',
    game: 'crash',
    goal: 5,
    badge: badge('rocket', '#38bdf8'),
  },
  {
    code: 'crash-50x',
    title: 'To the Moon',
    description: 'Cash out a crash round at 50× or more.',
    rarity: 'epic',
    kind: 'game',
    game: 'crash',
    goal: 50,
    badge: badge('rocket', '#c084fc', 'glow'),
  },
  {
    code: 'mines-10',
    title: 'Gem Hunter',
    description: 'Uncover 10 gems in one mines round.',
    rarity: 'uncommon',
    kind: 'game',
    game: 'mines',
    goal: 10,
    badge: badge('gem', '#34d399'),
  },
  {
    code: 'mines-20',
    title: 'Treasure Map',
    description: 'Uncover 20 gems in one mines round.',
    rarity: 'epic',
    kind: 'game',
    game: 'mines',
    goal: 20,
    badge: badge('gem', '#22d3ee', 'glow'),
  },
  {
    code: 'blackjack-natural',
    title: 'Natural',
    description: 'Be dealt a blackjack (an ace and a ten-value card) and win with it.',
    rarity: 'uncommon',
    kind: 'game',
    game: 'blackjack',
    goal: 1,
    badge: badge('ace', '#f8fafc', 'pulse'),
  },
  {
    code: 'daily-3',
    title: 'Habit Forming',
    description: 'Claim the daily reward 3 days in a row.',
    rarity: 'common',
    kind: 'daily',
    goal: 3,
    badge: badge('chest', '#94a3b8'),
  },
  {
    code: 'daily-7',
    title: 'Full Week',
    description: 'Claim the daily reward 7 days in a row.',
    rarity: 'uncommon',
    kind: 'daily',
    goal: 7,
    badge: badge('chest', '#fbbf24', 'pulse'),
  },
  {
    code: 'daily-30',
    title: 'Devoted',
    description: 'Claim the daily reward 30 days in a row.',
    rarity: 'epic',
    kind: 'daily',
    goal: 30,
    badge: badge('chest', '#f43f5e', 'glow'),
  },
  {
    code: 'friends-1',
    title: 'Good Company',
    description: 'Make your first friend.',
    rarity: 'common',
    kind: 'friends',
    goal: 1,
    badge: badge('heart', '#fb7185'),
  },
  {
    code: 'friends-10',
    title: 'Life of the Party',
    description: 'Have 10 friends.',
    rarity: 'rare',
    kind: 'friends',
    goal: 10,
    badge: badge('heart', '#f472b6', 'pulse'),
  },
  {
    code: 'shop-1',
    title: 'First Purchase',
    description: 'Own an item from the shop.',
    rarity: 'common',
    kind: 'shop',
    goal: 1,
    badge: badge('horseshoe', '#94a3b8'),
  },
  {
    code: 'shop-10',
    title: 'Collector',
    description: 'Own 10 items from the shop.',
    rarity: 'rare',
    kind: 'shop',
    goal: 10,
    badge: badge('scale', '#a78bfa', 'pulse'),
  },
  {
    code: 'race-prize',
    title: 'In the Money',
    description: 'Finish a weekly race among the prizes (top 10).',
    rarity: 'rare',
    kind: 'race',
    goal: 10,
    badge: badge('trophy', '#cbd5e1'),
  },
  {
    code: 'race-top3',
    title: 'On the Podium',
    description: 'Finish a weekly race in the top 3.',
    rarity: 'legendary',
    kind: 'race',
    goal: 3,
    badge: badge('trophy', '#fde047', 'glow'),
  },
  ...LEVELS,
];

export const ACHIEVEMENT_CODES = ACHIEVEMENTS.map((achievement) => achievement.code);

export function achievementByCode(code: string): AchievementDefinition | undefined {
  return ACHIEVEMENTS.find((achievement) => achievement.code === code);
}

export const achievementsMessages = {
  playerNotFound: 'Player not found',
  notEarned: 'You have not earned this badge yet',
  unknownAchievement: 'No such achievement',
  loadFailed: 'Failed to load achievements.',
  wearFailed: 'Failed to change the badge.',
} as const;

/** The notification a player gets when they earn one (English, as every server text). */
export const ACHIEVEMENT_NOTIFICATION = (title: string) => ({
  title: 'Achievement unlocked',
  text: `${title}: its badge is in your collection.`,
});

/** The words of the profile's achievements and the public page. */
export const ACHIEVEMENTS_UI = {
  tab: 'Achievements',
  title: 'Achievements',
  earnedCount: (earned: number, total: number) => `${earned} of ${total} earned`,
  earnedOn: (date: string) => `Earned ${date}`,
  locked: 'Locked',
  wear: 'Wear badge',
  wearing: 'Wearing',
  takeOff: 'Take off',
  noneYet: 'No achievements yet.',
  publicTitle: (username: string) => `${username}'s achievements`,
  wornBadge: 'Badge worn',
  wornHint: 'One badge is worn at a time, beside your name in chat, leaderboards and your profile.',
} as const;
