import type { Generated } from 'kysely';
import type { Defaulted, Optional } from './columns';

// Players, their sessions, the ledger and the admin's records.

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
  /** The player's language, one of LOCALES (src/contract/accounts-texts.ts); null until chosen (0025). */
  locale: Optional<string>;
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
