import type { Migration, MigrationProvider } from 'kysely';
import * as foundation from './0001-foundation';
import * as fairness from './0002-fairness-and-game-records';
import * as rounds from './0003-mines-blackjack';
import * as coinflip from './0004-coinflip';
import * as shop from './0005-shop';
import * as social from './0006-social';
import * as leaderboardAdmin from './0007-leaderboard-admin';
import * as ledgerStake from './0008-ledger-stake';
import * as ledgerBetIds from './0009-ledger-bet-ids';
import * as adminSearch from './0010-admin-search-token-expiry';
import * as batchedBets from './0011-batched-bets';
import * as noWinsIndex from './0012-no-wins-index';
import * as adminGrants from './0013-admin-grants';
import * as crash from './0014-crash';
import * as rewardsNotifications from './0015-rewards-notifications';
import * as missionClaims from './0016-mission-claims';
import * as wagerFold from './0017-wager-fold-levels-rakeback';
import * as races from './0018-races';
import * as achievements from './0019-achievements';
import * as liveBets from './0020-live-bets';
import * as raceScoreBands from './0021-race-score-bands';
import * as tips from './0022-tips';
import * as moderation from './0023-moderation';
import * as coinflipBets from './0024-coinflip-bets';
import * as userLocale from './0025-user-locale';
import * as chatRooms from './0026-chat-rooms';

// One ordered list of migrations for both dialects; later issues append to it.
const migrations: Record<string, Migration> = {
  '0001-foundation': foundation,
  '0002-fairness-and-game-records': fairness,
  '0003-mines-blackjack': rounds,
  '0004-coinflip': coinflip,
  '0005-shop': shop,
  '0006-social': social,
  '0007-leaderboard-admin': leaderboardAdmin,
  '0008-ledger-stake': ledgerStake,
  '0009-ledger-bet-ids': ledgerBetIds,
  '0010-admin-search-token-expiry': adminSearch,
  '0011-batched-bets': batchedBets,
  '0012-no-wins-index': noWinsIndex,
  '0013-admin-grants': adminGrants,
  '0014-crash': crash,
  '0015-rewards-notifications': rewardsNotifications,
  '0016-mission-claims': missionClaims,
  '0017-wager-fold-levels-rakeback': wagerFold,
  '0020-live-bets': liveBets,
  '0018-races': races,
  '0019-achievements': achievements,
  '0021-race-score-bands': raceScoreBands,
  '0022-tips': tips,
  '0023-moderation': moderation,
  '0024-coinflip-bets': coinflipBets,
  '0025-user-locale': userLocale,
  '0026-chat-rooms': chatRooms,
};

export const migrationProvider: MigrationProvider = {
  async getMigrations() {
    return migrations;
  },
};
