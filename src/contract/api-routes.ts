import type { Static } from 'typebox';
import type * as accounts from './accounts';
import type * as achievements from './achievements';
import type * as admin from './admin';
import type * as blackjack from './blackjack';
import type * as common from './common';
import type * as crash from './crash';
import type * as dice from './dice';
import type * as fairness from './fairness';
import type * as leaderboard from './leaderboard';
import type * as limbo from './limbo';
import type * as liveBets from './live-bets';
import type * as mines from './mines';
import type * as moderation from './moderation';
import type * as notifications from './notifications';
import type * as plinko from './plinko';
import type * as profile from './profile';
import type * as races from './races';
import type * as rewards from './rewards';
import type * as shop from './shop';
import type * as slots from './slots';
import type * as social from './social';
import type * as tips from './tips';
import type * as wallet from './wallet';

// Every HTTP route, as `METHOD /path` -> what it takes and what it answers, in the manner of
// socket-events.ts. The types come from the schemas the server validates with; this file imports
// types only, so the web app's client (src/web/lib/api.ts) checks URL, body and answer at no cost
// in the bundle.

/** An instant game's route: the bet's body and its settled answer. */
type Bet<Body, Answer> = { body: Body; answer: Answer };

export interface ApiRoutes {
  // accounts
  'POST /api/auth/register': { body: accounts.RegisterBody; answer: accounts.Session };
  'POST /api/auth/login': { body: accounts.LoginBody; answer: accounts.Session };
  'GET /api/auth/profile': { answer: accounts.PublicUser };
  'POST /api/auth/logout': { answer: common.MessageBody };
  'GET /api/users/me': { answer: accounts.PublicUser };
  'PUT /api/users/profile': { body: accounts.UpdateProfileBody; answer: accounts.PublicUser };
  'POST /api/users/resetFunds': { answer: accounts.ResetFundsResponse };
  'GET /api/users/stats': { answer: profile.GamingStats };

  // admin
  'GET /api/users': { query: admin.UsersQuery; answer: admin.UsersPage };
  'PATCH /api/users/:id/admin': {
    params: Static<typeof admin.UserIdParams>;
    body: Static<typeof admin.SetAdminBody>;
    answer: accounts.PublicUser;
  };
  'PATCH /api/users/:id/ban': {
    params: Static<typeof admin.UserIdParams>;
    body: Static<typeof admin.SetBanBody>;
    answer: accounts.PublicUser;
  };
  'POST /api/funds/add': { body: admin.AddFundsBody; answer: admin.AddFundsResponse };
  'GET /api/admin/audit': { query: admin.AuditQuery; answer: admin.AuditPage };
  'GET /api/admin/event-loop': { answer: admin.EventLoopStats };

  // games
  'POST /api/games/dice': Bet<dice.DiceBody, dice.DiceResult>;
  'POST /api/games/slots': Bet<slots.SlotsBody, slots.SlotsSpinResponse>;
  'POST /api/games/limbo': Bet<limbo.LimboBody, limbo.LimboResult>;
  'POST /api/games/plinko': Bet<plinko.PlinkoBody, plinko.PlinkoResult>;
  'GET /api/games/crash': { answer: crash.CrashState };
  'POST /api/games/crash/bet': { body: crash.CrashBetBody; answer: crash.CrashBetAnswer };
  'POST /api/games/crash/cashout': { answer: crash.CrashCashoutAnswer };
  'GET /api/games/crash/wins': { answer: crash.CrashWinsAnswer };
  'GET /api/games/crash/rounds/:id': {
    params: Static<typeof crash.CrashRoundParams>;
    answer: crash.CrashFinishedRound;
  };
  'GET /api/games/slots/history': { answer: slots.SlotsHistoryResponse };
  'POST /api/games/mines': { body: mines.MinesBody; answer: mines.MinesResponse };
  'GET /api/games/mines': { answer: mines.MinesCurrentResponse };
  'POST /api/games/blackjack': { body: blackjack.BlackjackBody; answer: blackjack.BlackjackResponse };
  'GET /api/games/blackjack': { answer: Static<typeof blackjack.BlackjackCurrentResponse> };
  'GET /api/games/history': {
    query: Static<typeof blackjack.HistoryQuery>;
    answer: blackjack.HistoryRecord[];
  };

  // fairness
  'GET /api/fairness': { answer: fairness.ActiveSeedPair };
  'PUT /api/fairness/client-seed': { body: fairness.ClientSeedBody; answer: fairness.ActiveSeedPair };
  'POST /api/fairness/rotate': { body: Static<typeof fairness.RotateBody>; answer: fairness.RotateResponse };
  'GET /api/fairness/seeds': { answer: fairness.RevealedSeedsResponse };
  'GET /api/fairness/bets': { query: fairness.BetsQuery; answer: fairness.BetsResponse };
  'GET /api/fairness/bets/:id': {
    params: Static<typeof fairness.BetIdParams>;
    query: fairness.BetQuery;
    answer: fairness.BetRecord;
  };
  'GET /api/fairness/rtp': { answer: fairness.RtpResponse };

  // live bets and the public bet pages
  'GET /api/bets/live': { query: liveBets.LiveBetsQuery; answer: liveBets.LiveBetsAnswer };
  'GET /api/bets/privacy': { answer: liveBets.BetPrivacy };
  'PUT /api/bets/privacy': { body: liveBets.BetPrivacy; answer: liveBets.BetPrivacy };
  'GET /api/bets/:id': { params: Static<typeof liveBets.PublicBetParams>; answer: liveBets.PublicBet };

  // wallet
  'GET /api/funds/transactions': { query: wallet.TransactionsQuery; answer: wallet.TransactionsResponse };

  // leaderboard
  'GET /api/leaderboard': { answer: leaderboard.LeaderboardResponse };
  'POST /api/leaderboard': {
    body: leaderboard.CreateLeaderboardEntryBody;
    answer: leaderboard.LeaderboardEntry;
  };
  'PUT /api/leaderboard/:id': {
    params: Static<typeof leaderboard.LeaderboardEntryParams>;
    body: leaderboard.UpdateLeaderboardEntryBody;
    answer: leaderboard.LeaderboardEntry;
  };
  'DELETE /api/leaderboard/:id': {
    params: Static<typeof leaderboard.LeaderboardEntryParams>;
    answer: common.MessageBody;
  };
  'POST /api/leaderboard/update-from-transactions': { answer: leaderboard.UpdateFromTransactionsResponse };
  'DELETE /api/leaderboard/clear/:category': {
    params: Static<typeof leaderboard.LeaderboardCategoryParams>;
    answer: common.MessageBody;
  };

  // shop
  'GET /api/shop/items': { answer: shop.ShopItem[] };
  'GET /api/shop/user-items': { answer: shop.OwnedItem[] };
  'POST /api/shop/purchase/:id': { params: Static<typeof shop.ItemIdParams>; answer: shop.PurchaseResponse };
  'GET /api/shop/equipped': { answer: shop.EquippedItems };
  'PUT /api/shop/equipped': { body: shop.EquipBody; answer: shop.EquippedItems };

  // social
  'GET /api/social/chat': { query: social.ChatRoomQuery; answer: social.ChatMessages };
  'POST /api/social/chat': { body: social.ChatPostBody; answer: social.ChatMessageResponse };
  'POST /api/social/chat/share': { body: social.ShareWinBody; answer: social.ChatMessageResponse };
  'GET /api/social/chat/all': { query: social.AdminChatQuery; answer: social.ChatMessages };
  'DELETE /api/social/chat/:id': { params: social.ChatMessageParams; answer: social.DeletedChatMessage };
  'GET /api/social/friends': { answer: social.Friends };
  'DELETE /api/social/friends/:id': {
    params: Static<typeof social.FriendIdParams>;
    answer: common.MessageBody;
  };
  'GET /api/social/friend-requests': { answer: social.FriendRequests };
  'GET /api/social/friend-requests/sent': { answer: social.SentFriendRequests };
  'DELETE /api/social/friend-requests/:id': {
    params: Static<typeof social.FriendRequestIdParams>;
    answer: common.MessageBody;
  };
  'POST /api/social/friend-request': { body: social.FriendRequestBody; answer: social.FriendRequestResult };
  'POST /api/social/friend-requests/:id/accept': {
    params: Static<typeof social.FriendRequestIdParams>;
    answer: social.FriendAccepted;
  };
  'POST /api/social/friend-requests/:id/decline': {
    params: Static<typeof social.FriendRequestIdParams>;
    answer: common.MessageBody;
  };
  'GET /api/social/presence': { answer: social.Presence };
  'PUT /api/social/presence': { body: social.PresenceBody; answer: social.Presence };
  'POST /api/social/challenges': { body: social.ChallengeBody; answer: common.MessageBody };
  'POST /api/social/tips': { body: tips.TipBody; answer: tips.TipAnswer };
  'POST /api/social/rain': { body: tips.RainBody; answer: tips.RainAnswer };

  // moderation (reports and mutes for players, the report queue for admins)
  'POST /api/social/chat/:id/report': {
    params: social.ChatMessageParams;
    body: moderation.ReportBody;
    answer: common.MessageBody;
  };
  'GET /api/social/mutes': { answer: moderation.Mutes };
  'POST /api/social/mutes': { body: moderation.MuteBody; answer: common.MessageBody };
  'DELETE /api/social/mutes/:userId': { params: moderation.MutedUserParams; answer: common.MessageBody };
  'GET /api/admin/reports': { answer: moderation.ReportQueue };
  'POST /api/admin/reports/:id/resolve': {
    params: moderation.ReportIdParams;
    body: moderation.ResolveBody;
    answer: moderation.ResolveResult;
  };

  // rewards
  'GET /api/rewards': { answer: rewards.RewardsResponse };
  'POST /api/rewards/daily/claim': { answer: rewards.DailyClaimResponse };
  'POST /api/rewards/rakeback/claim': { answer: rewards.RakebackClaimResponse };
  'POST /api/rewards/missions/:id/claim': {
    params: Static<typeof rewards.MissionParams>;
    answer: rewards.MissionClaimResponse;
  };

  // the weekly race
  'GET /api/races/current': { answer: races.CurrentRaceResponse };
  'GET /api/races': { query: races.PastRacesQuery; answer: races.PastRacesResponse };

  // achievements
  'GET /api/achievements': { answer: achievements.MyAchievements };
  'GET /api/users/:id/achievements': {
    params: achievements.PlayerParams;
    answer: achievements.PublicAchievements;
  };
  'POST /api/achievements/badge': {
    body: achievements.WearBadgeBody;
    answer: achievements.WearBadgeResponse;
  };

  // notifications
  'GET /api/notifications': {
    query: notifications.NotificationsQuery;
    answer: notifications.NotificationsPage;
  };
  'POST /api/notifications/read': {
    body: notifications.MarkReadBody;
    answer: notifications.MarkReadResponse;
  };
}

export type ApiRoute = keyof ApiRoutes;
