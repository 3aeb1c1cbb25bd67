import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

// Column names are snake_case in the database and camelCase here (CamelCasePlugin).
// Flags are stored as 0/1 integers so that both dialects bind them the same way.

/** A column the database fills with its default when an insert leaves it out. */
type Defaulted<T> = ColumnType<T, T | undefined, T>;
/** A nullable column an insert may leave out. */
type Optional<T> = ColumnType<T | null, T | null | undefined, T | null>;

export interface UsersTable {
  id: Generated<number>;
  username: string;
  usernameLower: string;
  email: string;
  emailLower: string;
  passwordHash: string;
  funFunds: number;
  isAdmin: Defaulted<number>;
  isBanned: Defaulted<number>;
  profilePicture: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface AuthTokensTable {
  tokenHash: string;
  userId: number;
  createdAt: string;
  expiresAt: string;
}

export interface TransactionsTable {
  id: Generated<number>;
  userId: number;
  type: string;
  game: string | null;
  amount: number;
  balanceAfter: number;
  description: string;
  createdAt: string;
  /** On the payout row of a round game: what the round staked before (0008). */
  stake: Optional<number>;
  /** The game record (finished bet) this row settles (0009). */
  betId: Optional<number>;
  /** The round this row belongs to: game_rounds for mines and blackjack, coinflip_sessions for coinflip (0009). */
  roundId: Optional<number>;
}

export interface FairnessSeedsTable {
  id: Generated<number>;
  userId: number;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: Defaulted<number>;
  active: Defaulted<number>;
  createdAt: string;
  revealedAt: string | null;
}

export interface GameRecordsTable {
  id: Generated<number>;
  userId: number;
  game: string;
  betAmount: number;
  payout: number;
  profit: number;
  /** The game's own outcome as JSON (roll, reels, hands…). */
  details: string;
  seedId: number | null;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  createdAt: string;
}

export interface GameRoundsTable {
  id: Generated<number>;
  userId: number;
  game: string;
  status: string;
  /** The whole round as JSON, secrets included: only public views of it are sent. */
  state: string;
  version: Defaulted<number>;
  betAmount: number;
  seedId: number;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  createdAt: string;
  updatedAt: string;
}

export interface CoinflipSessionsTable {
  id: Generated<number>;
  creatorId: number;
  opponentId: number | null;
  opponentIsBot: Defaulted<number>;
  amount: number;
  choice: string;
  /** waiting, active (decided and paid, not yet announced), completed (announced) or cancelled. */
  status: string;
  serverSeed: string;
  serverSeedHash: string;
  result: string | null;
  /** The winning user; null in a decided session means the bot won. */
  winnerId: number | null;
  createdAt: string;
  joinedAt: string | null;
  finishedAt: string | null;
}

export interface ShopItemsTable {
  id: Generated<number>;
  slug: string;
  name: string;
  description: string;
  price: number;
  type: string;
  rarity: string;
  effect: string;
  /** JSON object. */
  effectProps: string;
  setName: string | null;
  sortOrder: number;
}

export interface UserItemsTable {
  id: Generated<number>;
  userId: number;
  itemId: number;
  pricePaid: number;
  purchasedAt: string;
}

export interface EquippedItemsTable {
  userId: number;
  slot: string;
  itemId: number;
}

export interface ChatMessagesTable {
  id: Generated<number>;
  senderId: number;
  text: string;
  /** 'text' or 'share' (a shared win, written by the server). */
  kind: string;
  createdAt: string;
  deletedAt: Optional<string>;
  deletedBy: Optional<number>;
  betId: Optional<number>;
}

export interface FriendRequestsTable {
  id: Generated<number>;
  senderId: number;
  receiverId: number;
  createdAt: string;
}

export interface FriendshipsTable {
  userId: number;
  friendId: number;
  createdAt: string;
}

export interface UserPresenceTable {
  userId: number;
  doNotDisturb: Defaulted<number>;
  lastOnline: string | null;
}

export interface PresenceSocketsTable {
  socketId: string;
  userId: number;
  instanceId: string;
  idle: Defaulted<number>;
  seenAt: string;
}

export interface LeaderboardEntriesTable {
  id: Generated<number>;
  userId: number;
  category: string;
  value: number;
  gameType: string | null;
  achievedAt: string;
  edited: Defaulted<number>;
}

export interface AdminAuditLogTable {
  id: Generated<number>;
  actorId: number;
  action: string;
  targetUserId: number | null;
  details: string | null;
  createdAt: string;
}

/** Where admin rights came from outside the admin panel (see migration 0013). */
export type AdminGrantSource = 'ADMIN_EMAILS' | 'command line';

export interface AdminGrantsTable {
  id: Generated<number>;
  userId: number | null;
  /** The ADMIN_EMAILS address that gave the rights (unique); null for the command line. */
  emailLower: string | null;
  source: AdminGrantSource;
  isAdmin: number;
  createdAt: string;
}

/** The crash game's one hash chain (migration 0014): checkpoints as JSON, the driver lease's fence. */
export interface CrashChainTable {
  id: number;
  length: number;
  every: number;
  salt: string;
  terminalHash: string;
  checkpoints: string;
  fence: Defaulted<number>;
  createdAt: string;
}

export interface CrashRoundsTable {
  /** The round number r: it uses the chain's hash r − 1. */
  id: number;
  phase: string;
  startsAt: string;
  startedAt: string | null;
  /** Written when the round ends, with its hash. */
  crashPoint: number | null;
  hash: string | null;
  crashedAt: string | null;
}

export interface CrashBetsTable {
  id: Generated<number>;
  roundId: number;
  userId: number;
  betAmount: number;
  autoCashout: number | null;
  cashedOutAt: Optional<number>;
  payout: Optional<number>;
  createdAt: string;
}

/** One claim of the daily reward (migration 0015): unique per player and UTC day (YYYY-MM-DD). */
export interface DailyClaimsTable {
  id: Generated<number>;
  userId: number;
  day: string;
  streak: number;
  amount: number;
  claimedAt: string;
}

/** One claim of a daily mission (migration 0016): unique per player, UTC day (YYYY-MM-DD) and mission. */
export interface MissionClaimsTable {
  id: Generated<number>;
  userId: number;
  day: string;
  missionId: number;
  amount: number;
  claimedAt: string;
}

/** A player's notification (migration 0015); `data` is JSON. */
export interface NotificationsTable {
  id: Generated<number>;
  userId: number;
  kind: string;
  title: string;
  text: string;
  data: string;
  createdAt: string;
  readAt: Optional<string>;
}

/** A weekly race (migration 0018): id is the week's number since Monday 5 Jan 1970; paid_at once its prizes are paid. */
export interface RacesTable {
  id: number;
  startsAt: string;
  endsAt: string;
  prizePool: number;
  paidAt: Optional<string>;
}

/** A player's score in a race (migration 0018): edge-weighted wager in hundredths of FF, and the last record that raised it. */
export interface RaceScoresTable {
  raceId: number;
  userId: number;
  score: number;
  reachedId: number;
}

/** A paid race prize (migration 0018): unique per (race, player) and per (race, rank). */
export interface RacePrizesTable {
  id: Generated<number>;
  raceId: number;
  userId: number;
  rank: number;
  amount: number;
  paidAt: string;
}

export interface DB {
  users: UsersTable;
  authTokens: AuthTokensTable;
  transactions: TransactionsTable;
  fairnessSeeds: FairnessSeedsTable;
  gameRecords: GameRecordsTable;
  gameRounds: GameRoundsTable;
  shopItems: ShopItemsTable;
  userItems: UserItemsTable;
  equippedItems: EquippedItemsTable;
  coinflipSessions: CoinflipSessionsTable;
  chatMessages: ChatMessagesTable;
  friendRequests: FriendRequestsTable;
  friendships: FriendshipsTable;
  userPresence: UserPresenceTable;
  presenceSockets: PresenceSocketsTable;
  leaderboardEntries: LeaderboardEntriesTable;
  adminAuditLog: AdminAuditLogTable;
  adminGrants: AdminGrantsTable;
  crashChain: CrashChainTable;
  crashRounds: CrashRoundsTable;
  crashBets: CrashBetsTable;
  dailyClaims: DailyClaimsTable;
  missionClaims: MissionClaimsTable;
  notifications: NotificationsTable;
  races: RacesTable;
  raceScores: RaceScoresTable;
  racePrizes: RacePrizesTable;
  hiddenPlayers: HiddenPlayersTable;
  userAchievements: UserAchievementsTable;
  achievementTallies: AchievementTalliesTable;
  wornBadges: WornBadgesTable;
  achievementSweeps: AchievementSweepsTable;
  wagerFold: WagerFoldTable;
  wagerFoldGaps: WagerFoldGapsTable;
  playerRewards: PlayerRewardsTable;
  playerLevels: PlayerLevelsTable;
  rakebackClaims: RakebackClaimsTable;
  missionProgress: MissionProgressTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type TransactionRow = Selectable<TransactionsTable>;
export type FairnessSeedRow = Selectable<FairnessSeedsTable>;
export type GameRecordRow = Selectable<GameRecordsTable>;
export type GameRoundRow = Selectable<GameRoundsTable>;
export type CoinflipSessionRow = Selectable<CoinflipSessionsTable>;
export type ShopItemRow = Selectable<ShopItemsTable>;
export type ChatMessageRow = Selectable<ChatMessagesTable>;
export type DailyClaimRow = Selectable<DailyClaimsTable>;
export type NotificationRow = Selectable<NotificationsTable>;
export type NewNotificationRow = Insertable<NotificationsTable>;

/** A player hidden from the live bets feed and the public bet pages (migration 0020). */
export interface HiddenPlayersTable {
  userId: number;
  hiddenAt: string;
}

/** The wager fold's mark (migration 0017): one row (id 1), the last game_records id handed on. */
export interface WagerFoldTable {
  id: number;
  lastId: number;
}

/** A game_records id the fold's mark passed while it was missing (migration 0017). */
export interface WagerFoldGapsTable {
  recordId: number;
  seenAt: string;
}

/** A player's XP and rakeback (migration 0017), in hundredths of FF of edge-weighted wager. */
export interface PlayerRewardsTable {
  userId: number;
  xp: number;
  level: number;
  /** Rakeback accrued and not yet claimed, in hundredths of FF. */
  rakeback: number;
  updatedAt: string;
}

/** A level a player reached (migration 0017): unique per (player, level), with the reward it paid. */
export interface PlayerLevelsTable {
  id: Generated<number>;
  userId: number;
  level: number;
  reward: number;
  reachedAt: string;
}

/** A rakeback claim (migration 0017): unique per (player, claim number). */
export interface RakebackClaimsTable {
  id: Generated<number>;
  userId: number;
  claim: number;
  amount: number;
  claimedAt: string;
}

/** An achievement a player earned (migration 0019): unique per (player, code). */
export interface UserAchievementsTable {
  id: Generated<number>;
  userId: number;
  code: string;
  earnedAt: string;
}

/** What the bet achievements count per player across the wager fold's batches (migration 0019). */
export interface AchievementTalliesTable {
  userId: number;
  bets: Defaulted<number>;
  /** The game of the current run of winning bets, and its length. */
  streakGame: Optional<string>;
  streak: Defaulted<number>;
}

/** The achievement badge a player wears, at most one (migration 0019). */
export interface WornBadgesTable {
  userId: number;
  code: string;
  wornAt: string;
}

/** How far the achievements' sweep read each source (migration 0019): an id or a time, as text. */
export interface AchievementSweepsTable {
  source: string;
  mark: string;
}

/** The XP a daily mission of a player counted on a UTC day (migration 0017), kept by the wager fold. */
export interface MissionProgressTable {
  userId: number;
  day: string;
  missionId: number;
  xp: number;
}
