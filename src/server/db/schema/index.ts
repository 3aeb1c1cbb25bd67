import type { Insertable, Selectable } from 'kysely';
import type {
  AdminAuditLogTable,
  AdminGrantsTable,
  AuthTokensTable,
  TransactionsTable,
  UsersTable,
} from './accounts';
import type {
  CoinflipBetsTable,
  CoinflipSessionsTable,
  CrashBetsTable,
  CrashChainTable,
  CrashRoundsTable,
  FairnessSeedsTable,
  GameRecordsTable,
  GameRoundsTable,
} from './games';
import type { ChatMutesTable, ChatReportsTable, PlayerMutesTable } from './moderation';
import type {
  AchievementSweepsTable,
  AchievementTalliesTable,
  DailyClaimsTable,
  MissionClaimsTable,
  MissionProgressTable,
  NotificationsTable,
  PlayerLevelsTable,
  PlayerRewardsTable,
  RacePrizesTable,
  RaceScoreBandsTable,
  RaceScoresTable,
  RacesTable,
  RakebackClaimsTable,
  UserAchievementsTable,
  WagerFoldGapsTable,
  WagerFoldTable,
  WornBadgesTable,
} from './rewards';
import type {
  ChatMessagesTable,
  EquippedItemsTable,
  FriendRequestsTable,
  FriendshipsTable,
  HiddenPlayersTable,
  LeaderboardEntriesTable,
  PresenceSocketsTable,
  ShopItemsTable,
  UserItemsTable,
  UserPresenceTable,
} from './social';
import type { TipDaysTable, WagerTotalsTable } from './tips';

// The database's tables, by area (one file each); every query is typed by DB.

export type * from './accounts';
export type * from './games';
export type * from './moderation';
export type * from './rewards';
export type * from './social';
export type * from './tips';

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
  coinflipBets: CoinflipBetsTable;
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
  raceScoreBands: RaceScoreBandsTable;
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
  wagerTotals: WagerTotalsTable;
  tipDays: TipDaysTable;
  chatReports: ChatReportsTable;
  playerMutes: PlayerMutesTable;
  chatMutes: ChatMutesTable;
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
